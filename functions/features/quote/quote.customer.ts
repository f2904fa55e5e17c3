// What the customer does with a quote from its private link: accept it (once; never after its last
// day or once replaced) or ask for changes (their words join the inquiry's thread).
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { inquiries, inquiryEvents, quotes } from '../../../db/schema';
import { formatRateDate } from '../../../src/contract/pricing';
import { parseQuoteNumber, type QuoteView } from '../../../src/contract/quotes';
import { shopDay } from '../../../src/contract/shop-day';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { shopDetailsForMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { findProvenInquiry, type TrackProof } from '../inquiry/inquiry.service';
import {
  quoteAcceptedCustomerMail,
  quoteAcceptedOwnerMail,
  quoteChangesOwnerMail,
  type QuoteMailContext,
} from './quote.mail';
import { findQuoteByNumber, linesOf, quoteNumber, shapeQuote } from './quote.records';

// One answer for an unknown quote, a wrong reference and a wrong proof alike.
const noSuchQuote = 'We could not find a quote with these details';

/** Where the e-mails go and link to. */
export interface CustomerActionContext {
  now: number;
  ownerEmail: string;
  siteUrl: string;
}

/** The quote and its inquiry, when the proof opens that inquiry and the quote is one of its own. */
async function provenQuote(db: Db, number: string, reference: string, proof: TrackProof) {
  const parsed = parseQuoteNumber(number);
  const [proven, quote] = await Promise.all([
    findProvenInquiry(db, reference, proof),
    parsed ? findQuoteByNumber(db, parsed.year, parsed.seq) : null,
  ]);
  if (!proven || !quote || quote.inquiryId !== proven.row.id) throw notFound(noSuchQuote);
  return { inquiry: proven.row, quote };
}

/** Why a quote in this state cannot be accepted now, in the customer's words; null when it can. */
function refusal(view: QuoteView): string | null {
  if (view.state === 'replaced') {
    return `This quote was replaced by ${view.replacedBy ?? 'a newer quote'}: please look at the newer one`;
  }
  if (view.state === 'expired') {
    return `This quote expired after ${formatRateDate(view.validUntil)}: please ask us for a new one`;
  }
  return null;
}

/**
 * Accept a quote: the quote becomes `accepted`, the inquiry `won` (a status event in the customer's
 * name), and the owner's and customer's e-mails are queued, all in one batch that opens with a
 * guard, so of two accepts at once only one does anything. Accepting an accepted quote changes
 * nothing and says so; an expired or replaced one is refused (409) with the reason.
 */
export async function acceptQuote(
  db: Db,
  number: string,
  proof: TrackProof & { reference: string },
  at: CustomerActionContext,
): Promise<{ quote: QuoteView; already: boolean }> {
  const { inquiry, quote } = await provenQuote(db, number, proof.reference, proof);
  const current = async () => (await quoteViewById(db, quote.id, at.now))!;
  const view = await current();
  if (view.state === 'accepted') return { quote: view, already: true };
  const refused = refusal(view);
  if (refused) throw new HttpError(409, refused);

  const about: QuoteMailContext = {
    inquiryId: inquiry.id,
    reference: proof.reference,
    customerName: inquiry.fullname,
    customerEmail: inquiry.email,
    siteUrl: at.siteUrl,
  };
  const accepted: QuoteView = {
    ...view,
    state: 'accepted',
    acceptedAt: new Date(at.now).toISOString(),
  };
  const shop = await shopDetailsForMail(db);
  try {
    await db.batch([
      // Fails (json() of text that is not JSON), rolling the batch back, unless still acceptable.
      db
        .select({
          ok: sql`json(CASE WHEN ${quotes.state} IN ('sent', 'viewed') AND ${quotes.validUntil} >= ${shopDay(at.now)} THEN '1' ELSE 'taken' END)`,
        })
        .from(quotes)
        .where(eq(quotes.id, quote.id)),
      db
        .update(quotes)
        .set({ state: 'accepted', acceptedAt: at.now })
        .where(
          and(
            eq(quotes.id, quote.id),
            inArray(quotes.state, ['sent', 'viewed']),
            gte(quotes.validUntil, shopDay(at.now)),
          ),
        ),
      db
        .update(inquiries)
        .set({ stage: 'won', updatedAt: at.now })
        .where(eq(inquiries.id, inquiry.id)),
      db.insert(inquiryEvents).values({
        id: newId(),
        inquiryId: inquiry.id,
        kind: 'status',
        authorId: null,
        authorName: `${inquiry.fullname} (customer, accepted ${view.number})`,
        fromStage: inquiry.stage,
        toStage: 'won',
        createdAt: at.now,
      }),
      queueMail(db, quoteAcceptedOwnerMail(shop, at.ownerEmail, about, accepted), at.now),
      queueMail(db, quoteAcceptedCustomerMail(shop, about, accepted), at.now),
    ]);
  } catch (error) {
    if (!/JSON/i.test(String((error as Error)?.message))) throw error;
    // Another accept (or a new quote) came first: answer from what is there now.
    const now = await current();
    if (now.state === 'accepted') return { quote: now, already: true };
    throw new HttpError(409, refusal(now) ?? 'This quote can no longer be accepted');
  }
  return { quote: await current(), already: false };
}

/** A quote by id as a view, with the number of the quote that replaced it. */
async function quoteViewById(db: Db, id: string, now: number) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  if (!row) return null;
  const [lines, [next]] = await Promise.all([
    linesOf(db, [row.id]),
    row.replacedBy ? db.select().from(quotes).where(eq(quotes.id, row.replacedBy)) : [],
  ]);
  return shapeQuote(row, lines.get(row.id) ?? [], now, next ? quoteNumber(next) : null);
}

/**
 * The customer asks for changes: their words join the inquiry's thread (as the customer's, shown
 * on the desk), the inquiry is touched and the owner e-mailed, in one batch.
 */
export async function askForChanges(
  db: Db,
  number: string,
  input: TrackProof & { reference: string; message: string },
  at: CustomerActionContext,
): Promise<void> {
  const { inquiry, quote } = await provenQuote(db, number, input.reference, input);
  const view = (await quoteViewById(db, quote.id, at.now))!;
  const shop = await shopDetailsForMail(db);
  const about: QuoteMailContext = {
    inquiryId: inquiry.id,
    reference: input.reference,
    customerName: inquiry.fullname,
    customerEmail: inquiry.email,
    siteUrl: at.siteUrl,
  };
  await db.batch([
    db.insert(inquiryEvents).values({
      id: newId(),
      inquiryId: inquiry.id,
      kind: 'customer',
      authorId: null,
      authorName: inquiry.fullname,
      body: `Changes asked for ${view.number}: ${input.message}`,
      createdAt: at.now,
    }),
    db.update(inquiries).set({ updatedAt: at.now }).where(eq(inquiries.id, inquiry.id)),
    queueMail(
      db,
      quoteChangesOwnerMail(shop, at.ownerEmail, about, view.number, input.message),
      at.now,
    ),
  ]);
}
