import { sql } from 'drizzle-orm';
import { inquiries } from '../../../db/schema';
import { shopperRupees, paiseToRupees } from '../../../src/contract/money';
import type { Db } from '../../lib/db';
import {
  action,
  bullets,
  composeMail,
  details,
  paragraph,
  quoted,
  shopLink,
  type ShopDetails,
} from './compose';
import { isPlainMailAddress } from './mail-headers';
import { queueMail, type MailFill } from './outbox';

/** Where the admin shows one inquiry (the owner's e-mail links there). */
export const adminInquiryPath = (inquiryId: string) =>
  `/admin/inquiries/${encodeURIComponent(inquiryId)}`;

/**
 * The tracking page of an inquiry. Reference and token travel in the fragment, which the browser
 * never sends to a server (no access log, no Referer); the page clears it once read.
 */
export const trackingPath = (reference: string, token: string) =>
  `/track-order#ref=${reference}&token=${token}`;

/** A piece as the e-mails list it. */
export interface MailPiece {
  code: string;
  name: string;
  qty: number;
  size: string | null;
  pricePaise: number;
}

/** An inquiry (or contact message) just written, as its two e-mails need it. */
export interface NewInquiryMail {
  inquiryId: string;
  kind: 'inquiry' | 'contact';
  /** The reference, or a placeholder the database fills in (see `inquiryMailStatements`). */
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  pieces: readonly MailPiece[];
  /** The tracking link's token (the database keeps only its hash). */
  trackToken: string;
}

/** Where the e-mails go and link to. */
export interface InquiryMailSettings {
  ownerEmail: string;
  siteUrl: string;
}

// Amounts in paise, shown as shoppers see them.
const rupees = (paise: number) => shopperRupees(paiseToRupees(paise));

const pieceLine = (piece: MailPiece) =>
  `${piece.code} · ${piece.name}${piece.size ? ` · size ${piece.size}` : ''} · qty ${piece.qty} · ${rupees(piece.pricePaise)}${piece.qty > 1 ? ' each' : ''}`;

const noun = (inquiry: NewInquiryMail) => (inquiry.kind === 'contact' ? 'message' : 'inquiry');

/** The owner's notification: who wrote, the pieces with codes and prices, and the admin link. */
export function ownerNotification(
  shop: ShopDetails,
  settings: InquiryMailSettings,
  inquiry: NewInquiryMail,
) {
  const what = noun(inquiry);
  return composeMail(shop, {
    kind: inquiry.kind === 'contact' ? 'owner_new_contact' : 'owner_new_inquiry',
    to: settings.ownerEmail,
    // Replying from the mail program answers the customer, not the shop.
    replyTo: inquiry.email,
    subject: `New ${what} ${inquiry.reference} from ${inquiry.name}`,
    ref: `inquiry:${inquiry.inquiryId}`,
    heading: `New ${what} ${inquiry.reference}`,
    parts: [
      details([
        ['From', inquiry.name],
        ['E-mail', inquiry.email],
        ['Phone', inquiry.phone],
      ]),
      ...(inquiry.pieces.length
        ? [paragraph('Pieces asked about:'), bullets(inquiry.pieces.map(pieceLine))]
        : []),
      ...(inquiry.message ? [paragraph('Their message:'), quoted(inquiry.message)] : []),
      action(
        `Open ${inquiry.reference} in the admin`,
        shopLink(settings.siteUrl, adminInquiryPath(inquiry.inquiryId)),
      ),
    ],
  });
}

/** The customer's acknowledgement: the reference, the pieces and the private tracking link. */
export function customerAcknowledgement(
  shop: ShopDetails,
  settings: InquiryMailSettings,
  inquiry: NewInquiryMail,
) {
  const what = noun(inquiry);
  return composeMail(shop, {
    kind: inquiry.kind === 'contact' ? 'customer_contact_ack' : 'customer_ack',
    to: inquiry.email,
    // The shop's own address from its settings; left out rather than failing the inquiry if odd.
    replyTo: isPlainMailAddress(shop.email) ? shop.email : undefined,
    subject: `We received your ${what} ${inquiry.reference}`,
    ref: `inquiry:${inquiry.inquiryId}`,
    heading: `Thank you, ${inquiry.name}`,
    parts: [
      paragraph(
        `We received your ${what} and will answer soon. Your reference is ${inquiry.reference}.`,
      ),
      ...(inquiry.pieces.length
        ? [paragraph('You asked about:'), bullets(inquiry.pieces.map(pieceLine))]
        : []),
      ...(inquiry.message ? [paragraph('You wrote:'), quoted(inquiry.message)] : []),
      action(
        `Follow ${inquiry.reference}`,
        shopLink(settings.siteUrl, trackingPath(inquiry.reference, inquiry.trackToken)),
      ),
      paragraph('Keep this e-mail: the link is private to you and shows our replies and quotes.'),
    ],
  });
}

/**
 * The inquiry's reference as the database computes it from the row's `seq`, for a batch that
 * inserts the inquiry first; the same text as `formatReference` (`INQ-{year}-{six digits}`).
 */
export const referenceSql = (inquiryId: string, createdAt: number) =>
  sql`(select printf('INQ-%d-%06d', ${new Date(createdAt).getUTCFullYear()}, ${inquiries.seq}) from ${inquiries} where ${inquiries.id} = ${inquiryId})`;

/**
 * The statements that queue an inquiry's e-mails (the owner's notification, then the customer's
 * acknowledgement to `acknowledgeTo`, by default the address given; none when it is null), to put
 * in the same `db.batch` after the statement that inserts the inquiry: its reference, known only
 * once the row exists, is filled in by the database.
 */
export function inquiryMailStatements(
  db: Db,
  shop: ShopDetails,
  settings: InquiryMailSettings,
  inquiry: Omit<NewInquiryMail, 'reference'>,
  createdAt: number,
  acknowledgeTo: string | null = inquiry.email,
) {
  // Unique per call, so no customer text can contain it by chance.
  const placeholder = `[[reference-${inquiry.inquiryId}]]`;
  const fill: MailFill = { placeholder, value: referenceSql(inquiry.inquiryId, createdAt) };
  const withPlaceholder = { ...inquiry, reference: placeholder };
  const owner = queueMail(db, ownerNotification(shop, settings, withPlaceholder), createdAt, fill);
  if (acknowledgeTo === null) return [owner] as const;
  const acknowledgement = customerAcknowledgement(shop, settings, {
    ...withPlaceholder,
    email: acknowledgeTo,
  });
  return [owner, queueMail(db, acknowledgement, createdAt, fill)] as const;
}
