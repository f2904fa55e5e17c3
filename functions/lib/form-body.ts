import type { Context } from 'hono';
import { badRequest } from './errors';
import { jsonBody } from './validate';

const isMultipart = (c: Context) =>
  (c.req.header('content-type') ?? '').startsWith('multipart/form-data');

/** A request body as plain fields plus the form (for files): multipart forms and JSON both work. */
export async function readFields(
  c: Context,
): Promise<{ fields: Record<string, unknown>; form: FormData | null }> {
  if (!isMultipart(c)) {
    const body = await jsonBody(c.req);
    return {
      fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      form: null,
    };
  }
  const form = await readForm(c);
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return { fields, form };
}

/** The files' form of a request `validFields` has read (Hono keeps the parsed body), or null for JSON. */
export const uploadedForm = (c: Context): Promise<FormData> | null =>
  isMultipart(c) ? readForm(c) : null;

/** The multipart form; 400 when it cannot be parsed (no boundary, garbage, cut off), never a 500. */
async function readForm(c: Context): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch (error) {
    // The platforms' parsers reject a malformed form with a TypeError; anything else is ours.
    if (!(error instanceof TypeError)) throw error;
    throw badRequest(
      'The form could not be read: send it as multipart/form-data with a boundary and every part complete',
    );
  }
}
