import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { clampQty, type CartLine, type CartLineJson, type CartProduct } from '../contract/cart';
import { defaultShopSettings, type ShopSettings } from '../lib/shop';
import { jsonCodec, listOf, num, text } from './json-storage';
import { onRejected, saveInBackground } from './sync';
import { quickToast } from './toast';

/** One line of localStorage `Cartlist`: `{pId, qty}` plus display fields. */
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
}

const entryFrom = (product: CartProduct, qty: number, seen = product.total_price): CartEntry => ({
  pId: product._id,
  qty: clampQty(qty),
  name: product.name,
  code: product.code,
  image: product.image?.url ?? null,
  price: product.price,
  discount: product.discount,
  total_price: product.total_price,
  status: product.status,
  seen_price: seen,
});

function sanitizeCart(parsed: unknown): CartEntry[] {
  const seen = new Set<string>();
  return listOf(parsed).flatMap((raw): CartEntry[] => {
    const e = raw as Record<string, unknown> | null;
    const pId = text(e?.pId);
    if (!pId || seen.has(pId)) return [];
    seen.add(pId);
    return [
      {
        pId,
        qty: clampQty(e?.qty),
        name: text(e?.name) ?? '',
        code: text(e?.code) ?? '',
        image: text(e?.image) ?? null,
        price: num(e?.price),
        discount: num(e?.discount),
        total_price: num(e?.total_price),
        status: e?.status !== false,
        seen_price: typeof e?.seen_price === 'number' ? e.seen_price : undefined,
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

/** Number of different products (the badge). */
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

/** Whether a product is in the cart. */
export const isInCart = (pId: string) => $cart.get().some((e) => e.pId === pId);

/**
 * Add a product: a new line gets `qty` (default 1); an existing one gets `qty` or one more, capped
 * at 10. Saved to the server in the background when signed in. Returns the line's quantity.
 */
export function addToCart(product: CartProduct, qty?: number): number {
  const list = $cart.get();
  const existing = list.find((e) => e.pId === product._id);
  const next = clampQty(qty ?? (existing ? existing.qty + 1 : 1));
  $cart.set(
    existing
      ? list.map((e) => (e.pId === product._id ? entryFrom(product, next, e.seen_price) : e))
      : [...list, entryFrom(product, next)],
  );
  saveInBackground({ area: 'cart', pId: product._id, qty: next });
  return next;
}

/** Set a line's quantity (1–10). */
export function setCartQty(pId: string, qty: number) {
  const next = clampQty(qty);
  if (!isInCart(pId)) return;
  $cart.set($cart.get().map((e) => (e.pId === pId ? { ...e, qty: next } : e)));
  saveInBackground({ area: 'cart', pId, qty: next });
}

/** Remove a line. */
export function removeFromCart(pId: string) {
  if (!isInCart(pId)) return;
  $cart.set($cart.get().filter((e) => e.pId !== pId));
  saveInBackground({ area: 'cart', pId, qty: 0 });
}

/** Replace the cart with the server's (after a merge or a refresh); nothing is sent back. */
export function replaceCartFromServer(lines: CartLineJson[]) {
  $cart.set(
    sanitizeCart(
      lines.map((line) => entryFrom(line.product_id, line.qty, line.seen_total_price ?? undefined)),
    ),
  );
}

/** Update the display fields of lines whose product was re-read. */
export function refreshCartProducts(products: CartProduct[]) {
  const byId = new Map(products.map((p) => [p._id, p]));
  $cart.set(
    $cart.get().map((e) => {
      const p = byId.get(e.pId);
      return p ? entryFrom(p, e.qty, e.seen_price) : e;
    }),
  );
}

/** Drop a line locally only (the server already said it is gone). */
export function forgetCartLine(pId: string) {
  $cart.set($cart.get().filter((e) => e.pId !== pId));
}

/** Clear the cart and its storage. */
export function emptyCart() {
  $cart.set([]);
}

onRejected('cart', (pId, message) => {
  forgetCartLine(pId);
  quickToast(message, 'error');
});
