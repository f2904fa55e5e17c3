import { clampQty, type CartProduct } from '../contract/cart';
import { setAttribute, setText } from '../lib/dom';
import { tapsReady } from '../lib/taps';
import { $cart, addToCart, isInCart } from '../stores/cart';
import { quickToast } from '../stores/toast';
import { $wishlist, toggleWishlist } from '../stores/wishlist';
import { askForSize, chosenSize, sizeChosen, sizePicker } from './size-picker';

let ready = false;

function readProduct(button: HTMLElement): CartProduct | null {
  try {
    return JSON.parse(button.dataset.product ?? '') as CartProduct;
  } catch {
    return null;
  }
}

/**
 * The size a button or link (`data-size-from`, the picker's id) adds or asks about: undefined for a
 * piece in one size (no picker shown), null while its picker has no choice.
 */
function sizeFor(element: HTMLElement): string | null | undefined {
  const picker = element.dataset.sizeFrom ? sizePicker(element.dataset.sizeFrom) : null;
  return picker ? (chosenSize(picker) ?? null) : undefined;
}

/** The quantity chosen in an element's `data-qty-from` select, if it has one. */
function qtyFor(element: HTMLElement): number | undefined {
  const from = element.dataset.qtyFrom;
  const select = from ? document.getElementById(from) : null;
  return select instanceof HTMLSelectElement ? clampQty(select.value) : undefined;
}

/**
 * Show each Add To Cart button as "Item Added To Cart" (disabled) while its product is in the cart
 * (in the size chosen, for a piece made in sizes).
 */
function paintCartButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-add-to-cart]')) {
    const id = button.dataset.addToCart ?? '';
    const built = builtState(button);
    const size = sizeFor(button);
    const added = size !== null && isInCart(id, size);
    setText(button, added ? 'Item Added To Cart' : built.label);
    const disabled = added || built.outOfStock;
    if (button.disabled !== disabled) button.disabled = disabled;
  }
}

/**
 * What an Add To Cart button said, and whether it was disabled (out of stock), when it was built:
 * remembered here rather than in attributes, which would be writes to every card as a page starts.
 */
const builtStates = new WeakMap<HTMLButtonElement, { label: string; outOfStock: boolean }>();
function builtState(button: HTMLButtonElement) {
  let state = builtStates.get(button);
  if (!state) {
    state = { label: button.textContent?.trim() || 'Add To Cart', outOfStock: button.disabled };
    builtStates.set(button, state);
  }
  return state;
}

/**
 * Inquiry Now of a piece made in sizes (`data-inquiry`, its `/inquiry/{code}` address, and
 * `data-piece`): once a size is chosen the link carries the piece, size and quantity.
 */
function paintInquiryLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-inquiry]')) {
    const size = sizeFor(link);
    const piece = link.dataset.piece;
    const query =
      size && piece
        ? `?${new URLSearchParams({ piece, size, qty: String(qtyFor(link) ?? 1) })}`
        : '';
    link.href = `${link.dataset.inquiry}${query}`;
  }
}

/** Wishlist toggles: pressed state, and the labels on cards and on the detail page. */
function paintWishButtons() {
  const wished = new Set($wishlist.get().map((e) => e.pId));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-wish]')) {
    const on = wished.has(button.dataset.wish ?? '');
    setAttribute(button, 'aria-pressed', String(on));
    const name = button.dataset.name;
    if (name)
      setAttribute(
        button,
        'aria-label',
        on ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`,
      );
    const label = button.querySelector<HTMLElement>('[data-wish-label]');
    if (label) setText(label, on ? 'Remove from WishList' : 'Add to WishList');
  }
}

/** A choice of size or quantity: the picker's note and message, and what the buttons say. */
function onChoice(event: Event) {
  const target = event.target as Element;
  const picker = target.closest<HTMLElement>('[data-size-picker]');
  if (picker) sizeChosen(picker);
  if (picker || target.matches('select')) {
    paintCartButtons();
    paintInquiryLinks();
  }
}

/**
 * Wires every Add To Cart (`data-add-to-cart`, with `data-product` JSON, optional `data-qty-from`
 * select and `data-size-from` size picker), Inquiry Now of a piece made in sizes (`data-inquiry`)
 * and wishlist toggle (`data-wish`) on the page; without a size chosen, the cart and inquiry ask
 * for one. Called again (an island drew more cards, the shell its product), it paints the new
 * buttons.
 */
export function initProductActions() {
  if (ready) {
    paintCartButtons();
    paintInquiryLinks();
    paintWishButtons();
    return;
  }
  ready = true;
  $cart.subscribe(paintCartButtons);
  $wishlist.subscribe(paintWishButtons);
  paintInquiryLinks();
  document.addEventListener('change', onChoice);
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const sized = target.closest<HTMLElement>('[data-add-to-cart], a[data-inquiry]');
    const picker = sized?.dataset.sizeFrom ? sizePicker(sized.dataset.sizeFrom) : null;
    if (picker && sizeFor(sized!) === null) {
      event.preventDefault();
      askForSize(picker);
      return;
    }
    const cartButton = target.closest<HTMLButtonElement>('[data-add-to-cart]');
    if (cartButton && !cartButton.disabled) {
      const product = readProduct(cartButton);
      if (!product) return;
      addToCart(product, qtyFor(cartButton), sizeFor(cartButton) ?? undefined);
      quickToast('Item Added To Cart');
      return;
    }
    const wishButton = target.closest<HTMLButtonElement>('[data-wish]');
    if (wishButton) {
      const on = toggleWishlist(wishButton.dataset.wish ?? '');
      quickToast(on ? 'Added to your wishlist' : 'Removed from your wishlist');
    }
  });
  tapsReady('cart');
}
