import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtMail } from '../functions/test/smtp-catcher';

export type { CaughtMail };

/** What to look for; every given field must match. Use something unique to the test (a name). */
export interface MailQuery {
  /** A recipient address (case-insensitive). */
  to?: string;
  subject?: string | RegExp;
  /** Something in the plain-text body. */
  text?: string | RegExp;
}

// The mail catcher that playwright.config.ts starts writes each message it receives here. It
// refuses (550) every address at refused.example, for tests of a message that fails.
const mailDir = () => join(process.env.E2E_DATA_DIR!, 'mail');

const matches = (value: string, wanted: string | RegExp | undefined) =>
  wanted === undefined ||
  (typeof wanted === 'string' ? value.includes(wanted) : wanted.test(value));

/** Every message the shop has sent so far in this run that matches, oldest first. */
export function mailMatching(query: MailQuery): CaughtMail[] {
  if (!existsSync(mailDir())) return [];
  return readdirSync(mailDir())
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(mailDir(), name), 'utf8')) as CaughtMail)
    .filter(
      (mail) =>
        (query.to === undefined || mail.to.includes(query.to.toLowerCase())) &&
        matches(mail.subject, query.subject) &&
        matches(mail.text, query.text),
    )
    .sort((a, b) => a.receivedAt - b.receivedAt);
}

/**
 * The first message that matches, parsed (subject, text, html, links…), waiting for it to arrive
 * at the test mailbox; fails after `timeout` ms naming what it looked for.
 */
export async function waitForMail(query: MailQuery, timeout = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const [found] = mailMatching(query);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No e-mail matching ${JSON.stringify(query, regexpAsText)} in ${timeout} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const regexpAsText = (_key: string, value: unknown) =>
  value instanceof RegExp ? value.toString() : value;

/** The message's link whose path starts with `path` (e.g. `/track-order`); fails when there is none. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.links.find((href) => new URL(href).pathname.startsWith(path));
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}
