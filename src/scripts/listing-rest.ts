// The rest of a long listing (src/build/listing-pages.ts): its filter rows and cards, loaded when a
// choice needs products beyond the first page and drawn as the built cards are. The listing script
// imports this module only then, so a shopper who never needs it never downloads it.
import type { ListingRest } from '../build/listing-pages';
import { decodeListing, type ListingItem } from '../lib/listing-filters';
import { productCardHtml } from '../lib/product-card';
import { initProductActions } from './product-actions';

const reloadedKey = 'listing-rest-reloaded';

/** The products after a listing's first page: their filter rows, and their cards on demand. */
export interface LoadedRest {
  items: ListingItem[];
  /**
   * The listing's cards at these positions (the first `embedded.length` are the built ones),
   * drawing those not drawn yet.
   */
  cardsAt(positions: number[], embedded: HTMLElement[]): HTMLElement[];
  /** Paints the cart and wishlist buttons of the cards drawn since the last call, once in the page. */
  wireDrawn(): void;
}

/** Whether this page already reloaded once because `path` was gone (so it never reloads in a loop). */
function reloadedFor(path: string): boolean {
  try {
    if (sessionStorage.getItem(reloadedKey) === path) return true;
    sessionStorage.setItem(reloadedKey, path);
  } catch {
    // Storage refused: reloading could then repeat, so it is not tried.
    return true;
  }
  return false;
}

/**
 * Fetch a long listing's rest file. Null when it cannot be had now (offline, a server error): the
 * listing keeps its first page. A file that is gone (404) means a newer build replaced this page
 * since it loaded: the page is loaded again, once, and the address keeps the shopper's choices
 * (`beforeReload` keeps what the address cannot, such as the control in focus).
 */
export async function loadListingRest(
  path: string,
  beforeReload: () => void,
): Promise<LoadedRest | null> {
  const response = await fetch(path).catch(() => null);
  if (response?.status === 404 && !reloadedFor(path)) {
    beforeReload();
    location.reload();
    return null;
  }
  const rest = response?.ok
    ? ((await response.json().catch(() => null)) as ListingRest | null)
    : null;
  if (!rest) return null;
  const drawn = new Map<number, HTMLElement>();
  let unwired = false;
  return {
    items: decodeListing(rest.items),
    cardsAt(positions, embedded) {
      return positions.flatMap((position) => {
        if (position < embedded.length) return embedded[position] ?? [];
        const index = position - embedded.length;
        const product = rest.cards[index];
        if (!product) return [];
        let card = drawn.get(index);
        if (!card) {
          card = document.createElement('li');
          card.dataset.item = '';
          card.innerHTML = productCardHtml(product);
          drawn.set(index, card);
          unwired = true;
        }
        return card;
      });
    },
    wireDrawn() {
      if (unwired) initProductActions();
      unwired = false;
    },
  };
}
