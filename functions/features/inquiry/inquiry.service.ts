import { asc, desc, eq, inArray } from 'drizzle-orm';
import { inquiries, inquiryItems, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { linkTokenMatches, newLinkToken } from '../../lib/link-tokens';
import { paiseToRupees } from '../../lib/money';
import { hashToken } from '../../lib/sessions';

/** The number shown to the shopper: `INQ-{year sent}-{six-digit number}`. */
export const formatReference = (seq: number, createdAt: number) =>
  `INQ-${new Date(createdAt).getUTCFullYear()}-${String(seq).padStart(6, '0')}`;

export interface InquiryInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  productCodes: string[];
}

/**
 * Store an inquiry with the products asked about and the prices seen now; 400 naming any unknown
 * code. Returns its reference and the token of its tracking link (only its hash is stored).
 */
export async function sendInquiry(
  db: Db,
  input: InquiryInput,
  userId: string | null,
  now: number,
): Promise<{ reference: string; trackToken: string }> {
  const found = input.productCodes.length
    ? await db
        .select({
          id: products.id,
          code: products.code,
          name: products.name,
          totalPaise: products.totalPaise,
        })
        .from(products)
        .where(inArray(products.code, input.productCodes))
    : [];
  const byCode = new Map(found.map((p) => [p.code, p]));
  const unknown = input.productCodes.filter((code) => !byCode.has(code));
  if (unknown.length) {
    throw badRequest(
      `Unknown product code${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`,
      {
        productCodes: `Not in our catalogue: ${unknown.join(', ')}. Remove ${unknown.length > 1 ? 'them' : 'it'} to send the inquiry.`,
      },
    );
  }
  const id = newId();
  const track = await newLinkToken();
  const insertInquiry = db
    .insert(inquiries)
    .values({
      id,
      userId,
      fullname: input.name,
      email: input.email,
      phoneNumber: input.phone,
      message: input.message,
      trackTokenHash: track.hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ seq: inquiries.seq });
  const items = input.productCodes.map((code, position) => {
    const product = byCode.get(code)!;
    return {
      id: newId(),
      inquiryId: id,
      productId: product.id,
      code,
      name: product.name,
      pricePaise: product.totalPaise,
      position,
    };
  });
  const [[row]] = items.length
    ? await db.batch([insertInquiry, db.insert(inquiryItems).values(items)])
    : [await insertInquiry];
  return { reference: formatReference(row!.seq, now), trackToken: track.token };
}

/** What proves a tracking request: the e-mail address used (trimmed, lowercase) or the link's token. */
export interface TrackProof {
  email?: string;
  token?: string;
}

/**
 * What the shopper may see of an inquiry (status and dates, no personal data), only when the
 * reference exists and the proof matches it; null alike for an unknown reference and a wrong proof.
 */
export async function trackInquiry(db: Db, reference: string, proof: TrackProof) {
  // Hashed before the lookup, so a known reference takes no longer to refuse than an unknown one.
  const tokenHash = proof.token === undefined ? null : await hashToken(proof.token);
  const match = /^INQ-(\d{4})-(\d+)$/.exec(reference);
  if (!match) return null;
  const [row] = await db
    .select({
      seq: inquiries.seq,
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
  return {
    reference,
    status: row.stage === 'new' ? 'Received' : 'Acknowledged',
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
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

/** Mark an inquiry Acknowledged (true) or Unread (false); false when there is no such inquiry. */
export async function setInquiryStatus(
  db: Db,
  id: string,
  status: boolean,
  now: number,
): Promise<boolean> {
  const updated = await db
    .update(inquiries)
    .set({ stage: status ? 'in_progress' : 'new', updatedAt: now })
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  return updated.length > 0;
}
