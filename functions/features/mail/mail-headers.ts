// The headers the shop fills from data (a customer's address, a subject with their words): each
// is checked here, below both the composer and the outbox, so none can carry a line break.

/** The headers of a message that come from data. */
interface HeaderFields {
  to: string;
  replyTo?: string;
  subject: string;
}

/** Thrown when an address meant for a header is not one plain address (a line break, a list…). */
export class MailHeaderError extends Error {}

// Line breaks (CR, LF, and the Unicode ones some clients honour) and other control characters.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;

/** A subject (or any free-text header) on one line: control characters become one space. */
export function oneLineHeader(value: string): string {
  return value.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim().slice(0, 250);
}

// One bare address: no display name, no list separators, no spaces or line breaks that could start
// another header or add a recipient.
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The address itself when it is exactly one plain address; otherwise throws MailHeaderError. */
export function plainMailAddress(address: string): string {
  if (address.length > 254 || !plainAddress.test(address)) {
    throw new MailHeaderError(`Not one plain e-mail address: ${JSON.stringify(address)}`);
  }
  return address;
}

/** Whether `address` is exactly one plain address (what `plainMailAddress` accepts). */
export const isPlainMailAddress = (address: string) =>
  address.length <= 254 && plainAddress.test(address);

/**
 * The message with headers that cannot carry a line break: `to` and `replyTo` must each be one
 * plain address (else MailHeaderError), the subject is put on one line.
 */
export function safeHeaders<M extends HeaderFields>(message: M): M {
  return {
    ...message,
    to: plainMailAddress(message.to),
    replyTo: message.replyTo === undefined ? undefined : plainMailAddress(message.replyTo),
    subject: oneLineHeader(message.subject),
  };
}

/**
 * The RFC 8058 one-click unsubscribe headers for an https URL, which must be one line with no
 * angle brackets or spaces (else MailHeaderError): mail clients POST `List-Unsubscribe=One-Click`
 * to it, with no cookie, to take the address off.
 */
export function oneClickUnsubscribe(url: string): Record<string, string> {
  if (!/^https?:\/\/[^\s<>]+$/.test(url) || url.length > 2000) {
    throw new MailHeaderError(`Not one unsubscribe URL: ${JSON.stringify(url)}`);
  }
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
