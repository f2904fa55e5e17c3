import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';

/** Parse input with a zod schema or throw a 400 whose `errors` name each bad field. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what = 'request',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || what;
    errors[field] ??= issue.message;
  }
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw badRequest(`Invalid ${what}: ${summary}`, errors);
}

/** The request's JSON body; 400 with a clear message when it is missing or malformed. */
export async function jsonBody(request: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest('The request body must be valid JSON');
  }
}
