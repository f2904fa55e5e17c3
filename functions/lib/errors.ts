import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Field name → message, shown by forms beside their fields (DESIGN §9 "Errors"). */
export type FieldErrors = Record<string, string>;

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
