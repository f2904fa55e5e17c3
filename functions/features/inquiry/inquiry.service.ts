import { asc, desc, eq, inArray } from 'drizzle-orm';
import { inquiries, inquiryItems } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { linkTokenMatches } from '../../lib/link-tokens';
import { paiseToRupees } from '../../../src/contract/money';
import { hashToken } from '../../lib/sessions';
import { shopDetailsForMail } from '../mail/compose';
import { inquiryMailStatements, type InquiryMailSettings } from '../mail/inquiry-mail';
import { customerView } from './customer-view';
import { resolveInquiryItems, type InquiryPieceInput } from './inquiry-items';
import { newInquiryRecord } from './inquiry-record';

/** The number shown to the shopper: `INQ-{year sent}-{six-digit number}`. */
export const formatReference = (seq: number, createdAt: number) =>
  `INQ-${new Date(createdAt).getUTCFullYear()}-${String(seq).padStart(6, '0')}`;

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
 * What the shopper may see of an inquiry (`customerView`: status, dates, pieces, replies, quote; no
 * personal data), only when the reference exists and the proof matches it; null alike for an
 * unknown reference and a wrong proof.
 */
export async function trackInquiry(db: Db, reference: string, proof: TrackProof, now = Date.now()) {
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
  const tokenMatches = tokenHash !== null && linkTokenMatches(tokenHash, row.trackTokenHash);
  if (!emailMatches && !tokenMatches) return null;
  return customerView(db, row, now);
}

/** Every inquiry for the admin, newest first, with the products asked about as they were then. */
export async function listInquiries(db: Db) {
  const rows = await db
    .select()
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.seq));
  const items = rows.length
    ? await db
        .select()
        .from(inquiryItems)
        .where(
          inArray(
            inquiryItems.inquiryId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(inquiryItems.position))
    : [];
  return rows.map((row) => {
    const asked = items.filter((item) => item.inquiryId === row.id);
    return {
      _id: row.id,
      reference: formatReference(row.seq, row.createdAt),
      fullname: row.fullname,
      email: row.email,
      phoneNumber: row.phoneNumber,
      message: row.message,
      status: row.stage !== 'new',
      product_id: asked.flatMap((item) => (item.productId ? [item.productId] : [])),
      products: asked.map((item) => ({
        _id: item.productId,
        code: item.code,
        name: item.name,
        price: paiseToRupees(item.pricePaise),
      })),
      createdAt: new Date(row.createdAt).toISOString(),
    };
  });
}
