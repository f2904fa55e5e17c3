import type { MailDelivery } from './answers';
import { stageLabels, type Stage } from '../../contract/stages';
import { client } from '../../lib/api-client';
import { adminSend } from './http';
import { QuoteSummary, type DeskEvent } from './inquiry-bits';
import { MailDeliveryNote } from './MailDeliveryNote';
import { dateTime } from './dates';

const kindLabels: Record<DeskEvent['kind'], string> = {
  note: 'Internal note',
  reply: 'Reply to the customer',
  quote: 'Quote',
  status: 'Stage',
  customer: 'From the customer',
};

const stageName = (stage: string | null) =>
  stage && stage in stageLabels ? stageLabels[stage as Stage] : (stage ?? '');

/** How one of the customer's e-mails stands; a corrected address becomes the inquiry's. */
export function InquiryMailNote(props: {
  inquiryId: string;
  what: string;
  delivery: MailDelivery;
  onDone: () => void;
}) {
  return (
    <MailDeliveryNote
      what={props.what}
      delivery={props.delivery}
      onDone={props.onDone}
      correct={(email) =>
        adminSend(
          client.admin.inquiries[':id'].mail[':outboxId'].resend.$post({
            param: {
              id: encodeURIComponent(props.inquiryId),
              outboxId: encodeURIComponent(props.delivery.outboxId),
            },
            json: { email },
          }),
        )
      }
    />
  );
}

/** One entry: what kind, who and when, then what it says, and how its e-mail stands. */
function ThreadEntry(props: { event: DeskEvent; inquiryId: string; onDone: () => void }) {
  const { event } = props;
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
      {event.mail && (
        <InquiryMailNote
          inquiryId={props.inquiryId}
          what={event.kind === 'quote' ? 'Quote' : 'Reply'}
          delivery={event.mail}
          onDone={props.onDone}
        />
      )}
    </li>
  );
}

/**
 * The inquiry's thread, oldest first: notes, replies, quotes and stage changes with who and when;
 * a reply or quote says whether its e-mail went out.
 */
export function InquiryThread(props: {
  events: DeskEvent[];
  inquiryId: string;
  onDone: () => void;
}) {
  const { events } = props;
  if (events.length === 0)
    return (
      <p className="adm-empty">
        Nothing yet. Notes, replies, quotes and stage changes appear here.
      </p>
    );
  return (
    <ol className="adm-thread" role="list">
      {events.map((event) => (
        <ThreadEntry
          key={event._id}
          event={event}
          inquiryId={props.inquiryId}
          onDone={props.onDone}
        />
      ))}
    </ol>
  );
}
