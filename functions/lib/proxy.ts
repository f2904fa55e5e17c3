// Only for a server behind a reverse proxy that sets these headers itself (TRUST_PROXY). Anywhere
// else they are whatever the client wrote, so nothing reads them unless the operator said so.

/** The first value of a comma-separated forwarding header, trimmed and lowercased; null if none. */
const firstValue = (header: string | null) => header?.split(',')[0]?.trim().toLowerCase() || null;

/**
 * The request as the client sent it to the proxy: its URL takes the scheme of the proxy's
 * `X-Forwarded-Proto` (http or https), so Secure cookies and HSTS follow the client's connection.
 */
export function viaTrustedProxy(request: Request): Request {
  const scheme = firstValue(request.headers.get('x-forwarded-proto'));
  const url = new URL(request.url);
  if ((scheme !== 'http' && scheme !== 'https') || url.protocol === `${scheme}:`) return request;
  url.protocol = scheme;
  return new Request(url, request);
}

/**
 * The client's address as the proxy saw it: the last `X-Forwarded-For` entry, the one the proxy
 * itself appended (entries before it are the client's own claims); undefined when absent.
 */
export function forwardedClientAddress(headers: Headers): string | undefined {
  const entries = headers.get('x-forwarded-for')?.split(',') ?? [];
  return entries.at(-1)?.trim() || undefined;
}
