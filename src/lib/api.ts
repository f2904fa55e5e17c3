import type { Envelope } from '../contract/envelope';
import { toast } from '../stores/toast';

export type { Envelope };

/** What a call came to: `status` 0 and `network` true when no answer arrived at all. */
export interface ApiResult<T> {
  ok: boolean;
  status: number;
  network: boolean;
  body: (Partial<T> & Envelope) | null;
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (`content-type: application/json`). */
  json?: unknown;
  signal?: AbortSignal;
  /** Show the reference's "Client side error" toast when the network fails (§8). */
  toastOnNetworkError?: boolean;
}

/** An answer on its way: a `fetch` or a typed call of `client` (src/lib/api-client.ts). */
export type Pending = Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Wait for an answer and read its envelope; never throws: no answer at all is `network: true`. */
export async function answerOf<T>(
  pending: Pending,
  toastOnNetworkError = false,
): Promise<ApiResult<T>> {
  let response: Awaited<Pending>;
  try {
    response = await pending;
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError' && toastOnNetworkError) {
      toast('Client side error', { kind: 'error' });
    }
    return { ok: false, status: 0, network: true, body: null };
  }
  const body = (await response.json().catch(() => null)) as ApiResult<T>['body'];
  return { ok: response.ok && body?.status === 1, status: response.status, network: false, body };
}

/** Call the shop's API on this origin; never throws: network failures come back with `network: true`. */
export function api<T = object>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const { method = options.json === undefined ? 'GET' : 'POST', json, signal } = options;
  // Async, so that a fetch that throws at once (no network stack) is a failed answer too.
  const pending = (async () =>
    fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        json === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    }))();
  return answerOf<T>(pending, options.toastOnNetworkError);
}

/** The server's message, or a fallback when the answer had none. */
export const messageOf = (
  result: ApiResult<unknown>,
  fallback = 'Something went wrong, please try again',
) => (result.network ? 'Client side error' : result.body?.msg || fallback);

/** Whether a failed call is worth repeating later: the network or the server was down (DESIGN §9). */
export const isRetryable = (result: ApiResult<unknown>) => result.network || result.status >= 500;
