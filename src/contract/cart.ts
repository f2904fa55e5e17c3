// A cart line as the browser, the build and the server all carry it (DESIGN §4, §9 "Cart calls").
import type { PriceBreakup } from './pricing';

/** The fewest of one product a cart line holds. */
export const minQty = 1;
/** The most of one product a cart line holds (the add-one call stops here). */
export const maxQty = 10;

/**
 * The cart's offer to a guest to sign in (and keep the cart across devices): the login page, which
 * merges the guest's cart into the account's and brings them back to the cart.
 */
export const cartSignInPath = `/login?next=${encodeURIComponent('/shop/cart')}`;

/** One line of a cart: the product, how many, and the size when the product comes in sizes. */
export interface CartLine {
  pId: string;
  qty: number;
  size?: string;
}

/** A whole number from `minQty` to `maxQty`: anything else becomes the nearest of them (1 when unreadable). */
export function clampQty(value: unknown): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? Math.min(maxQty, Math.max(minQty, n)) : minQty;
}

/** The product fields a cart line shows, so the cart can draw a piece before the network answers. */
export interface CartProduct {
  _id: string;
  name: string;
  code: string;
  price: number;
  discount: number;
  total_price: number;
  status: boolean;
  image: { url: string } | null;
  /** A rate-linked piece's breakup behind `total_price` (rate and date included); none when fixed. */
  breakup?: PriceBreakup | null;
}

/** A line of `UserCart.products[]`: the product populated, the quantity and the size (if any). */
export interface CartLineJson {
  product_id: CartProduct;
  qty: number;
  size?: string;
  /** `total_price` when the line was added (null for lines older than that), to say it changed. */
  seen_total_price?: number | null;
  /** The breakup behind that price for a rate-linked piece (null for a fixed one or older lines). */
  seen_breakup?: PriceBreakup | null;
}

/** Exactly the cart fields of a product (and of its first image only the address), nothing more. */
export const cartProductOf = (product: CartProduct): CartProduct => ({
  _id: product._id,
  name: product.name,
  code: product.code,
  price: product.price,
  discount: product.discount,
  total_price: product.total_price,
  status: product.status,
  image: product.image ? { url: product.image.url } : null,
  ...(product.breakup && { breakup: product.breakup }),
});
