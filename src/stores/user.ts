import { messageOf, type ApiResult } from '../lib/api';
import { client, send } from '../lib/api-client';
import { $cart, emptyCart, replaceCartFromServer } from './cart';
import { mergeCartLines } from './cart-sync';
import { $user, type StoredUser } from './session';
import { $pending } from './sync';
import { toast } from './toast';
import { $wishlist, emptyWishlist, replaceWishlistFromServer } from './wishlist';

export { $user, confirmUser, firstName, type StoredUser } from './session';

/** How a sign-in attempt ended: the message to show and any per-field errors. */
export interface AuthOutcome {
  ok: boolean;
  status: number;
  msg: string;
  errors: Record<string, string>;
}

type ApiUser = { _id: string; name: string; email: string };

/**
 * After login or registration: send the local cart and wishlist to be merged with the server's
 * and replace the local state with the merged result (reference §4, DESIGN §4). A failed merge
 * keeps the local state and says so in a toast; the customer stays signed in.
 */
export async function mergeAfterSignIn(user: StoredUser): Promise<void> {
  const id = encodeURIComponent(user._id);
  const localCart = $cart.get().map(({ pId, qty, size }) => ({ pId, qty, ...(size && { size }) }));
  const localWishes = $wishlist.get().map(({ pId }) => ({ pId }));
  const [cart, wishlist] = await Promise.all([
    mergeCartLines(user, localCart),
    send(
      client.wishlist['state-to-db'][':userId'].$post({
        param: { userId: id },
        json: { state_wishlist: JSON.stringify(localWishes) },
      }),
    ),
  ]);
  if (cart.ok && cart.body?.UserCart) {
    replaceCartFromServer(cart.body.UserCart.products ?? []);
    if (cart.body.UserCart._id && cart.body.UserCart._id !== user.cartId) {
      $user.set({ ...user, cartId: cart.body.UserCart._id });
    }
  } else {
    toast(cart.network ? 'Client side error: on stateToCart' : messageOf(cart), { kind: 'error' });
  }
  if (wishlist.ok && wishlist.body?.UserWishlist) {
    replaceWishlistFromServer(wishlist.body.UserWishlist.product_id ?? []);
  } else {
    toast(wishlist.network ? 'Client side error on stateToWishDb' : messageOf(wishlist), {
      kind: 'error',
    });
  }
}

async function signIn<T extends { cartId?: string }>(
  pending: Promise<ApiResult<T>>,
  pick: (body: Partial<T>) => ApiUser | undefined,
): Promise<AuthOutcome> {
  const result = await pending;
  const body = result.body;
  const apiUser = body ? pick(body) : undefined;
  if (!result.ok || !apiUser) {
    return {
      ok: false,
      status: result.status,
      msg: result.network ? 'Client side error' : messageOf(result),
      errors: body?.errors ?? {},
    };
  }
  const user: StoredUser = {
    _id: apiUser._id,
    name: apiUser.name,
    email: apiUser.email,
    cartId: String(body?.cartId ?? ''),
  };
  $pending.set([]);
  $user.set(user);
  await mergeAfterSignIn(user);
  return { ok: true, status: result.status, msg: messageOf(result), errors: {} };
}

/** `POST /api/user/login-user`, then the merge. */
export const login = (input: { email: string; password: string; remember: boolean }) =>
  signIn(send(client.user['login-user'].$post({ json: input })), (body) => body.User);

/** `POST /api/user/register-user`, then the merge. */
export const register = (input: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}) => signIn(send(client.user['register-user'].$post({ json: input })), (body) => body.user);

/** `POST /api/user/reset-password` (a new password from an e-mailed link signs in), then the merge. */
export const resetPassword = (input: { token: string; password: string }) =>
  signIn(send(client.user['reset-password'].$post({ json: input })), (body) => body.User);

/** End the session on the server and forget the user, cart and wishlist (and their storage). */
export async function logout(): Promise<void> {
  await send(client.user.logout.$post());
  $user.set(null);
  $pending.set([]);
  emptyCart();
  emptyWishlist();
}
