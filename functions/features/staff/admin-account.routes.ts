import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { afterResponse } from '../../lib/after-response';
import { HttpError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { startSession } from '../../middleware/session';
import { passwordResetMail } from '../mail/account-mail';
import { mailSettings } from '../mail/mail-settings';
import { renameAdmin } from './admin-name.service';
import {
  adminForgotInput,
  changePasswordInput,
  linkPasswordInput,
  renameInput,
} from './staff.schemas';
import {
  changeOwnPassword,
  requestAdminReset,
  setPasswordFromLink,
} from './admin-password.service';

// One answer whether or not the address is an admin's (DESIGN §10 "Tokens in links").
const linkSent =
  'If that address belongs to an admin account, we have sent it a link to reset the password';
const resetDead = 'This reset link has expired or has already been used. Please ask for a new one.';
const inviteDead =
  'This invitation has expired or has already been used. Please ask the shop owner for a new one.';

/** The page an admin reset e-mail links to; the token stays in the fragment (see `acceptInvitePath`). */
export const adminResetPath = (token: string) => `/adm-reset-password#token=${token}`;

/**
 * `/api/admin/account`: an admin's own name, and password — changed while signed in, reset by
 * e-mail when signed out, or set for the first time from a staff invite.
 */
export const adminAccountRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  const caller = (c: Parameters<NonNullable<AppDeps['clientAddress']>>[0]) =>
    deps.clientAddress?.(c) ?? 'unknown';
  const signedInAs = (admin: { name: string; email: string; role: string }) => ({
    name: admin.name,
    email: admin.email,
    role: admin.role,
  });

  return new Hono()
    .put('/name', requireAdmin(deps), valid('json', renameInput, 'name change'), async (c) => {
      const admin = c.var.admin;
      const { name } = c.req.valid('json');
      await renameAdmin(deps.db, admin, name, now());
      return c.json({
        status: 1,
        msg: 'Your name is saved.',
        LoginInfo: signedInAs({ ...admin, name }),
      });
    })
    .put(
      '/password',
      requireAdmin(deps),
      valid('json', changePasswordInput, 'password change'),
      async (c) => {
        const admin = c.var.admin;
        // A stolen session must not be a way to guess the password: tries count per account.
        await hitRateLimit(deps.db, rules.login, `admin-password:${admin.id}`, now());
        await changeOwnPassword(deps.db, admin, c.req.valid('json'), now());
        await startSession(c, deps, 'admin', admin.id, false);
        return c.json({
          status: 1,
          msg: 'Password changed. Your other sessions are signed out.',
          LoginInfo: signedInAs(admin),
        });
      },
    )
    .post('/forgot-password', valid('json', adminForgotInput, 'password reset'), async (c) => {
      const { email } = c.req.valid('json');
      await hitRateLimit(deps.db, rules.forgotPassword, `admin:${caller(c)}`, now());
      await hitRateLimit(deps.db, rules.forgotPassword, `admin-email:${email}`, now());
      // Whether the address is an admin's must not show in the answer's timing (decision 019).
      const asked = now();
      afterResponse(c, 'An admin password reset', async () => {
        await requestAdminReset(deps.db, email, asked, (to) =>
          passwordResetMail(deps, to.name, to.email, adminResetPath(to.token)),
        );
        mailSettings(deps).kick();
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1, msg: linkSent });
    })
    .post('/reset-password', valid('json', linkPasswordInput, 'password reset'), async (c) => {
      const { token, password } = c.req.valid('json');
      await hitRateLimit(deps.db, rules.resetPassword, `admin:${caller(c)}`, now());
      const admin = await setPasswordFromLink(deps.db, 'password_reset', token, password, now());
      if (!admin) throw new HttpError(400, resetDead, { token: resetDead });
      await startSession(c, deps, 'admin', admin.id, false);
      return c.json({
        status: 1,
        msg: 'Your password has been changed and you are signed in',
        LoginInfo: signedInAs(admin),
      });
    })
    .post('/accept-invite', valid('json', linkPasswordInput, 'invitation'), async (c) => {
      const { token, password } = c.req.valid('json');
      await hitRateLimit(deps.db, rules.resetPassword, `admin:${caller(c)}`, now());
      const admin = await setPasswordFromLink(deps.db, 'staff_invite', token, password, now());
      if (!admin) throw new HttpError(400, inviteDead, { token: inviteDead });
      await startSession(c, deps, 'admin', admin.id, false);
      return c.json({
        status: 1,
        msg: `Welcome, ${admin.name}. Your password is set and you are signed in.`,
        LoginInfo: signedInAs(admin),
      });
    });
};
