import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { inquiries, inquiryEvents, quoteLines, quotes } from '../../../db/schema';
import { gstStateByName } from '../../../src/contract/gst-states';
import { quoteTaxes } from '../../../src/contract/quotes';
import { shopDay } from '../../../src/contract/shop-day';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { badRequest, HttpError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { attachment } from '../mail/attachments';
import { shopDetailsForMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { newEvent } from '../inquiry/desk.detail';
import { formatReference } from '../inquiry/inquiry-reference';
import { newInquiryLink } from '../inquiry/inquiry-links';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { readShopSettings } from '../settings/settings.service';
import { readTradeSettings } from '../trade/trade-settings';
import { priceLines } from './quote-lines';
import { quoteOfferMail } from './quote.mail';
import { quoteNumber, shapeQuote, type QuoteLineRow, type QuoteRow } from './quote.records';
import type { NewQuoteInput } from './quote.schemas';

type InquiryRow = typeof inquiries.$inferSelect;

/** Who makes the quote, when, and the shop's web address for the link. */
export interface QuoteWriter {
  actor: Actor;
  now: number;
  siteUrl: string;
}

// A quote holds a price for days or weeks; a last day years ahead is a typing slip.
const horizonMs = 366 * 24 * 60 * 60 * 1000;

/** 400 unless the last day is today or later and within a year (shop days). */
function checkValidUntil(validUntil: string, now: number) {
  if (validUntil < shopDay(now)) {
    throw badRequest('Invalid quote: validUntil: must not be in the past', {
      validUntil: 'must be today or a later day',
    });
  }
  if (validUntil > shopDay(now + horizonMs)) {
    throw badRequest('Invalid quote: validUntil: must be within a year', {
      validUntil: 'must be within a year from today',
    });
  }
}

/**
 * The exchange rate a quote in `currency` holds: the owner's rate of the day it is priced. 400 when
 * the owner has set no rates, since a converted amount needs one. Rupee quotes hold none.
 */
async function quoteFxFor(db: Db, currency: NewQuoteInput['currency']) {
  if (currency === 'INR') return { currency, fxRupees: null, fxDate: null };
  const { fx } = await readTradeSettings(db);
  if (!fx) {
    const message = `needs an exchange rate: set the rates on the dashboard before quoting in ${currency}`;
    throw badRequest(`Invalid quote: currency: ${message}`, { currency: message });
  }
  return { currency, fxRupees: fx.rates[currency], fxDate: fx.date };
}

/**
 * The shop's GST state code: its GSTIN's first two digits, or the state its address names. 409
 * when neither says, since CGST + SGST or IGST cannot be decided.
 */
export function shopStateOf(shop: { gstin: string; address: { region: string } }): string {
  const state = shop.gstin.slice(0, 2) || gstStateByName(shop.address.region);
  if (!state) {
    throw new HttpError(
      409,
      "Set the shop's GSTIN, or an Indian state as its address's region, in Settings before quoting",
    );
  }
  return state;
}

// SQLite has RAISE only in triggers: `json()` of text that is not JSON fails the statement, and
// with it the whole batch (decision 021).
const noAcceptedQuote = (db: Db, inquiryId: string) =>
  db
    .select({
      ok: sql`json(CASE WHEN EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.inquiryId} = ${inquiryId} AND ${quotes.state} = 'accepted') THEN 'accepted' ELSE '1' END)`,
    })
    .from(inquiries)
    .where(eq(inquiries.id, inquiryId));

async function refuseIfAccepted(db: Db, inquiryId: string) {
  const [accepted] = await db
    .select({ year: quotes.year, seq: quotes.seq })
    .from(quotes)
    .where(and(eq(quotes.inquiryId, inquiryId), eq(quotes.state, 'accepted')));
  if (accepted) {
    throw new HttpError(
      409,
      `The customer has accepted quote ${quoteNumber(accepted)}: a new quote cannot replace it`,
    );
  }
}

const isNumberTaken = (error: unknown) =>
  /UNIQUE constraint failed: quotes\.year, quotes\.seq/.test(String((error as Error)?.message));

/**
 * Make a quote for an inquiry, priced at today's silver rate: its lines, GST by the customer's
 * state, the PDF, and in one batch the quote (replacing the inquiry's live one), its thread event,
 * the move to `quoted`, the e-mail with the PDF and the private link, and the audit entry. 409 for
 * spam or when the customer has already accepted a quote. Returns the new quote's number.
 */
export async function createQuote(
  db: Db,
  row: InquiryRow,
  input: NewQuoteInput,
  by: QuoteWriter,
): Promise<string> {
  if (row.stage === 'spam') {
    throw new HttpError(409, 'This inquiry is marked as spam: move it to another stage first');
  }
  checkValidUntil(input.validUntil, by.now);
  await refuseIfAccepted(db, row.id);
  const [rate, shop, fx] = await Promise.all([
    currentSilverRate(db),
    readShopSettings(db),
    quoteFxFor(db, input.currency),
  ]);
  const shopState = shopStateOf(shop);
  const lines = await priceLines(db, input.lines, rate);
  const taxable = lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const taxes = quoteTaxes(taxable, shopState === input.customerState);
  const year = Number(shopDay(by.now).slice(0, 4));
  const { quotePdf } = await import('./quote-pdf');
  const shopDetails = await shopDetailsForMail(db);
  const reference = formatReference(row.seq, row.createdAt);

  for (let attempt = 0; ; attempt++) {
    const [last] = await db
      .select({ seq: max(quotes.seq) })
      .from(quotes)
      .where(eq(quotes.year, year));
    const quote: QuoteRow = {
      id: newId(),
      inquiryId: row.id,
      year,
      seq: (last?.seq ?? 0) + 1,
      state: 'sent',
      ratePaise: rate?.ratePaise ?? null,
      rateDate: rate?.rateDate ?? null,
      ...fx,
      validUntil: input.validUntil,
      message: input.message,
      shopGstin: shop.gstin,
      shopState,
      customerState: input.customerState,
      customerGstin: input.customerGstin,
      taxablePaise: taxable,
      cgstPaise: taxes.cgst,
      sgstPaise: taxes.sgst,
      igstPaise: taxes.igst,
      totalPaise: taxes.total,
      replacedBy: null,
      authorId: by.actor.id,
      authorName: by.actor.name,
      createdAt: by.now,
      viewedAt: null,
      acceptedAt: null,
    };
    const lineRows: QuoteLineRow[] = lines.map((line, position) => ({
      id: newId(),
      quoteId: quote.id,
      position,
      productId: line.productId,
      code: line.code,
      name: line.name,
      size: line.size,
      qty: line.qty,
      unitPaise: line.unitPaise,
      amountPaise: line.amountPaise,
      breakup: line.breakup && JSON.stringify(line.breakup),
    }));
    const view = shapeQuote(quote, lineRows, by.now);
    const pdf = await quotePdf(view, {
      shop: { ...shopDetails, gstin: shop.gstin },
      shopState,
      customer: { name: row.fullname, email: row.email },
      reference,
    });
    const link = await newInquiryLink(db, row.id, by.now);
    const event = newEvent(row.id, by.actor, by.now, {
      kind: 'quote',
      body: input.message || `Quote ${view.number}`,
      quotePaise: quote.totalPaise,
      quoteValidUntil: quote.validUntil,
    });
    const moved = row.stage !== 'quoted';
    const statusEvent = newEvent(row.id, by.actor, by.now, {
      kind: 'status',
      fromStage: row.stage,
      toStage: 'quoted',
    });
    try {
      await db.batch([
        noAcceptedQuote(db, row.id),
        db
          .update(quotes)
          .set({ state: 'replaced', replacedBy: quote.id })
          .where(and(eq(quotes.inquiryId, row.id), inArray(quotes.state, ['sent', 'viewed']))),
        db.insert(quotes).values(quote),
        db.insert(quoteLines).values(lineRows),
        db.insert(inquiryEvents).values(moved ? [event, statusEvent] : [event]),
        db
          .update(inquiries)
          .set({ stage: 'quoted', updatedAt: by.now })
          .where(eq(inquiries.id, row.id)),
        link.insert,
        queueMail(
          db,
          quoteOfferMail(
            shopDetails,
            {
              inquiryId: row.id,
              reference,
              customerName: row.fullname,
              customerEmail: row.email,
              siteUrl: by.siteUrl,
              trackToken: link.token,
            },
            view,
            attachment(`${view.number}.pdf`, 'application/pdf', pdf),
          ),
          by.now,
        ),
        auditEntry(db, {
          actor: by.actor,
          entity: 'inquiry',
          entityId: row.id,
          action: 'quote',
          before: { stage: row.stage },
          after: { stage: 'quoted', quote: view.number, total: view.total },
          at: by.now,
        }),
      ]);
      return view.number;
    } catch (error) {
      // Two quotes made at once drew the same number: draw again.
      if (isNumberTaken(error) && attempt < 3) continue;
      if (/JSON/i.test(String((error as Error)?.message))) await refuseIfAccepted(db, row.id);
      throw error;
    }
  }
}
