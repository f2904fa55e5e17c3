import { clampQty, type CartProduct } from '../contract/cart';
import { $cart, addToCart, isInCart } from '../stores/cart';
import { quickToast } from '../stores/toast';
import { $wishlist, toggleWishlist } from '../stores/wishlist';

let ready = false;

function readProduct(button: HTMLElement): CartProduct | null {
  try {
    return JSON.parse(button.dataset.product ?? '') as CartProduct;
  } catch {
    return null;
  }
}

/** Show each Add To Cart button as "Item Added To Cart" (disabled) while its product is in the cart. */
function paintCartButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-add-to-cart]')) {
    const id = button.dataset.addToCart ?? '';
    button.dataset.label ??= button.textContent?.trim() || 'Add To Cart';
    button.dataset.outOfStock ??= button.disabled ? '1' : '';
    const added = isInCart(id);
    button.textContent = added ? 'Item Added To Cart' : button.dataset.label;
    button.disabled = added || button.dataset.outOfStock === '1';
  }
}

/** Wishlist toggles: pressed state, and the labels on cards and on the detail page. */
function paintWishButtons() {
  const wished = new Set($wishlist.get().map((e) => e.pId));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-wish]')) {
    const on = wished.has(button.dataset.wish ?? '');
    button.setAttribute('aria-pressed', String(on));
    const name = button.dataset.name;
    if (name)
      button.setAttribute(
        'aria-label',
        on ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`,
      );
    const label = button.querySelector<HTMLElement>('[data-wish-label]');
    if (label) label.textContent = on ? 'Remove from WishList' : 'Add to WishList';
  }
}

/**
 * Wires every Add To Cart (`data-add-to-cart`, with `data-product` JSON and optional
 * `data-qty-from` select) and wishlist toggle (`data-wish`) on the page; called again (an island
 * drew more cards), it paints the new buttons.
 */
export function initProductActions() {
  if (ready) {
    paintCartButtons();
    paintWishButtons();
    return;
  }
  ready = true;
  $cart.subscribe(paintCartButtons);
  $wishlist.subscribe(paintWishButtons);
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const cartButton = target.closest<HTMLButtonElement>('[data-add-to-cart]');
    if (cartButton && !cartButton.disabled) {
      const product = readProduct(cartButton);
      if (!product) return;
      const from = cartButton.dataset.qtyFrom;
      const select = from ? document.getElementById(from) : null;
      addToCart(product, select instanceof HTMLSelectElement ? clampQty(select.value) : undefined);
      quickToast('Item Added To Cart');
      return;
    }
    const wishButton = target.closest<HTMLButtonElement>('[data-wish]');
    if (wishButton) {
      const on = toggleWishlist(wishButton.dataset.wish ?? '');
      quickToast(on ? 'Added to your wishlist' : 'Removed from your wishlist');
    }
  });
}
