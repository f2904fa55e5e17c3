import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import type * as z from './zod';
import { badRequest, type FieldErrors, type HttpError } from './errors';
import { readFields } from './form-body';
import { assertSafeText } from './validate';

/** The 400 for a failing schema: each field's first message, keyed by its path (`items.0.qty`, or `what`). */
function schemaError(error: Pick<z.core.$ZodError, 'issues'>, what: string): HttpError {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || what] ??= issue.message;
  const summary = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return badRequest(`Invalid ${what}: ${summary}`, errors);
}

/**
 * Hono's validator middleware with the shop's rules: text holding control or text-direction
 * characters is refused first, then a failing schema answers 400 in the error envelope naming each
 * field. The handler reads the parsed value with `c.req.valid(target)`, typed from the schema, and
 * `hc<AppType>` sees the same input type.
 */
export const valid = <Target extends keyof ValidationTargets, S extends z.ZodMiniType>(
  target: Target,
  schema: S,
  what = 'request',
) =>
  zValidator(
    target,
    schema,
    (result: { success: boolean; error?: Pick<z.core.$ZodError, 'issues'> }) => {
      if (result.success || !result.error) return;
      throw schemaError(result.error, what);
    },
    {
      validationFunction: async (s, value) => {
        assertSafeText(value, what);
        // The library's result type is conditional on S and does not resolve for a generic schema.
        return (await s.safeParseAsync(value)) as never;
      },
    },
  );

/**
 * `valid('form', …)` for the admin's forms, which may also come as JSON (the reference's client
 * sends either): the text parts of a multipart form, or the JSON body, pass the same checks, and
 * the handler reads them with `c.req.valid('form')` and the files with `uploadedForm(c)`.
 */
export const validFields =
  <S extends z.ZodMiniType>(
    schema: S,
    what: string,
  ): MiddlewareHandler<
    object,
    string,
    { in: { form: Record<string, string | File> }; out: { form: z.output<S> } }
  > =>
  async (c, next) => {
    const { fields } = await readFields(c);
    assertSafeText(fields, what);
    const result = await schema.safeParseAsync(fields);
    if (!result.success) throw schemaError(result.error, what);
    c.req.addValidatedData('form', result.data as object);
    await next();
  };
