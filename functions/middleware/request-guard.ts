import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { productImportLimits } from '../../src/contract/product-csv';
import { formatCount } from '../../src/contract/money';
import { HttpError } from '../lib/errors';

const jsonLimit = 1024 * 1024;
const multipartLimit = 6 * 1024 * 1024;

/**
 * The one exception to "JSON or a form": the product CSV import takes the file itself as its body
 * (`text/csv`), up to 5 MB (DESIGN §10). Only these paths, only that type; JSON sent to them keeps
 * the JSON limit.
 */
export const csvBodyPaths: ReadonlySet<string> = new Set([
  '/api/admin/products/import/preview',
  '/api/admin/products/import/apply',
]);
const csvLimit = productImportLimits.bytes;
/**
 * `navigator.sendBeacon` sends a string as `text/plain`, which a page cannot change: the metrics
 * route reads its JSON from such a body too (its own, much smaller limit applies).
 */
export const beaconBodyPaths: ReadonlySet<string> = new Set(['/api/vitals']);

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as
 * `application/x-www-form-urlencoded` (or multipart) from their servers, with no Origin. Only this
 * path takes that type; the Origin check still applies, so a browser page elsewhere cannot.
 */
export const oneClickPaths: ReadonlySet<string> = new Set(['/api/alerts/unsubscribe']);
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossSite = () => new HttpError(403, 'Cross-site requests are not allowed');

/**
 * 403 unless a state-changing request comes from one of `origins` (or from no browser at all).
 * The Origin must equal one of them exactly: a browser sends `scheme://host[:port]` in lowercase,
 * so `HTTP://…`, a trailing slash, a path or `user@` is not one of our pages; and the Host header
 * is never the reference, since a page on a rebound domain chooses it (`Host: evil.example`).
 */
function checkOrigin(request: Request, origins: ReadonlySet<string>) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw crossSite();
  const origin = request.headers.get('origin');
  // An opaque (`null`) or malformed Origin is not in the set either.
  if (origin !== null && !origins.has(origin)) throw crossSite();
}

const unsupportedType = () =>
  new HttpError(415, 'Send JSON (application/json) or a form (multipart/form-data)');

const tooLarge = (limit: number) =>
  new HttpError(413, `Request body is too large (at most ${limit / 1024 / 1024} MB)`);

const fileTooLarge = (limit: number) =>
  new HttpError(
    413,
    `The CSV file is too large (at most ${limit / 1024 / 1024} MB and ${formatCount(productImportLimits.rows)} products). Split it into smaller files.`,
  );

/**
 * Hono's bodyLimit with the 413 in our envelope: a Content-Length past `limit` is refused before
 * reading, and a body without one (chunked) is counted as it arrives and refused one byte past it.
 * A Content-Length within the limit is taken at its word: Node's HTTP parser and workerd end the
 * body there.
 */
const sizeLimit = (limit: number, refusal: (limit: number) => HttpError) =>
  bodyLimit({
    maxSize: limit,
    onError: () => {
      throw refusal(limit);
    },
  });

const jsonSize = sizeLimit(jsonLimit, tooLarge);
const formSize = sizeLimit(multipartLimit, tooLarge);
const csvSize = sizeLimit(csvLimit, fileTooLarge);

/** Whether the request carries any bytes (read only when it has neither type nor length: rare). */
const hasBody = async (request: Request) =>
  request.body !== null && (await request.clone().arrayBuffer()).byteLength > 0;

/**
 * The checks every state-changing API call passes, in this order (DESIGN §9 "Requests"):
 * Origin/Sec-Fetch-Site (403, `origins` from `siteOrigins`), content type (415), size (413).
 * Validation (400) is the route's.
 */
export const requestGuard = (origins: readonly string[]): MiddlewareHandler => {
  const siteOrigins = new Set(origins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    checkOrigin(c.req.raw, siteOrigins);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const csv = type === 'text/csv' && csvBodyPaths.has(c.req.path);
    const oneClick = type === 'application/x-www-form-urlencoded' && oneClickPaths.has(c.req.path);
    const beacon = type === 'text/plain' && beaconBodyPaths.has(c.req.path);
    const allowed =
      type === 'application/json' || type === 'multipart/form-data' || csv || oneClick || beacon;
    if (type && !allowed) throw unsupportedType();
    const size = csv ? csvSize : type === 'multipart/form-data' ? formSize : jsonSize;
    return size(c, async () => {
      // Calls without a body (DELETE, PATCH status, logout) need no content type.
      if (!allowed && (await hasBody(c.req.raw))) throw unsupportedType();
      await next();
    });
  };
};
