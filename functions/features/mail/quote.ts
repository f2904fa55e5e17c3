import { shopperRupees } from '../../../src/contract/money';
import {
  action,
  bullets,
  composeMail,
  details,
  paragraph,
  shopLink,
  type ShopDetails,
} from './compose';
import { trackingPath } from './inquiry-mail';
import type { MailMessage } from './outbox';

/** What a quote e-mail says: the amount, the last day it holds, the pieces and the shop's words. */
export interface QuoteMailInput {
  inquiryId: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  /** Rupees. */
  amount: number;
  /** The quote's last day, `YYYY-MM-DD`. */
  validUntil: string;
  message: string;
  pieces: readonly { code: string; name: string; qty: number; size: string | null }[];
  siteUrl: string;
  /** This e-mail's tracking token (functions/features/inquiry/inquiry-links.ts). */
  trackToken: string;
}

/** "30 November 2026" for a `YYYY-MM-DD` day. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

const pieceLine = (piece: QuoteMailInput['pieces'][number]) =>
  `${piece.name} (${piece.code})${piece.size ? `, size ${piece.size}` : ''} × ${piece.qty}`;

/**
 * A quote for a customer's inquiry, ready for `queueMail`: amount, validity, the pieces, the
 * shop's optional message (escaped in HTML) and the private link that opens the inquiry's page.
 */
export function quoteMail(shop: ShopDetails, input: QuoteMailInput): MailMessage {
  const amount = shopperRupees(input.amount);
  return composeMail(shop, {
    kind: 'customer_quote',
    to: input.customerEmail,
    replyTo: shop.email || undefined,
    ref: `inquiry:${input.inquiryId}`,
    subject: `Your quote for ${input.reference}: ${amount}`,
    heading: `Your quote for inquiry ${input.reference}`,
    parts: [
      paragraph(`Dear ${input.customerName},`),
      paragraph(
        `Thank you for your inquiry. We are happy to quote ${amount}, inclusive of all taxes.`,
      ),
      details([
        ['Amount', amount],
        ['Valid until', longDay(input.validUntil)],
        ['Reference', input.reference],
      ]),
      ...(input.pieces.length ? [bullets(input.pieces.map(pieceLine))] : []),
      ...(input.message ? [paragraph(input.message)] : []),
      action(
        'See your quote',
        shopLink(input.siteUrl, trackingPath(input.reference, input.trackToken)),
      ),
      paragraph(
        'To accept it or ask a question, reply to this e-mail or call us. The link shows the whole conversation; it is private to you.',
      ),
    ],
  });
}
