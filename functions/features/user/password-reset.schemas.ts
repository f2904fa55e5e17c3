import * as z from '../../lib/zod';
import { email, password } from '../../lib/fields';

/** `POST /api/user/forgot-password`. */
export const forgotPasswordInput = z.object({ email });

/** `POST /api/user/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordInput = z.object({
  token: z
    .string({ error: 'is required' })
    .check(z.minLength(1, 'is required'), z.maxLength(200, 'must be the token of a reset link')),
  password,
});
