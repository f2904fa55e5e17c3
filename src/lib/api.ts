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

/** Call the shop's API on this origin; never throws: network failures come back with `network: true`. */
export async function api<T = object>(
  path: string,
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  const {
    method = options.json === undefined ? 'GET' : 'POST',
    json,
    signal,
    toastOnNetworkError = false,
  } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers:
        json === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError' && toastOnNetworkError) {
      toast('Client side error', { kind: 'error' });
    }
    return { ok: false, status: 0, network: true, body: null };
  }
  const body = (await response.json().catch(() => null)) as ApiResult<T>['body'];
  return { ok: response.ok && body?.status === 1, status: response.status, network: false, body };
}

/** The server's message, or a fallback when the answer had none. */
export const messageOf = (
  result: ApiResult<unknown>,
  fallback = 'Something went wrong, please try again',
) => (result.network ? 'Client side error' : result.body?.msg || fallback);

/** Whether a failed call is worth repeating later: the network or the server was down (DESIGN §9). */
export const isRetryable = (result: ApiResult<unknown>) => result.network || result.status >= 500;
