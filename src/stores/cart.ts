import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { clampQty, type CartLine, type CartLineJson, type CartProduct } from '../contract/cart';
import { breakupFrom, type PriceBreakup } from '../contract/pricing';
import { defaultShopSettings, type ShopSettings } from '../lib/shop';
import { readServerCart } from './cart-sync';
import { jsonCodec, listOf, num, text } from './json-storage';
import type { StoredUser } from './session';
import { flushPending, onAccepted, onRejected, saveInBackground } from './sync';
import { quickToast, toast } from './toast';

/** One line of localStorage `Cartlist`: `{pId, qty, size?}` plus display fields. */
export interface CartEntry extends CartLine {
  name: string;
  code: string;
  image: string | null;
  price: number;
  discount: number;
  total_price: number;
  status: boolean;
  /** `total_price` when the line was added, so the cart can say the price changed since. */
  seen_price?: number;
  /** A rate-linked piece's breakup behind that price: the silver rate and date it was worked at. */
  seen_breakup?: PriceBreakup;
}

/** What the shopper saw when a line was added: its price and, for a rate-linked piece, the breakup. */
interface Seen {
  price?: number;
  breakup?: PriceBreakup;
}

const seenOf = (product: CartProduct): Seen => ({
  price: product.total_price,
  ...(product.breakup && { breakup: product.breakup }),
});

/** Whether an entry is the line of this product in this size (none: a piece in one size). */
const isLine = (entry: CartLine, pId: string, size?: string) =>
  entry.pId === pId && (entry.size ?? '') === (size ?? '');

const entryFrom = (
  product: CartProduct,
  qty: number,
  size?: string,
  seen: Seen = seenOf(product),
): CartEntry => ({
  pId: product._id,
  qty: clampQty(qty),
  ...(size && { size }),
  name: product.name,
  code: product.code,
  image: product.image?.url ?? null,
  price: product.price,
  discount: product.discount,
  total_price: product.total_price,
  status: product.status,
  seen_price: seen.price,
  ...(seen.breakup && { seen_breakup: seen.breakup }),
});

const seenIn = (entry: CartEntry): Seen => ({
  price: entry.seen_price,
  breakup: entry.seen_breakup,
});

function sanitizeCart(parsed: unknown): CartEntry[] {
  const seen = new Set<string>();
  return listOf(parsed).flatMap((raw): CartEntry[] => {
    const e = raw as Record<string, unknown> | null;
    const pId = text(e?.pId);
    const size = text(e?.size);
    const key = `${pId}\n${size ?? ''}`;
    if (!pId || seen.has(key)) return [];
    seen.add(key);
    const seenBreakup = breakupFrom(e?.seen_breakup);
    return [
      {
        pId,
        qty: clampQty(e?.qty),
        ...(size && { size }),
        name: text(e?.name) ?? '',
        code: text(e?.code) ?? '',
        image: text(e?.image) ?? null,
        price: num(e?.price),
        discount: num(e?.discount),
        total_price: num(e?.total_price),
        status: e?.status !== false,
        seen_price: typeof e?.seen_price === 'number' ? e.seen_price : undefined,
        ...(seenBreakup && { seen_breakup: seenBreakup }),
      },
    ];
  });
}

/** localStorage `Cartlist`. */
export const $cart = persistentAtom<CartEntry[]>(
  'Cartlist',
  [],
  jsonCodec(sanitizeCart, (list) => list.length === 0),
);

/** Number of lines: different products, a product in two sizes counting twice (the badge). */
export const $cartCount = computed($cart, (list) => list.length);

type ShippingRule = ShopSettings['shipping'];

/** The shop's shipping rule as the page was built with it; the defaults until a page sets it. */
export const $shippingRule = atom<ShippingRule>(defaultShopSettings.shipping);

/** Use the shipping rule the page carries (the owner's saved settings at build time). */
export function setShippingRule(rule: ShippingRule) {
  $shippingRule.set(rule);
}

/** Subtotal, shipping and total, recomputed from entries × current prices every time (DESIGN §9). */
export const $cartSummary = computed([$cart, $shippingRule], (list, rule) => {
  const paise = list.reduce((sum, e) => sum + Math.round(e.total_price * 100) * e.qty, 0);
  const subtotal = paise / 100;
  const shipping = shippingFor(subtotal, rule);
  return {
    count: list.length,
    subtotal,
    shipping,
    total: (paise + Math.round(shipping * 100)) / 100,
  };
});

/** The flat charge on a non-empty cart up to the threshold, free above it (DESIGN §5, §10). */
export function shippingFor(subtotal: number, rule: ShippingRule = $shippingRule.get()) {
  return subtotal > 0 && subtotal <= rule.freeAbove ? rule.charge : 0;
}

/** Whether a product is in the cart in this size (none: a piece in one size). */
export const isInCart = (pId: string, size?: string) =>
  $cart.get().some((e) => isLine(e, pId, size));

/**
 * Add a product in a size (none for a piece in one size): a new line gets `qty` (default 1); an
 * existing line of that size gets `qty` or one more, capped at 10. Saved to the server in the
 * background when signed in. Returns the line's quantity.
 */
export function addToCart(product: CartProduct, qty?: number, size?: string): number {
  const list = $cart.get();
  const existing = list.find((e) => isLine(e, product._id, size));
  const next = clampQty(qty ?? (existing ? existing.qty + 1 : 1));
  $cart.set(
    existing
      ? list.map((e) => (e === existing ? entryFrom(product, next, size, seenIn(e)) : e))
      : [...list, entryFrom(product, next, size)],
  );
  saveInBackground({ area: 'cart', pId: product._id, ...(size && { size }), qty: next });
  return next;
}

/** Set a line's quantity (1–10). */
export function setCartQty(pId: string, qty: number, size?: string) {
  const next = clampQty(qty);
  if (!isInCart(pId, size)) return;
  $cart.set($cart.get().map((e) => (isLine(e, pId, size) ? { ...e, qty: next } : e)));
  saveInBackground({ area: 'cart', pId, ...(size && { size }), qty: next });
}

/** Remove a line. */
export function removeFromCart(pId: string, size?: string) {
  if (!isInCart(pId, size)) return;
  forgetCartLine(pId, size);
  saveInBackground({ area: 'cart', pId, ...(size && { size }), qty: 0 });
}

/** Replace the cart with the server's (after a merge or a read); nothing is sent back. */
export function replaceCartFromServer(lines: CartLineJson[]) {
  $cart.set(
    sanitizeCart(
      lines.map((line) =>
        entryFrom(
          line.product_id,
          line.qty,
          line.size,
          // A line older than the price it was seen at counts as seen at today's.
          line.seen_total_price == null
            ? undefined
            : { price: line.seen_total_price, breakup: line.seen_breakup ?? undefined },
        ),
      ),
    ),
  );
}

/** Update the display fields of lines whose product was re-read. */
export function refreshCartProducts(products: CartProduct[]) {
  const byId = new Map(products.map((p) => [p._id, p]));
  $cart.set(
    $cart.get().map((e) => {
      const p = byId.get(e.pId);
      return p ? entryFrom(p, e.qty, e.size, seenIn(e)) : e;
    }),
  );
}

/** Drop a line locally only (the server already said it is gone). */
export function forgetCartLine(pId: string, size?: string) {
  $cart.set($cart.get().filter((e) => !isLine(e, pId, size)));
}

/**
 * Take the signed-in customer's cart as the server holds it (fresh prices and quantities, hidden
 * products gone) once the queued saves are through, and say which pieces disappeared.
 */
export async function refreshCartFromServer(user: StoredUser): Promise<void> {
  if (!(await flushPending())) return;
  const before = $cart.get();
  const result = await readServerCart(user);
  if (!result.ok || !result.body?.UserCart) return;
  const lines = result.body.UserCart.products ?? [];
  replaceCartFromServer(lines);
  const kept = new Set(lines.map((line) => line.product_id._id));
  for (const gone of before.filter((e) => !kept.has(e.pId))) {
    toast(`${gone.name || 'A piece'} is no longer available and was removed from your cart`, {
      kind: 'error',
    });
  }
}

/** Clear the cart and its storage. */
export function emptyCart() {
  $cart.set([]);
}

onRejected('cart', (pId, message, size) => {
  forgetCartLine(pId, size);
  quickToast(message, 'error');
});

// The server counts concurrent adds (another tab, another device): its quantity is the line's.
onAccepted('cart', (op, answer) => {
  const saved = (answer as { qty?: unknown }).qty;
  if (op.area !== 'cart' || op.qty === 0 || typeof saved !== 'number') return;
  const qty = clampQty(saved);
  if ($cart.get().some((e) => isLine(e, op.pId, op.size) && e.qty !== qty)) {
    $cart.set($cart.get().map((e) => (isLine(e, op.pId, op.size) ? { ...e, qty } : e)));
  }
});
