import { useId, useState } from 'react';
import { formatCount } from '../../contract/money';
import type { OutboxAnswer } from './answers';
import { adminApi, toastResult } from './http';
import { Link } from './Link';
import { dateTime } from './dates';
import { Spinner } from './screen-parts';
import { useLoad } from './use-load';

type OutboxItem = OutboxAnswer['items'][number];

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

function FailedRow({ item, onRetried }: { item: OutboxItem; onRetried: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    const result = await adminApi(`/api/admin/outbox/${encodeURIComponent(item.id)}/retry`, {
      method: 'POST',
    });
    setBusy(false);
    toastResult(result);
    if (result.ok) await onRetried();
  }
  return (
    <li data-outbox-failed data-retryable={item.retryable}>
      <span>
        <strong>{item.subject}</strong>
        <span className="adm-muted"> · to {item.to}</span>
        <br />
        <span className="adm-error">{item.reason ?? 'Failed'}</span>
        <span className="adm-muted"> · {dateTime(new Date(item.createdAt).toISOString())}</span>
      </span>
      {/* A refusal for good would be refused again: only a corrected address helps (issue 32). */}
      {item.retryable ? (
        <button
          type="button"
          className="adm-btn adm-btn-small"
          onClick={() => void retry()}
          disabled={busy}
          aria-busy={busy}
          aria-label={`Retry "${item.subject}" to ${item.to}`}
        >
          {busy && <Spinner />}
          Retry
        </button>
      ) : (
        item.fixAt && (
          <Link
            href={item.fixAt}
            className="adm-btn adm-btn-small"
            aria-label={`Correct the address and resend "${item.subject}" to ${item.to}`}
          >
            Correct the address and resend
          </Link>
        )
      )}
    </li>
  );
}

/**
 * The e-mail outbox on the dashboard (DESIGN §10): says plainly when no transport is configured
 * and how many messages wait, lists failed messages with their reason and Retry (when another try
 * can help) or a link to where the address is corrected (when the server refused it for good),
 * and otherwise keeps to one quiet line (sent today, waiting).
 */
export function OutboxCard() {
  const { data, reload } = useLoad<OutboxAnswer>('/api/admin/outbox?show=failed&pageSize=5');
  const headingId = useId();
  if (!data) return null;
  const waiting = data.counts.pending + data.counts.sending;
  const failed = data.counts.failed;
  return (
    <section className="adm-panel" aria-labelledby={headingId} data-outbox-card>
      <div className="adm-panel-head">
        <h2 id={headingId}>E-mail</h2>
        <span
          className={`adm-badge ${!data.configured || failed ? 'adm-badge-warn' : 'adm-badge-ok'}`}
        >
          {!data.configured
            ? 'Not configured'
            : failed
              ? plural(failed, 'failed', 'failed')
              : 'Working'}
        </span>
      </div>
      {!data.configured ? (
        <p role="status">
          <strong>
            E-mail is not configured: {plural(waiting, 'message', 'messages')} waiting.
          </strong>{' '}
          <span className="adm-hint">
            Nothing is sent until SMTP_URL and MAIL_FROM are set (or, on Cloudflare, the EMAIL
            binding and MAIL_FROM); the messages stay in the outbox until then.
          </span>
        </p>
      ) : (
        <p className="adm-muted" role="status">
          Sent today: {formatCount(data.sentToday)} · waiting: {formatCount(waiting)}
        </p>
      )}
      {data.items.length > 0 && (
        <ul className="adm-list" role="list" aria-label="Messages that could not be sent">
          {data.items.map((item) => (
            <FailedRow key={item.id} item={item} onRetried={reload} />
          ))}
        </ul>
      )}
      {failed > data.items.length && (
        <p className="adm-hint">and {plural(failed - data.items.length, 'more', 'more')}</p>
      )}
    </section>
  );
}
