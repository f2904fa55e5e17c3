import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { jsonCodec, listOf, text } from './json-storage';
import { onRejected, saveInBackground } from './sync';
import { quickToast } from './toast';

/** One line of localStorage `wishlist`. */
export interface WishEntry {
  pId: string;
}

function sanitizeWishlist(parsed: unknown): WishEntry[] {
  const ids = listOf(parsed).map((raw) =>
    typeof raw === 'string' ? raw : text((raw as { pId?: unknown } | null)?.pId),
  );
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].map((pId) => ({ pId }));
}

/** localStorage `wishlist`. */
export const $wishlist = persistentAtom<WishEntry[]>(
  'wishlist',
  [],
  jsonCodec(sanitizeWishlist, (list) => list.length === 0),
);

/** Number of wished products (the badge). */
export const $wishCount = computed($wishlist, (list) => list.length);

/** Whether a product is wished for. */
export const isWished = (pId: string) => $wishlist.get().some((e) => e.pId === pId);

/** Add a product once (no duplicates); saved in the background when signed in. */
export function addToWishlist(pId: string) {
  if (isWished(pId)) return;
  $wishlist.set([...$wishlist.get(), { pId }]);
  saveInBackground({ area: 'wishlist', pId, wished: true });
}

/** Remove a product. */
export function removeFromWishlist(pId: string) {
  if (!isWished(pId)) return;
  $wishlist.set($wishlist.get().filter((e) => e.pId !== pId));
  saveInBackground({ area: 'wishlist', pId, wished: false });
}

/** Add or remove; returns whether it is now wished for. */
export function toggleWishlist(pId: string): boolean {
  if (isWished(pId)) {
    removeFromWishlist(pId);
    return false;
  }
  addToWishlist(pId);
  return true;
}

/** Replace the wishlist with the server's `UserWishlist.product_id` list; nothing is sent back. */
export function replaceWishlistFromServer(products: { _id: string }[]) {
  $wishlist.set(sanitizeWishlist(products.map((p) => p._id)));
}

/** Drop a product locally only (the server said it is gone). */
export function forgetWish(pId: string) {
  $wishlist.set($wishlist.get().filter((e) => e.pId !== pId));
}

/** Clear the wishlist and its storage. */
export function emptyWishlist() {
  $wishlist.set([]);
}

onRejected('wishlist', (pId, message) => {
  forgetWish(pId);
  quickToast(message, 'error');
});
