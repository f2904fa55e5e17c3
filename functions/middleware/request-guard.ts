import type { MiddlewareHandler } from 'hono';
import { HttpError } from '../lib/errors';

const jsonLimit = 1024 * 1024;
const multipartLimit = 6 * 1024 * 1024;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host an Origin header names, or null when it is `null` or not a URL (never a crash). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** 403 unless a state-changing request comes from this site (or from no browser at all). */
function checkOrigin(request: Request) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'Cross-site requests are not allowed');
  }
  const origin = request.headers.get('origin');
  // An opaque (`null`) or malformed Origin cannot be this site.
  if (origin !== null && originHost(origin) !== new URL(request.url).host) {
    throw new HttpError(403, 'Cross-site requests are not allowed');
  }
}

/** Read the body up to `limit` bytes; 413 past it, whatever Content-Length claimed. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
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

/**
 * The checks every state-changing API call passes, in this order (DESIGN §9 "Requests"):
 * Origin/Sec-Fetch-Site (403), content type (415), size (413). Validation (400) is the route's.
 */
export const requestGuard = (): MiddlewareHandler => async (c, next) => {
  if (safeMethods.has(c.req.method)) return next();
  checkOrigin(c.req.raw);
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const allowed = type === 'application/json' || type === 'multipart/form-data';
  if (type && !allowed) throw unsupportedType();
  const body = await readLimited(
    c.req.raw,
    type === 'multipart/form-data' ? multipartLimit : jsonLimit,
  );
  // Calls without a body (DELETE, PATCH status, logout) need no content type.
  if (body.byteLength === 0) return next();
  if (!allowed) throw unsupportedType();
  // Hand the route a request whose body is the bytes already read and checked.
  c.req.raw = new Request(c.req.raw, { body: body as BodyInit });
  return next();
};
