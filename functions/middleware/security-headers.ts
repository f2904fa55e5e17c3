import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
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

// The fixed headers, from Hono's middleware. Its other defaults (CORP, Origin-Agent-Cluster,
// X-DNS-Prefetch-Control, …) stay off, so every response carries the headers it always did; its
// CSP and HSTS options cannot do what ours do (a policy per path that a route may replace, HSTS
// only over https), so those two are set below.
// No Cross-Origin-Opener-Policy: a page that sends it is put in a new browsing context group when
// it opens in a new tab or from another site, and Chromium then commits it in a fresh renderer,
// which doubled a small page's main-thread work at load (decision 033).
const fixedHeaders = secureHeaders({
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  strictTransportSecurity: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
});

/** Security headers on every response; HSTS only when the request came over https. */
export const securityHeaders = (): MiddlewareHandler => (c, next) =>
  fixedHeaders(c, async () => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      headers.set(
        'Content-Security-Policy',
        c.req.path.startsWith('/api/') ? apiPolicy : pagePolicy,
      );
    }
    if (isHttps(c.req))
      headers.set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
  });
