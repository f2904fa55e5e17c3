import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { HttpError } from '../lib/errors';

/** Turn any error into the envelope with a real status; internals are logged, never sent. */
export const errorHandler: ErrorHandler = (err, c) => {
  if (err instanceof HttpError) {
    if (err.headers) for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json(
      { status: 0, msg: err.message, ...(err.errors ? { errors: err.errors } : {}) },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    return c.json({ status: 0, msg: err.message || 'Request could not be handled' }, err.status);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  if (isDatabaseUnavailable(err)) {
    c.header('Retry-After', '5');
    return c.json({ status: 0, msg: 'The shop is busy, please try again in a moment' }, 503);
  }
  return c.json({ status: 0, msg: 'Something went wrong on our side, please try again' }, 500);
};

/** libSQL's codes for a locked, busy or unreachable database. */
function isDatabaseUnavailable(err: unknown): boolean {
  const code =
    (err as { code?: unknown } | null)?.code ??
    (err as { cause?: { code?: unknown } })?.cause?.code;
  return (
    typeof code === 'string' &&
    /BUSY|LOCKED|CONNECT|HRANA_WEBSOCKET|SERVER_ERROR|ECONNREFUSED/.test(code)
  );
}
