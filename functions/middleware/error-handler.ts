import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { databaseFault, databaseUnavailable, HttpError } from '../lib/errors';

/** Turn any error into the envelope with a real status; internals are logged, never sent. */
export const errorHandler: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    // Hono's JSON validator refuses a body that does not parse; say it in the shop's words.
    if (err.status === 400 && /^Malformed JSON/.test(err.message))
      return c.json({ status: 0, msg: 'The request body must be valid JSON' }, 400);
    return c.json({ status: 0, msg: err.message || 'Request could not be handled' }, err.status);
  }
  let known = err instanceof HttpError ? err : null;
  if (!known) {
    const fault = databaseFault(err);
    if (!fault) {
      console.error(`[${c.req.method} ${c.req.path}]`, err);
      return c.json({ status: 0, msg: 'Something went wrong on our side, please try again' }, 500);
    }
    // One line, not a stack: under a lock every request fails the same way and stacks would bury the log.
    console.error(
      `[${c.req.method} ${c.req.path}] database ${fault}: ${err.message.split('\n')[0]}`,
    );
    // A locked or unreadable database is a 503 with Retry-After (DESIGN §3): the client may retry.
    known = databaseUnavailable(fault);
  }
  if (known.headers)
    for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
  return c.json(
    { status: 0, msg: known.message, ...(known.errors ? { errors: known.errors } : {}) },
    known.status,
  );
};
