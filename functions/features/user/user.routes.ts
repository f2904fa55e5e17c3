import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/errors';
import { rateRules } from '../../lib/rate-rules';
import { hitRateLimit } from '../../lib/rate-limit';
import { valid } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { requireCustomer } from '../../middleware/require-customer';
import { startSession, stopSession } from '../../middleware/session';
import { loginInput, registerInput } from './user.schemas';
import { authenticateUser, listUsers, registerUser, reshapeUser } from './user.service';

/** `/api/user`: customer accounts and their sessions. */
export const userRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  const caller = (c: Parameters<NonNullable<AppDeps['clientAddress']>>[0]) =>
    deps.clientAddress?.(c) ?? 'unknown';

  return new Hono()
    .post(
      '/register-user',
      // Counted before the body is read, so a stream of bad registrations is limited too.
      async (c, next) => {
        await hitRateLimit(deps.db, rules.register, caller(c), now());
        await next();
      },
      valid('json', registerInput, 'registration'),
      async (c) => {
        const input = c.req.valid('json');
        const user = await registerUser(deps.db, input);
        await startSession(c, deps, 'customer', user.id, false);
        return c.json(
          {
            status: 1,
            msg: 'Account created. Welcome!',
            user: reshapeUser(user),
            cartId: user.cartId,
          },
          201,
        );
      },
    )
    .post('/login-user', valid('json', loginInput, 'login'), async (c) => {
      const input = c.req.valid('json');
      await hitRateLimit(deps.db, rules.login, caller(c), now());
      const user = await authenticateUser(deps.db, input.email, input.password);
      if (!user) throw new HttpError(401, 'Wrong e-mail or password');
      await startSession(c, deps, 'customer', user.id, input.remember);
      return c.json({
        status: 1,
        msg: 'Logged in successfully',
        User: reshapeUser(user),
        cartId: user.cartId,
      });
    })
    .post('/logout', async (c) => {
      await stopSession(c, deps, 'customer');
      return c.json({ status: 1, msg: 'Logged out' });
    })
    .get('/get-user', requireAdmin(deps), async (c) => {
      c.header('Cache-Control', 'no-store');
      const list = await listUsers(deps.db);
      return c.json({ status: 1, msg: `${list.length} customers`, User: list });
    })
    .get('/me', requireCustomer(deps), (c) => {
      const user = c.var.customer;
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1, msg: 'Signed in', User: reshapeUser(user), cartId: user.cartId });
    });
};
