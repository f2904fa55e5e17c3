import { setHidden, setText } from '../lib/dom';
import { $cartCount } from '../stores/cart';
import { flushPending, retryWhenOnline } from '../stores/sync';
import { toast } from '../stores/toast';
import { $user, confirmUser, firstName, logout } from '../stores/user';
import { $wishCount } from '../stores/wishlist';

/**
 * The header's live parts: wishlist and cart badges, and the account menu ("login" with Login and
 * Register for a visitor; "Hello, {first name}" with Logout when signed in). On load it confirms a
 * stored user with the server and sends any saves left from before.
 */
export function initNavAccount() {
  const badge = (name: string) => document.querySelectorAll<HTMLElement>(`[data-count="${name}"]`);
  $cartCount.subscribe((n) => badge('cart').forEach((el) => setText(el, String(n))));
  $wishCount.subscribe((n) => badge('wishlist').forEach((el) => setText(el, String(n))));

  const label = document.querySelector<HTMLElement>('[data-account-label]');
  const visitorMenu = document.querySelector<HTMLElement>('[data-account="visitor"]');
  const customerMenu = document.querySelector<HTMLElement>('[data-account="customer"]');
  $user.subscribe((user) => {
    if (label) setText(label, user ? `Hello, ${firstName(user)}` : 'login');
    if (visitorMenu) setHidden(visitorMenu, Boolean(user));
    if (customerMenu) setHidden(customerMenu, !user);
  });

  document
    .querySelector<HTMLButtonElement>('[data-logout]')
    ?.addEventListener('click', async (event) => {
      const button = event.currentTarget as HTMLButtonElement;
      button.disabled = true;
      await logout();
      button.disabled = false;
      button.closest('details')?.removeAttribute('open');
      toast('You have been logged out', { kind: 'success' });
    });

  retryWhenOnline();
  if ($user.get()) {
    void confirmUser().then((state) => {
      if (state === 'signed-in') void flushPending();
    });
  }
}
