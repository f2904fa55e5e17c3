import { persistentAtom } from '@nanostores/persistent';
import { isRetryable, messageOf, type ApiResult } from '../lib/api';
import { client, send } from '../lib/api-client';
import { saveCartLine } from './cart-sync';
import { jsonCodec, listOf, text } from './json-storage';
import { $user, confirmUser, type StoredUser } from './session';

/**
 * One background save: the cart's quantity for a product in a size (0 = removed) or whether it is
 * wished for. Each carries the final state, not a step, so sending it twice does no harm.
 */
export type PendingSave =
  | { area: 'cart'; pId: string; size?: string; qty: number }
  | { area: 'wishlist'; pId: string; wished: boolean };

function sanitizeQueue(parsed: unknown): PendingSave[] {
  return listOf(parsed).flatMap((raw): PendingSave[] => {
    const op = raw as Record<string, unknown> | null;
    const pId = text(op?.pId);
    if (!pId) return [];
    if (op?.area === 'cart' && typeof op.qty === 'number') {
      const size = text(op.size);
      return [{ area: 'cart', pId, ...(size && { size }), qty: op.qty }];
    }
    if (op?.area === 'wishlist' && typeof op.wished === 'boolean')
      return [{ area: 'wishlist', pId, wished: op.wished }];
    return [];
  });
}

/** Saves not yet accepted by the server, kept across pages until they are (DESIGN §4, §9). */
export const $pending = persistentAtom<PendingSave[]>(
  'chandi:pending',
  [],
  jsonCodec(sanitizeQueue, (list) => list.length === 0),
);

type Rejected = (pId: string, message: string, size?: string) => void;
const rejectedHandlers: Partial<Record<PendingSave['area'], Rejected>> = {};

/** What to do locally when the server refuses a product for good (404 gone, 409 out of stock). */
export function onRejected(area: PendingSave['area'], handler: Rejected) {
  rejectedHandlers[area] = handler;
}

type Accepted = (op: PendingSave, answer: object) => void;
const acceptedHandlers: Partial<Record<PendingSave['area'], Accepted>> = {};

/**
 * What to do locally with the server's answer to a save (the cart takes the quantity it holds);
 * not called while a newer save of the same line waits, whose state is the one that counts.
 */
export function onAccepted(area: PendingSave['area'], handler: Accepted) {
  acceptedHandlers[area] = handler;
}

// Signed out (logout, or the cookie is gone): nothing is left to save for that account.
$user.listen((user) => {
  if (!user) $pending.set([]);
});

const sameTarget = (a: PendingSave, b: PendingSave) =>
  a.area === b.area &&
  a.pId === b.pId &&
  (a.area !== 'cart' || b.area !== 'cart' || (a.size ?? '') === (b.size ?? ''));

/** Queue a save for the signed-in customer (a visitor's changes stay local) and start sending. */
export function saveInBackground(op: PendingSave) {
  if (!$user.get()) return;
  $pending.set([...$pending.get().filter((queued) => !sameTarget(queued, op)), op]);
  void flushPending();
}

function save(op: PendingSave, user: StoredUser): Promise<ApiResult<unknown>> {
  if (op.area === 'cart') return saveCartLine(user, op);
  const param = { userId: encodeURIComponent(user._id), productId: encodeURIComponent(op.pId) };
  return op.wished
    ? send(client.wishlist['add-to-db-wishlist'][':userId'][':productId'].$post({ param }))
    : send(client.wishlist['delete-from-db-wishlist'][':userId'][':productId'].$delete({ param }));
}

let flushing: Promise<boolean> | undefined;

/**
 * Send the queued saves one by one, never blocking the caller's UI. Network errors and 5xx stop the
 * run and keep the rest for later; 404/409 drop the product locally (the area's handler toasts);
 * 401/403 mean the stored `User` is stale, so it is re-confirmed. Resolves true when all were sent.
 */
export function flushPending(): Promise<boolean> {
  flushing ??= (async () => {
    try {
      for (;;) {
        const user = $user.get();
        const op = $pending.get()[0];
        if (!user || !op) return $pending.get().length === 0;
        const result = await save(op, user);
        if (isRetryable(result)) return false;
        // Removed by value: a newer save for the same product, queued meanwhile, stays.
        const queue = $pending.get();
        const index = queue.findIndex((queued) => equal(queued, op));
        if (index >= 0) $pending.set(queue.filter((_, i) => i !== index));
        if (result.status === 401 || result.status === 403) {
          $pending.set([]);
          await confirmUser(true);
          return false;
        }
        if (result.status === 404 || result.status === 409) {
          const size = op.area === 'cart' ? op.size : undefined;
          rejectedHandlers[op.area]?.(op.pId, messageOf(result), size);
        }
        if (result.ok && result.body && !$pending.get().some((queued) => sameTarget(queued, op)))
          acceptedHandlers[op.area]?.(op, result.body);
      }
    } finally {
      flushing = undefined;
    }
  })();
  return flushing;
}

const equal = (a: PendingSave, b: PendingSave) => JSON.stringify(a) === JSON.stringify(b);

/** Retry what is left when the browser comes back online (and let pages call `flushPending` on load). */
export function retryWhenOnline() {
  if (typeof window !== 'undefined') window.addEventListener('online', () => void flushPending());
}
