/**
 * True when the request's own URL is https. Client headers are never consulted: behind a trusted
 * proxy (`TRUST_PROXY`) the app has already given the URL the client's scheme (`viaTrustedProxy`),
 * and on the Worker the URL's scheme is the real one (Cloudflare terminates TLS).
 */
export function isHttps(request: { url: string }): boolean {
  return new URL(request.url).protocol === 'https:';
}
