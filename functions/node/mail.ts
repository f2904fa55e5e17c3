import type { MailDeps } from '../deps';
import type { AppEnv } from '../env';
import { sendDueAlerts } from '../features/alerts/alert-events';
import { drainOutbox, releaseClaimsOfGone } from '../features/mail/sender';
import type { Db } from '../lib/db';
import { isGoneNodeSender, nodeClaimant } from './gone-senders';
import { createSmtpTransport, type SmtpTimeouts } from './smtp-transport';

/** Messages the Node server sends at the same time (also the most a crash can leave half-sent). */
export const sendConcurrency = 2;

/** Node's e-mail: the SMTP transport, and one drain at a time, soon after a kick and on a timer. */
export interface NodeMail extends MailDeps {
  /** Drain now (joining a drain under way, and running once more after it if kicked meanwhile). */
  drain(): Promise<void>;
  /** Stop the timer (the server is closing). */
  stop(): void;
}

/**
 * E-mail for the Node server from its configuration: nodemailer over SMTP_URL (no transport
 * without it). The outbox is drained right after a kick, every `intervalMs` (retries whose time
 * has come, rows a crashed process left claimed) and once at start, when the rows a server killed
 * on this machine left claimed are handed back at once. Failures are logged, never
 * thrown: sending can never fail the request that queued the mail.
 */
export function createNodeMail(
  db: Db,
  env: Pick<AppEnv, 'SMTP_URL' | 'MAIL_FROM' | 'OWNER_EMAIL' | 'ADMIN_EMAIL' | 'SITE_URL'>,
  options: { intervalMs?: number; timeouts?: Partial<SmtpTimeouts> } = {},
): NodeMail {
  const transport = env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, options.timeouts) : null;
  const from = env.MAIL_FROM ?? `no-reply@${new URL(env.SITE_URL).hostname}`;
  const claimant = nodeClaimant();
  // A server killed mid-send (kill -9, a crash) left rows claimed: on this machine its pid tells
  // that it is gone, so they go out with the first drain instead of after their claim runs out.
  let released = false;
  let running: Promise<void> | null = null;
  let again = false;
  let scheduled = false;

  const drainOnce = async () => {
    try {
      if (!released) {
        released = true;
        await releaseClaimsOfGone(db, (other) => isGoneNodeSender(other));
      }
      // Alerts owed (a piece back in stock, a new rate) join the outbox first (decision 044).
      await sendDueAlerts(db, env.SITE_URL);
      await drainOutbox(db, { transport, from, concurrency: sendConcurrency, claimant });
    } catch (error) {
      console.error('E-mail: the outbox could not be drained:', (error as Error).message);
    }
  };
  const drain = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await drainOnce();
      } while (again);
    })().finally(() => (running = null));
    return running;
  };
  const kick = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      void drain();
    }, 0);
  };
  const timer = setInterval(kick, options.intervalMs ?? 15_000);
  timer.unref();
  kick();

  return {
    transport,
    from,
    ownerEmail: env.OWNER_EMAIL ?? env.ADMIN_EMAIL,
    siteUrl: env.SITE_URL,
    kick,
    drain,
    stop: () => {
      clearInterval(timer);
      transport?.close();
    },
  };
}
