import { createTransport } from 'nodemailer';
import {
  MailRefusedError,
  type MailTransport,
  type OutgoingMail,
} from '../features/mail/transport';

/** Time limits of one message; a slow or silent server ends the try well inside a claim. */
export interface SmtpTimeouts {
  /** To open the connection. */
  connectMs: number;
  /** With no byte from the server (greeting, replies, the answer to DATA). */
  idleMs: number;
  /** For the whole message, however the server drips its answers. */
  totalMs: number;
}

// The whole try ends within half a claim (sender.ts `claimMs`), so no second sender takes the row.
const defaultTimeouts: SmtpTimeouts = { connectMs: 10_000, idleMs: 15_000, totalMs: 30_000 };

/** SMTP errors that retrying cannot fix: the server answered 5xx to a recipient or the message. */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

/**
 * A transport that sends over SMTP from `SMTP_URL` (`smtp://user:pass@host:587` with STARTTLS
 * when offered, or `smtps://` for TLS from the start) over a small pool of connections, each
 * message within `timeouts`. A 5xx refusal of the recipient or message rejects with MailRefusedError.
 */
export function createSmtpTransport(
  smtpUrl: string,
  timeouts: Partial<SmtpTimeouts> = {},
): MailTransport & { close(): void } {
  const limits = { ...defaultTimeouts, ...timeouts };
  const transporter = createTransport({
    url: smtpUrl,
    // A few connections kept open and reused: a burst of inquiries costs one greeting and login
    // per connection instead of one per message.
    pool: true,
    maxConnections: 2,
    maxMessages: 100,
    connectionTimeout: limits.connectMs,
    greetingTimeout: limits.idleMs,
    socketTimeout: limits.idleMs,
    dnsTimeout: limits.connectMs,
  });
  return {
    close: () => transporter.close(),
    async send(mail: OutgoingMail) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const overall = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`SMTP server did not finish within ${limits.totalMs / 1000} s`)),
          limits.totalMs,
        );
      });
      try {
        await Promise.race([
          transporter.sendMail({
            from: mail.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            replyTo: mail.replyTo,
            messageId: mail.messageId,
            attachments: mail.attachments?.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content),
            })),
            ...(mail.headers ? { headers: mail.headers } : {}),
            disableFileAccess: true,
            disableUrlAccess: true,
          }),
          overall,
        ]);
      } catch (error) {
        if (isPermanent(error)) throw new MailRefusedError((error as Error).message);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
