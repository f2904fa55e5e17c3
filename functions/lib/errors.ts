import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../src/contract/envelope';

export type { FieldErrors };

/** An error the client should see: its status and message go out in the envelope as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with a message and optional per-field errors. */
export const badRequest = (msg: string, errors?: FieldErrors) => new HttpError(400, msg, errors);

/** 404 with a message naming what was not found. */
export const notFound = (msg: string) => new HttpError(404, msg);

/** Why the database cannot answer: `busy` passes by itself (a lock), `down` needs someone (a damaged or missing file, no server). */
export type DatabaseFault = 'busy' | 'down';

// SQLite result codes (and their extended forms, e.g. SQLITE_IOERR_SHORT_READ) as libSQL reports
// them, plus the remote client's transport failures. Constraint and syntax errors are not here:
// those are bugs or bad input, not an unavailable database.
const busyCodes = /^SQLITE_(BUSY|LOCKED)/;
const downCodes =
  /^(SQLITE_(IOERR|CORRUPT|NOTADB|CANTOPEN|FULL|READONLY|PROTOCOL|PERM)|CLIENT_CLOSED|SERVER_ERROR|HRANA_(WEBSOCKET|CLOSED|HTTP)|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND)/;

/**
 * Whether an error (or any error in its `cause` chain: drizzle wraps libSQL's) means the database
 * is locked or unavailable, and which; null for any other error.
 */
export function databaseFault(error: unknown): DatabaseFault | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, extendedCode, cause } = current as {
      code?: unknown;
      extendedCode?: unknown;
      cause?: unknown;
    };
    for (const value of [code, extendedCode]) {
      if (typeof value !== 'string') continue;
      if (busyCodes.test(value)) return 'busy';
      if (downCodes.test(value)) return 'down';
    }
    current = cause;
  }
  return null;
}

/** Seconds a client should wait before retrying after a database fault (the `Retry-After` value). */
export const retryAfterSeconds: Record<DatabaseFault, number> = { busy: 5, down: 30 };

/** The 503 a database fault becomes: a message a shopper understands and a `Retry-After`. */
export function databaseUnavailable(fault: DatabaseFault): HttpError {
  const msg =
    fault === 'busy'
      ? 'The shop is busy, please try again in a moment'
      : 'The shop is temporarily unavailable, please try again later';
  return new HttpError(503, msg, undefined, { 'Retry-After': String(retryAfterSeconds[fault]) });
}
