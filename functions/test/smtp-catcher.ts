import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One message as a real SMTP server received it, parsed. */
export interface CaughtMail {
  /** Envelope recipients (RCPT TO), lowercase. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  messageId: string;
  /** Every http(s) address in the text and the HTML's links, in order, without repeats. */
  links: string[];
  /** Every header line as received, for checks on what reached the wire. */
  headerLines: string[];
  /** When the server accepted it (answered 250 to its data). */
  receivedAt: number;
  /** Attached files, their content in base64. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/** How the server behaves, changeable while it runs. */
export interface CatcherBehaviour {
  /**
   * Recipients to refuse: `true` answers 550 (a permanent refusal), a number answers that code
   * (421 or 450: a temporary one).
   */
  refuse?: (address: string) => boolean | number;
  /** Hold the answer to DATA this long (a slow or stuck server). */
  dataDelayMs?: number;
}

export interface SmtpCatcher {
  port: number;
  /** `smtp://127.0.0.1:{port}` for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  behaviour: CatcherBehaviour;
  /** Resolves once every message the server has begun to take is in `messages`. */
  settled(): Promise<void>;
  /** The first message (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ''),
  );

/** Every http(s) address in the message, text first, then the HTML's hrefs. */
export function linksIn(text: string, html: string): string[] {
  const fromText = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const fromHtml = [...html.matchAll(/href="(https?:[^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
  return [...new Set([...fromText, ...fromHtml])];
}

function toCaught(parsed: ParsedMail, envelopeTo: string[], receivedAt: number): CaughtMail {
  const text = parsed.text ?? '';
  const html = parsed.html || '';
  return {
    to: envelopeTo,
    from: addresses(parsed.from)[0] ?? '',
    subject: parsed.subject ?? '',
    text,
    html,
    replyTo: addresses(parsed.replyTo)[0] ?? null,
    messageId: parsed.messageId ?? '',
    links: linksIn(text, html),
    headerLines: parsed.headerLines.map((h) => h.line),
    receivedAt,
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content.toString('base64'),
    })),
  };
}

/**
 * A real SMTP server on loopback (no TLS, any or no login) that keeps every message it accepts,
 * and writes each one as JSON into `saveDir` when given (the browser tests' mailbox).
 */
export async function startSmtpCatcher(
  options: { port?: number; saveDir?: string } = {},
): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const behaviour: CatcherBehaviour = {};
  // Messages being received or parsed: `settled()` waits for them.
  const inFlight = new Set<Promise<void>>();
  if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    // A test that leaves a message stuck in DATA must not wait 30 s to close.
    closeTimeout: 500,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo: (address, _session, callback) => {
      const refused = behaviour.refuse?.(address.address);
      if (refused) {
        const code = refused === true ? 550 : refused;
        const words = code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later';
        const refusal = new Error(`${words}: ${address.address}`) as Error & {
          responseCode: number;
        };
        refusal.responseCode = code;
        return callback(refusal);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        // Accepted (250) once the whole message is in, as a real server queues it; parsing
        // comes after, so a busy test process does not slow every sender down.
        const accept = async () => {
          if (behaviour.dataDelayMs) await new Promise((r) => setTimeout(r, behaviour.dataDelayMs));
          const receivedAt = Date.now();
          callback();
          const mail = toCaught(await simpleParser(Buffer.concat(chunks)), envelopeTo, receivedAt);
          messages.push(mail);
          if (options.saveDir) {
            const name = `${mail.receivedAt}-${messages.length}-${process.pid}.json`;
            // Written whole under another name, then renamed: a reader never sees half a file.
            const path = join(options.saveDir, name);
            writeFileSync(`${path}.tmp`, JSON.stringify(mail));
            renameSync(`${path}.tmp`, path);
          }
          for (const wake of waiters) wake();
        };
        const handled = accept()
          .catch((error: unknown) => console.error('smtp-catcher: unreadable message', error))
          .finally(() => inFlight.delete(handled));
        inFlight.add(handled);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    behaviour,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`No matching e-mail within ${timeoutMs} ms (${messages.length} caught)`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      });
    },
    async settled() {
      while (inFlight.size) await Promise.all(inFlight);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
