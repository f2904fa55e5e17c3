import { shopperRupees } from '../../../src/contract/money';
import type { AlertKind } from '../../../src/contract/alerts';
import { action, composeMail, paragraph, shopLink, type ShopDetails } from '../mail/compose';
import type { MailMessage } from '../mail/outbox';

/** The piece an alert is about, as its e-mails name it. */
export interface AlertPiece {
  id: string;
  name: string;
  code: string;
}

const pieceName = (piece: AlertPiece) => `${piece.name} (${piece.code})`;
const productUrl = (siteUrl: string, piece: AlertPiece) =>
  shopLink(siteUrl, `/prod-detail/${piece.id}`);

/** Where a confirmation link and an unsubscribe link lead (query tokens, see decision 044). */
export const confirmUrl = (siteUrl: string, token: string) =>
  shopLink(siteUrl, `/api/alerts/confirm?token=${token}`);
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  shopLink(siteUrl, `/api/alerts/unsubscribe?token=${token}`);

const askedFor: Record<AlertKind, string> = {
  back_in_stock: 'an e-mail when it is back in stock',
  price_drop: 'an e-mail when a new silver rate brings its price down',
};

/**
 * The double opt-in: the only message an unconfirmed address ever gets. It says what was asked,
 * carries the confirmation link, and says that ignoring it means nothing more is sent.
 */
export function confirmationMail(
  shop: ShopDetails,
  siteUrl: string,
  to: string,
  kind: AlertKind,
  piece: AlertPiece,
  token: string,
): MailMessage {
  return composeMail(shop, {
    kind: 'alert_confirm',
    to,
    subject: `Confirm your alert for ${piece.name}`,
    ref: `product:${piece.id}`,
    heading: 'Please confirm your alert',
    parts: [
      paragraph(
        `Someone, probably you, asked ${shop.name} for ${askedFor[kind]}: ${pieceName(piece)}.`,
      ),
      action('Confirm the alert', confirmUrl(siteUrl, token)),
      paragraph(
        'The link works for 7 days. If you did not ask for this, ignore this e-mail: we will not write to you again.',
      ),
    ],
  });
}

/** What every alert ends with: how to stop it, the same link the List-Unsubscribe header carries. */
const leaveLine = (url: string) => action('Stop these alerts', url);

/** "It is back": one e-mail for one back-in-stock event. */
export function backInStockMail(
  shop: ShopDetails,
  siteUrl: string,
  to: string,
  piece: AlertPiece & { totalPaise: number },
  unsubscribe: string,
): MailMessage {
  return {
    ...composeMail(shop, {
      kind: 'alert_back_in_stock',
      to,
      subject: `${piece.name} is back in stock`,
      ref: `product:${piece.id}`,
      heading: `${piece.name} is back`,
      parts: [
        paragraph(
          `${pieceName(piece)} is in stock again at ${shopperRupees(piece.totalPaise / 100)}. Pieces made by hand come in small numbers.`,
        ),
        action('See the piece', productUrl(siteUrl, piece)),
        paragraph('This was a one-time alert: you will not hear about this piece again.'),
        leaveLine(unsubscribe),
      ],
    }),
    listUnsubscribe: unsubscribe,
  };
}

/** A price watch's alert: the price the shopper last heard of, the price now, after a new rate. */
export function priceDropMail(
  shop: ShopDetails,
  siteUrl: string,
  to: string,
  piece: AlertPiece & { totalPaise: number; beforePaise: number },
  percent: number,
  unsubscribe: string,
): MailMessage {
  const before = shopperRupees(piece.beforePaise / 100);
  const now = shopperRupees(piece.totalPaise / 100);
  return {
    ...composeMail(shop, {
      kind: 'alert_price_drop',
      to,
      subject: `${piece.name} is now ${now}`,
      ref: `product:${piece.id}`,
      heading: `${piece.name} costs less today`,
      parts: [
        paragraph(
          `With today's silver rate, ${pieceName(piece)} has come down from ${before} to ${now} (MRP, inclusive of all taxes). Prices follow the silver rate and may change again.`,
        ),
        action('See the piece', productUrl(siteUrl, piece)),
        paragraph(`We will write again only if it falls at least ${percent} % below ${now}.`),
        leaveLine(unsubscribe),
      ],
    }),
    listUnsubscribe: unsubscribe,
  };
}
