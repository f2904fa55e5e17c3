import * as z from 'zod';
import { emailMaxLength, passwordLength } from '../../../src/contract/limits';
import { checkbox, email, password, personName } from '../../lib/fields';

/** `POST /api/user/register-user`. */
export const registerInput = z
  .object({
    name: personName,
    email,
    password,
    confirmPassword: z.string({ error: 'is required' }),
    acceptTerms: checkbox.refine((accepted) => accepted, 'Please accept the terms and conditions'),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords must match!!',
  });

/** `POST /api/user/login-user`. */
export const loginInput = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .toLowerCase()
    .min(1, 'is required')
    .max(emailMaxLength),
  password: z.string({ error: 'is required' }).min(1, 'is required').max(passwordLength.max),
  remember: checkbox,
});
