import type { MiddlewareHandler } from 'hono';
import { productImportLimits } from '../../src/contract/product-csv';
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

/** Read the body up to `limit` bytes; 413 past it, whatever Content-Length claimed. */
async function readLimited(
  request: Request,
  limit: number,
  tooLarge: (limit: number) => HttpError,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge(limit);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    total += chunk.value.byteLength;
    if (total > limit) {
      await reader?.cancel();
      throw tooLarge(limit);
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const unsupportedType = () =>
  new HttpError(415, 'Send JSON (application/json) or a form (multipart/form-data)');

const tooLarge = (limit: number) =>
  new HttpError(413, `Request body is too large (at most ${limit / 1024 / 1024} MB)`);

const fileTooLarge = (limit: number) =>
  new HttpError(
    413,
    `The CSV file is too large (at most ${limit / 1024 / 1024} MB and ${productImportLimits.rows.toLocaleString('en-IN')} products). Split it into smaller files.`,
  );

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
    const allowed = type === 'application/json' || type === 'multipart/form-data' || csv;
    if (type && !allowed) throw unsupportedType();
    const body = csv
      ? await readLimited(c.req.raw, csvLimit, fileTooLarge)
      : await readLimited(
          c.req.raw,
          type === 'multipart/form-data' ? multipartLimit : jsonLimit,
          tooLarge,
        );
    // Calls without a body (DELETE, PATCH status, logout) need no content type.
    if (body.byteLength === 0) return next();
    if (!allowed) throw unsupportedType();
    // Hand the route a request whose body is the bytes already read and checked.
    c.req.raw = new Request(c.req.raw, { body: body as BodyInit });
    return next();
  };
};
