// Test-only: import first in a store test so the persisted atoms are created over memory storage.
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { vi } from 'vitest';

useTestStorageEngine();

export { cleanTestStorage, getTestStorage };

/** A recorded API call. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body?: object } | 'network';

/** Replace `fetch` with a handler; returns the calls it saw. */
export function stubFetch(handler: (call: Call) => Reply | Promise<Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const call: Call = {
      method: init.method ?? 'GET',
      path: input,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const envelope = {
      status: reply.status < 400 ? 1 : 0,
      msg: reply.status < 400 ? 'ok' : `failed ${reply.status}`,
      ...reply.body,
    };
    return new Response(JSON.stringify(envelope), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** A product as the API gives it, priced `total` after discount. */
export const product = (id: string, total: number, extra: object = {}) => ({
  _id: id,
  name: `Piece ${id}`,
  code: `CODE-${id}`.toUpperCase(),
  price: total,
  discount: 0,
  total_price: total,
  status: true,
  image: { url: `/media/${id}.webp` },
  ...extra,
});

/** Let queued promises (background saves) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
