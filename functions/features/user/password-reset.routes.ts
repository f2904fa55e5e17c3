import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { afterResponse } from '../../lib/after-response';
import { HttpError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { startSession } from '../../middleware/session';
import { passwordResetMail } from '../mail/account-mail';
import { mailSettings } from '../mail/mail-settings';
import { forgotPasswordInput, resetPasswordInput } from './password-reset.schemas';
import { requestPasswordReset, resetPasswordWithToken } from './password-reset.service';
import { reshapeUser } from './user.service';

// One answer whether or not the address has an account (DESIGN §10 "Tokens in links").
const linkSent = 'If an account exists for that address, we have sent a link to reset the password';
const linkDead = 'This reset link has expired or has already been used. Please ask for a new one.';

/**
 * The page a reset e-mail links to. The token travels in the fragment, which the browser never
 * sends to a server (no access log, no Referer); the page clears it once read.
 */
export const resetPasswordPath = (token: string) => `/reset-password#token=${token}`;

/** `/api/user`: "Forgot password?" for customers: a link by e-mail, then a new password. */
export const passwordResetRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  const caller = (c: Parameters<NonNullable<AppDeps['clientAddress']>>[0]) =>
    deps.clientAddress?.(c) ?? 'unknown';

  return new Hono()
    .post('/forgot-password', valid('json', forgotPasswordInput, 'password reset'), async (c) => {
      const { email } = c.req.valid('json');
      await hitRateLimit(deps.db, rules.forgotPassword, caller(c), now());
      await hitRateLimit(deps.db, rules.forgotPassword, `email:${email}`, now());
      // Whether the address has an account must not show in the answer's timing (decision 019).
      const asked = now();
      afterResponse(c, 'A password reset', async () => {
        await requestPasswordReset(deps.db, email, asked, (to) =>
          passwordResetMail(deps, to.name, to.email, resetPasswordPath(to.token)),
        );
        mailSettings(deps).kick();
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1, msg: linkSent });
    })
    .post('/reset-password', valid('json', resetPasswordInput, 'password reset'), async (c) => {
      const { token, password } = c.req.valid('json');
      await hitRateLimit(deps.db, rules.resetPassword, caller(c), now());
      const user = await resetPasswordWithToken(deps.db, token, password, now());
      if (!user) throw new HttpError(400, linkDead, { token: linkDead });
      // Every other session ended in the reset's batch; this browser is signed in afresh.
      await startSession(c, deps, 'customer', user.id, false);
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: 1,
        msg: 'Your password has been changed and you are signed in',
        User: reshapeUser(user),
        cartId: user.cartId,
      });
    });
};
