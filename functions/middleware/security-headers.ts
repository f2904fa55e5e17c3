import type { MiddlewareHandler } from 'hono';
import { isHttps } from '../lib/https';

// Script and style sources are hashed by Astro in each page's CSP meta tag; the directives a meta
// tag cannot carry (or that must hold for every response) travel as this header (DESIGN §9 "CSP").
const pagePolicy = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";
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
