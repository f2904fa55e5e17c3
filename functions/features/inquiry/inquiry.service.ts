import { asc, count, desc, eq } from 'drizzle-orm';
import { inquiries, inquiryItems } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { linkTokenMatches } from '../../lib/link-tokens';
import { paiseToRupees } from '../../../src/contract/money';
import { hashToken } from '../../lib/sessions';
import { shopDetailsForMail } from '../mail/compose';
import { inquiryMailStatements, type InquiryMailSettings } from '../mail/inquiry-mail';
import { markQuoteViewed } from '../quote/quote-viewed';
import { customerView } from './customer-view';
import { formatReference } from './inquiry-reference';
import { inquiryLinkMatches } from './inquiry-links';
import { resolveInquiryItems, type InquiryPieceInput } from './inquiry-items';
import { newInquiryRecord } from './inquiry-record';

export interface InquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The pieces sent from the cart, with quantity and size. */
  items: InquiryPieceInput[];
  /** Codes typed by hand (one of each). */
  productCodes: string[];
}

/**
 * Store an inquiry with the pieces asked about (quantity, size, name, code and price seen now);
 * 400 naming any unknown code or piece. The owner's notification and the customer's
 * acknowledgement are queued in the same batch, so a saved inquiry always has both. Returns its
 * reference and the token of its tracking link (only its hash is stored).
 */
export async function sendInquiry(
  db: Db,
  input: InquiryInput,
  userId: string | null,
  now: number,
  mail: InquiryMailSettings,
): Promise<{ reference: string; trackToken: string }> {
  const drafts = await resolveInquiryItems(db, input.items, input.productCodes);
  const record = await newInquiryRecord(db, input, 'inquiry', userId, now);
  const items = drafts.map((draft) => ({ ...draft, id: newId(), inquiryId: record.id }));
  const mails = inquiryMailStatements(
    db,
    await shopDetailsForMail(db),
    mail,
    {
      ...input,
      inquiryId: record.id,
      kind: 'inquiry',
      pieces: drafts,
      trackToken: record.trackToken,
    },
    now,
  );
  const [[row]] = await db.batch([
    record.insert,
    ...(items.length ? [db.insert(inquiryItems).values(items)] : []),
    ...mails,
  ]);
  return { reference: formatReference(row!.seq, now), trackToken: record.trackToken };
}

/** What proves a tracking request: the e-mail address used (trimmed, lowercase) or the link's token. */
export interface TrackProof {
  email?: string;
  token?: string;
}

/**
 * The inquiry a reference and proof open, and whether a link's token proved it (an e-mail address
 * only shows); null alike for an unknown reference and a wrong proof.
 */
export async function findProvenInquiry(db: Db, reference: string, proof: TrackProof) {
  // Hashed before the lookup, so a known reference takes no longer to refuse than an unknown one.
  const tokenHash = proof.token === undefined ? null : await hashToken(proof.token);
  const match = /^INQ-(\d{4})-(\d+)$/.exec(reference);
  if (!match) return null;
  const [row] = await db
    .select({
      id: inquiries.id,
      seq: inquiries.seq,
      kind: inquiries.kind,
      email: inquiries.email,
      fullname: inquiries.fullname,
      trackTokenHash: inquiries.trackTokenHash,
      stage: inquiries.stage,
      createdAt: inquiries.createdAt,
      updatedAt: inquiries.updatedAt,
    })
    .from(inquiries)
    .where(eq(inquiries.seq, Number(match[2])));
  if (!row || formatReference(row.seq, row.createdAt) !== reference) return null;
  const emailMatches =
    proof.email !== undefined &&
    row.email.trim().toLowerCase() === proof.email.trim().toLowerCase();
  // The acknowledgement's token, or one a reply or quote e-mail carried.
  const tokenMatches =
    tokenHash !== null &&
    (linkTokenMatches(tokenHash, row.trackTokenHash) ||
      (await inquiryLinkMatches(db, row.id, tokenHash)));
  if (!emailMatches && !tokenMatches) return null;
  return { row, byToken: tokenMatches };
}

/**
 * What the shopper may see of an inquiry (`customerView`: status, dates, pieces, replies, quote; no
 * personal data), only when the reference exists and the proof matches it; null alike for an
 * unknown reference and a wrong proof. Opened by a link's token, its live quote counts as viewed.
 */
export async function trackInquiry(db: Db, reference: string, proof: TrackProof, now = Date.now()) {
  const proven = await findProvenInquiry(db, reference, proof);
  if (!proven) return null;
  if (proven.byToken) await markQuoteViewed(db, proven.row.id, now);
  return customerView(db, proven.row, now);
}

/** Which page of the reference's inquiry list to read (`?page=&limit=`). */
export interface InquiryListWindow {
  page: number;
  limit: number;
}

/**
 * One page of the inquiries for the admin, newest first, with the products asked about as they
 * were then, and how many there are in all. The page's rows and their pieces come in one statement
 * (the page is a subquery joined to its pieces), so the list costs the same at any size.
 */
export async function listInquiries(db: Db, window: InquiryListWindow) {
  const page = db
    .select()
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.seq))
    .limit(window.limit)
    .offset((window.page - 1) * window.limit)
    .as('page');
  const [joined, [counted]] = await Promise.all([
    db
      .select({
        id: page.id,
        seq: page.seq,
        fullname: page.fullname,
        email: page.email,
        phoneNumber: page.phoneNumber,
        message: page.message,
        stage: page.stage,
        createdAt: page.createdAt,
        item: inquiryItems,
      })
      .from(page)
      .leftJoin(inquiryItems, eq(inquiryItems.inquiryId, page.id))
      .orderBy(desc(page.createdAt), desc(page.seq), asc(inquiryItems.position)),
    db.select({ total: count() }).from(inquiries),
  ]);
  const listed = new Map<string, ReturnType<typeof referenceInquiry>>();
  for (const { item, ...row } of joined) {
    let inquiry = listed.get(row.id);
    if (!inquiry) listed.set(row.id, (inquiry = referenceInquiry(row)));
    if (!item) continue;
    if (item.productId) inquiry.product_id.push(item.productId);
    inquiry.products.push({
      _id: item.productId,
      code: item.code,
      name: item.name,
      price: paiseToRupees(item.pricePaise),
    });
  }
  return { inquiry: [...listed.values()], total: counted?.total ?? 0 };
}

/** An inquiry in the reference's shape (`status` true once acknowledged), its pieces still to add. */
const referenceInquiry = (row: {
  id: string;
  seq: number;
  fullname: string;
  email: string;
  phoneNumber: string;
  message: string;
  stage: string;
  createdAt: number;
}) => ({
  _id: row.id,
  reference: formatReference(row.seq, row.createdAt),
  fullname: row.fullname,
  email: row.email,
  phoneNumber: row.phoneNumber,
  message: row.message,
  status: row.stage !== 'new',
  product_id: [] as string[],
  products: [] as { _id: string | null; code: string; name: string; price: number }[],
  createdAt: new Date(row.createdAt).toISOString(),
});
