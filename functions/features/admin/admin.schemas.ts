import * as z from 'zod';
import { emailMaxLength, passwordLength } from '../../../src/contract/limits';
import { checkbox, password } from '../../lib/fields';

const emailText = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(emailMaxLength);

/** `POST /api/admin/login`. */
export const adminLoginInput = z.object({
  email: emailText,
  password: z.string({ error: 'is required' }).min(1, 'is required').max(passwordLength.max),
  remember: checkbox,
});

/** `PUT /api/admin/reset-password`. */
export const adminResetInput = z.object({
  email: emailText,
  secretKey: z.string({ error: 'is required' }).min(1, 'is required').max(256),
  newPassword: password,
});
