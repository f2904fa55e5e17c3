import * as z from '../../lib/zod';
import { emailMaxLength, passwordLength } from '../../../src/contract/limits';
import { checkbox, email, password, personName } from '../../lib/fields';

/** `POST /api/user/register-user`. */
export const registerInput = z
  .object({
    name: personName,
    email,
    password,
    confirmPassword: z.string({ error: 'is required' }),
    acceptTerms: checkbox.check(
      z.refine((accepted) => accepted, 'Please accept the terms and conditions'),
    ),
  })
  .check(
    z.refine((input) => input.password === input.confirmPassword, {
      path: ['confirmPassword'],
      message: 'Passwords must match!!',
    }),
  );

/** `POST /api/user/login-user`. */
export const loginInput = z.object({
  email: z
    .string({ error: 'is required' })
    .check(z.trim(), z.toLowerCase(), z.minLength(1, 'is required'), z.maxLength(emailMaxLength)),
  password: z
    .string({ error: 'is required' })
    .check(z.minLength(1, 'is required'), z.maxLength(passwordLength.max)),
  remember: checkbox,
});
