import type { Context } from 'hono';
import { badRequest } from './errors';
import { jsonBody } from './validate';

/** A request body as plain fields plus the form (for files): multipart forms and JSON both work. */
export async function readFields(
  c: Context,
): Promise<{ fields: Record<string, unknown>; form: FormData | null }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
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
