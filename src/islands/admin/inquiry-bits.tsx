import type { InferResponseType } from 'hono/client';
import { stageLabels, type Stage } from '../../contract/stages';
import type { client } from '../../lib/api-client';
import { shopperRupees } from '../../contract/money';
import { shopDayStart } from '../../contract/shop-day';
import { shortDate } from './dates';

// The desk's answers, typed from its routes (`hc<AppType>`), not copied by hand.
type Desk = typeof client.admin.inquiries;
/** `GET /api/admin/inquiries`: one page, the total and the counts. */
export type DeskListAnswer = InferResponseType<Desk['$get'], 200>;
export type DeskRow = DeskListAnswer['items'][number];
/** `GET /api/admin/inquiries/{id}`. */
export type DeskInquiryAnswer = InferResponseType<Desk[':id']['$get'], 200>;
/** One entry of the thread. */
export type DeskEvent = DeskInquiryAnswer['inquiry']['events'][number];
export type DeskQuote = NonNullable<DeskEvent['quote']>;

/** Stages that end the work on an inquiry: their rows are struck through in the list. */
export const closedStages: readonly Stage[] = ['won', 'lost', 'spam'];

/** A stage as a coloured badge. */
export function StageBadge({ stage }: { stage: Stage }) {
  return <span className={`adm-stage is-${stage}`}>{stageLabels[stage]}</span>;
}

/** The marker on an inquiry that has waited in `new` for more than a day. */
export function FollowUpMark() {
  return (
    <span className="adm-followup" title="Waiting more than 24 hours for a first answer">
      Follow up
    </span>
  );
}

/** "₹1,06,600 · valid until 30 Nov 2026", with "expired" once its last day has passed. */
export function QuoteSummary({ quote }: { quote: DeskQuote }) {
  return (
    <span className={`adm-quote${quote.expired ? ' is-expired' : ''}`}>
      <strong>{shopperRupees(quote.amount)}</strong>
      {quote.expired ? ' · expired ' : ' · valid until '}
      <time dateTime={quote.validUntil}>{shortDate(shopDayStart(quote.validUntil))}</time>
    </span>
  );
}
