import type { Context } from 'hono';
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
  const form = await c.req.formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return { fields, form };
}
