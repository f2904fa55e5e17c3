import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from '../../functions/app';
import { answerOf, type ApiResult } from './api';

/**
 * The shop's API typed from the server's own routes (`hc<AppType>`): a path, parameter, body or
 * answer field the server does not have is a type error where the browser uses it. Path
 * parameters go in as written, so callers encode them (`encodeURIComponent`).
 */
export const client = hc<AppType>('/', {
  headers: { accept: 'application/json' },
  init: { credentials: 'same-origin' },
}).api;

/**
 * Send a typed call (`send(client.user.me.$get())`) and read its envelope; never throws: network
 * failures come back with `network: true`, as with `api`.
 */
export function send<T>(
  call: Promise<ClientResponse<T>>,
  { toastOnNetworkError = false } = {},
): Promise<ApiResult<T>> {
  return answerOf<T>(call, toastOnNetworkError);
}
