import type { MailDeps } from '../deps';
import type { AppEnv } from '../env';
import { sendDueAlerts } from '../features/alerts/alert-events';
import { drainOutbox } from '../features/mail/sender';
import type { Db } from '../lib/db';
import { createEmailServiceTransport } from './email-transport';

/** The Worker's e-mail: kicks are noted during a request and drained in its `waitUntil`. */
export interface WorkerMail extends MailDeps {
  /** Whether a request since the last call queued mail (and forget it). */
  takeKick(): boolean;
  /** Send what is due, within one invocation's budget; never throws. */
  drain(): Promise<void>;
}

/**
 * E-mail for the Worker: Cloudflare Email Service through the `EMAIL` binding with MAIL_FROM as
 * the sender (no transport unless both are set). workerd drops work started outside a request, so
 * a kick only raises a flag; `worker.ts` drains after the response (`ctx.waitUntil`) and on the
 * Cron Trigger, which also sends retries whose time has come.
 */
export function createWorkerMail(
  db: Db,
  binding: SendEmail | undefined,
  config: Pick<AppEnv, 'MAIL_FROM' | 'OWNER_EMAIL' | 'ADMIN_EMAIL' | 'SITE_URL'>,
): WorkerMail {
  const transport = binding && config.MAIL_FROM ? createEmailServiceTransport(binding) : null;
  const from = config.MAIL_FROM ?? `no-reply@${new URL(config.SITE_URL).hostname}`;
  let kicked = false;
  return {
    transport,
    from,
    ownerEmail: config.OWNER_EMAIL ?? config.ADMIN_EMAIL,
    siteUrl: config.SITE_URL,
    kick: () => {
      kicked = true;
    },
    takeKick: () => {
      const was = kicked;
      kicked = false;
      return was;
    },
    async drain() {
      try {
        // A waitUntil has about 30 s after the response: a few messages per call, the rest on
        // the next request or the next minute's Cron Trigger.
        // Alerts owed (a piece back in stock, a new rate) join the outbox first (decision 044).
        await sendDueAlerts(db, config.SITE_URL);
        await drainOutbox(db, { transport, from, limit: 20, concurrency: 2 });
      } catch (error) {
        console.error('E-mail: the outbox could not be drained:', (error as Error).message);
      }
    },
  };
}
