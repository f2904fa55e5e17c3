import type { MiddlewareHandler } from 'hono';
import { isHttps } from '../lib/https';

// Astro hashes each page's inline scripts and styles into a CSP meta tag (astro.config.mjs
// `security.csp`). Both policies are enforced, so this header allows inline code and the meta tag
// narrows it to Astro's hashes; every other source is named here, with the directives a meta tag
// cannot carry (frame-ancestors) (DESIGN §9 "CSP").
const pageSources = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  // blob: for the admin's previews of pictures chosen for upload (object URLs).
  "img-src 'self' blob:",
  "font-src 'self'",
  // The banner video and its poster.
  "media-src 'self'",
  "connect-src 'self'",
  // The shop's map, loaded on demand on the home and contact pages (MapOnDemand.astro).
  'frame-src https://www.openstreetmap.org',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];
const pagePolicy = pageSources.join('; ');
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Security headers on every response; HSTS only when the request came over https. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has('Content-Security-Policy')) {
    headers.set('Content-Security-Policy', c.req.path.startsWith('/api/') ? apiPolicy : pagePolicy);
  }
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (isHttps(c.req))
    headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
};
