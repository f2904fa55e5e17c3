import * as z from '../../lib/zod';
import { email, password, personName } from '../../lib/fields';
import { idPattern } from '../../lib/ids';

/** `POST /api/admin/staff`: who to invite. The role is always staff; there is one owner. */
export const staffInviteInput = z.object({ name: personName, email });

/** `/api/admin/staff/:id/…` */
export const staffIdParam = z.object({
  id: z.string().check(z.regex(idPattern, 'must be an account id')),
});

/** `PATCH /api/admin/staff/:id/email`: the corrected address of an invitation that bounced. */
export const staffEmailInput = z.object({ email });

/** `PUT /api/admin/account/password`: the signed-in admin's own password. */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'is required' })
    .check(z.minLength(1, 'is required'), z.maxLength(128)),
  newPassword: password,
});

/** `PUT /api/admin/account/name`: the signed-in admin's own name. */
export const renameInput = z.object({ name: personName });

/** `POST /api/admin/account/forgot-password`. */
export const adminForgotInput = z.object({ email });

/** `POST /api/admin/account/reset-password` and `…/accept-invite`: the link's token and a password. */
export const linkPasswordInput = z.object({
  token: z
    .string({ error: 'is required' })
    .check(
      z.minLength(1, 'is required'),
      z.maxLength(200, 'must be the token of an e-mailed link'),
    ),
  password,
});
