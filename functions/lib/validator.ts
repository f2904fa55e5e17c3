import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors';
import { assertSafeText } from './validate';

/** Each failing field's first message, keyed by its path (`items.0.qty`, or `what` for the input itself). */
function fieldErrors(error: Pick<z.ZodError, 'issues'>, what: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.join('.') || what] ??= issue.message;
  return errors;
}

/**
 * Hono's validator middleware with the shop's rules: text holding control or text-direction
 * characters is refused first, then a failing schema answers 400 in the error envelope naming each
 * field. The handler reads the parsed value with `c.req.valid(target)`, typed from the schema, and
 * `hc<AppType>` sees the same input type.
 */
export const valid = <Target extends keyof ValidationTargets, S extends z.ZodType>(
  target: Target,
  schema: S,
  what = 'request',
) =>
  zValidator(
    target,
    schema,
    (result: { success: boolean; error?: Pick<z.ZodError, 'issues'> }) => {
      if (result.success || !result.error) return;
      const errors = fieldErrors(result.error, what);
      const summary = Object.entries(errors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ');
      throw badRequest(`Invalid ${what}: ${summary}`, errors);
    },
    {
      validationFunction: async (s, value) => {
        assertSafeText(value, what);
        // The library's result type is conditional on S and does not resolve for a generic schema.
        return (await s.safeParseAsync(value)) as never;
      },
    },
  );
