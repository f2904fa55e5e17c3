import { stageLabels, type Stage } from '../../contract/stages';
import { QuoteSummary, type DeskEvent } from './inquiry-bits';
import { dateTime } from './ui';

const kindLabels: Record<DeskEvent['kind'], string> = {
  note: 'Internal note',
  reply: 'Reply to the customer',
  quote: 'Quote',
  status: 'Stage',
};

const stageName = (stage: string | null) =>
  stage && stage in stageLabels ? stageLabels[stage as Stage] : (stage ?? '');

/** One entry: what kind, who and when, then what it says. */
function ThreadEntry({ event }: { event: DeskEvent }) {
  return (
    <li className={`adm-thread-entry is-${event.kind}`}>
      <p className="adm-thread-head">
        <span className="adm-thread-kind">{kindLabels[event.kind]}</span>
        <span className="adm-muted">
          {event.author} · <time dateTime={event.createdAt}>{dateTime(event.createdAt)}</time>
        </span>
      </p>
      {event.kind === 'status' && (
        <p className="adm-thread-body">
          Moved from {stageName(event.from)} to <strong>{stageName(event.to)}</strong>
        </p>
      )}
      {event.quote && (
        <p className="adm-thread-body">
          <QuoteSummary quote={event.quote} />
        </p>
      )}
      {event.body && <p className="adm-thread-body adm-thread-text">{event.body}</p>}
    </li>
  );
}

/** The inquiry's thread, oldest first: notes, replies, quotes and stage changes with who and when. */
export function InquiryThread({ events }: { events: DeskEvent[] }) {
  if (events.length === 0)
    return (
      <p className="adm-empty">
        Nothing yet. Notes, replies, quotes and stage changes appear here.
      </p>
    );
  return (
    <ol className="adm-thread" role="list">
      {events.map((event) => (
        <ThreadEntry key={event._id} event={event} />
      ))}
    </ol>
  );
}
