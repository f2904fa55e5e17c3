import {
  MailRefusedError,
  type MailTransport,
  type OutgoingMail,
} from '../features/mail/transport';

/** `Chandi <shop@example.com>` → `{ name, email }`; a bare address stays a string. */
function sender(from: string): string | EmailAddress {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  return named ? { name: named[1]!, email: named[2]! } : from.trim();
}

// What the binding says when the message itself can never go: a recipient or sender the binding
// or account does not allow, a suppressed address, a message it finds invalid. Anything else
// (limits, an internal error, a time-out) is worth another try.
const permanent = /not allowed|suppress|invalid|E_(RECIPIENT|SENDER|VALIDATION|HEADER)/i;

/**
 * A transport over Cloudflare Email Service's `send_email` binding (`env.EMAIL.send`), each try
 * ended after `timeoutMs`. Email Service sets its own Message-ID, so the outbox row's travels as
 * `X-Outbox-Id`; a refusal that retrying cannot change rejects with MailRefusedError.
 */
export function createEmailServiceTransport(binding: SendEmail, timeoutMs = 30_000): MailTransport {
  return {
    async send(mail: OutgoingMail) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const overall = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`Email Service did not answer within ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
      });
      try {
        await Promise.race([
          binding.send({
            from: sender(mail.from),
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
            ...(mail.attachments?.length
              ? {
                  attachments: mail.attachments.map((file) => ({
                    disposition: 'attachment' as const,
                    filename: file.filename,
                    type: file.contentType,
                    content: file.content,
                  })),
                }
              : {}),
            headers: { ...mail.headers, 'X-Outbox-Id': mail.messageId.replace(/^<|@.*$/g, '') },
          }),
          overall,
        ]);
      } catch (error) {
        const text = `${(error as { code?: string }).code ?? ''} ${(error as Error).message}`;
        if (permanent.test(text)) throw new MailRefusedError((error as Error).message);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
