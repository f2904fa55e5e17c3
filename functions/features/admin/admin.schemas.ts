import * as z from '../../lib/zod';
import { emailMaxLength, passwordLength } from '../../../src/contract/limits';
import { checkbox, password } from '../../lib/fields';

const emailText = z
  .string({ error: 'is required' })
  .check(z.trim(), z.toLowerCase(), z.minLength(1, 'is required'), z.maxLength(emailMaxLength));

/** `POST /api/admin/login`. */
export const adminLoginInput = z.object({
  email: emailText,
  password: z
    .string({ error: 'is required' })
    .check(z.minLength(1, 'is required'), z.maxLength(passwordLength.max)),
  remember: checkbox,
});

/** `PUT /api/admin/reset-password`. */
export const adminResetInput = z.object({
  email: emailText,
  secretKey: z
    .string({ error: 'is required' })
    .check(z.minLength(1, 'is required'), z.maxLength(256)),
  newPassword: password,
});
