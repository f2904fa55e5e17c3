import { persistentAtom } from '@nanostores/persistent';
import { client, send } from '../lib/api-client';
import { jsonCodec, text } from './json-storage';

/** The signed-in customer as the browser remembers them: display only, the cookie is the proof. */
export interface StoredUser {
  _id: string;
  name: string;
  email: string;
  /** `UserCart._id`, the `{cartId}` of the cart delete call. */
  cartId: string;
}

function sanitizeUser(parsed: unknown): StoredUser | null {
  const raw = parsed as Partial<Record<keyof StoredUser, unknown>> | null | undefined;
  const _id = text(raw?._id);
  if (!_id) return null;
  return {
    _id,
    name: text(raw?.name) ?? '',
    email: text(raw?.email) ?? '',
    cartId: text(raw?.cartId) ?? '',
  };
}

/** localStorage `User`: the customer, or null for a visitor. */
export const $user = persistentAtom<StoredUser | null>(
  'User',
  null,
  jsonCodec(sanitizeUser, (u) => u === null),
);

/** "Hello, {first word of name}". */
export const firstName = (user: Pick<StoredUser, 'name'>) =>
  user.name.trim().split(/\s+/)[0] || 'there';

type Confirmation = 'signed-in' | 'signed-out' | 'unknown';
let confirming: Promise<Confirmation> | undefined;

/**
 * Confirm the stored `User` with `GET /api/user/me` (once per page): refresh it when the cookie is
 * good, clear it when the cookie is gone; a network failure leaves it as it is ("unknown").
 */
export function confirmUser(force = false): Promise<Confirmation> {
  if (confirming && !force) return confirming;
  confirming = (async () => {
    const result = await send(client.user.me.$get());
    if (result.ok && result.body?.User) {
      const { _id, name, email } = result.body.User;
      const current = $user.get();
      const cartId = result.body.cartId ?? '';
      if (!current || current._id !== _id || current.name !== name || current.cartId !== cartId) {
        $user.set({ _id, name, email, cartId });
      }
      return 'signed-in';
    }
    if (result.status === 401) {
      $user.set(null);
      return 'signed-out';
    }
    return 'unknown';
  })();
  return confirming;
}
