// Alerts that bring shoppers back (DESIGN §11 "Alerts"): what a shopper may ask for and the
// owner's one setting, shared by the server, the product page's script and the admin app.

/** `back_in_stock`: one e-mail when an out-of-stock piece returns. `price_drop`: a price watch. */
export const alertKinds = ['back_in_stock', 'price_drop'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** A price watch speaks when a new silver rate lowers the piece by at least this much, by default. */
export const defaultPriceDropPercent = 5;

/** The owner may set the price watch's threshold in whole percent within these bounds. */
export const priceDropPercentRange = { min: 1, max: 50 } as const;

/** How many confirmed (active) and unconfirmed (waiting) subscribers a piece has, per kind. */
export interface AlertCounts {
  back_in_stock: { confirmed: number; waiting: number };
  price_drop: { confirmed: number; waiting: number };
}

/** The one answer to a subscription, whatever the address's history (nothing about it shows). */
export const alertRequestedMessage =
  'Check your inbox: we have sent a link to confirm. If you had already confirmed, you are all set.';
