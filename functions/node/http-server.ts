import { serve, type HttpBindings, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';

/** The app as the Node server calls it: a request and the Node bindings (`c.env.incoming`). */
export type NodeFetch = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/**
 * Wraps `fetch` so that an answer given before the request's body has fully arrived (a 413 on its
 * Content-Length, a 403 or 415 that never reads the body) says `Connection: close`, and Node closes
 * the connection after it. Such a body cannot be trusted to drain: @hono/node-server has tied it to
 * a web stream nobody reads, gives up after 500 ms and drops the socket, and a keep-alive client
 * that sent its next request on it got "other side closed". A body read to its end changes nothing.
 */
export const closeWhenBodyUnread =
  (fetch: NodeFetch): NodeFetch =>
  async (request, env) => {
    const response = await fetch(request, env);
    if (!env.incoming.complete && !env.outgoing.headersSent) {
      env.outgoing.setHeader('Connection', 'close');
    }
    return response;
  };

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than many clients and
 * proxies keep theirs: a client that sends on a connection just as the server closes it gets a
 * reset, not an answer (Playwright's request client ignores the `Keep-Alive: timeout` hint and
 * did so in the browser tests). A minute and a bit outlasts the usual proxies' 60 s.
 */
export const keepAliveMs = 65_000;

/** Serves `fetch` over HTTP/1.1 on `port` (0: any free one) and calls `onListen` once it listens. */
export function serveNode(
  fetch: NodeFetch,
  options: { port: number; hostname?: string },
  onListen?: (info: AddressInfo) => void,
): ServerType {
  const app = closeWhenBodyUnread(fetch);
  // serve() without `createServer` speaks HTTP/1.1 only, so the bindings are never HTTP/2's.
  const server = serve(
    { fetch: (request, env) => app(request, env as HttpBindings), ...options },
    onListen,
  );
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = keepAliveMs;
  return server;
}
