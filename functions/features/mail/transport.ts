/** One message as it goes to a transport: the outbox row plus `From` and its Message-ID. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** `<{outbox id}@{sender's domain}>`: the same on every attempt, so a repeat is recognisable. */
  messageId: string;
  /** Files sent with it, as bytes. */
  attachments?: OutgoingAttachment[];
  /** Extra headers (an alert's `List-Unsubscribe` and `List-Unsubscribe-Post`), already checked. */
  headers?: Record<string, string>;
}

/** A file as a transport sends it. */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** Something that hands a message to a mail server: SMTP on Node, Email Service on the Worker. */
export interface MailTransport {
  /**
   * Resolves once the server has accepted the message; rejects (within the transport's own time
   * limits) otherwise, with a MailRefusedError when retrying cannot help.
   */
  send(mail: OutgoingMail): Promise<void>;
}

/** The server refused the message for good (a 5xx for its recipient): retrying cannot help. */
export class MailRefusedError extends Error {}

/**
 * How an outbox row's `lastError` begins when the refusal was permanent (MailRefusedError, or a
 * header that could never go): what the desk and the Staff screen read to offer no Retry.
 */
export const refusedPrefix = 'refused: ';

/** `<{id}@{domain of from}>`: a Message-ID that depends only on the outbox row. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}
