import { Hono } from 'hono';
import type { admins } from '../../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/errors';
import { constantTimeEqual } from '../../lib/passwords';
import { hitRateLimit } from '../../lib/rate-limit';
import { rateRules } from '../../lib/rate-rules';
import { valid } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { startSession, stopSession } from '../../middleware/session';
import { adminLoginInput, adminResetInput } from './admin.schemas';
import { authenticateAdmin, resetAdminPassword } from './admin.service';
import { listCategories } from '../category/category.service';
import { auditRoutes } from '../audit/audit.routes';
import { findProductForAdmin } from '../product/product.admin';
import { adminProductRoutes } from '../product/product.admin-routes';
import { productCsvRoutes } from '../product-csv/product-csv.routes';
import { adminUserRoutes } from '../user/user.admin-routes';
import { productIdParam } from '../product/product.schemas';
import { readMaintenanceSwitches } from '../maintain/maintenance-state';
import { dashboardSummary } from './dashboard.service';

const loginInfo = (admin: typeof admins.$inferSelect) => ({
  name: admin.name,
  email: admin.email,
  role: admin.role,
});

/** `/api/admin`: the owner's sign-in, password reset, dashboard and publishing state. */
export const adminRoutes = (deps: AppDeps) => {
  const rules = deps.rateRules ?? rateRules();
  const now = deps.now ?? Date.now;
  const caller = (c: Parameters<NonNullable<AppDeps['clientAddress']>>[0]) =>
    deps.clientAddress?.(c) ?? 'unknown';
  return new Hono()
    .post('/login', valid('json', adminLoginInput, 'login'), async (c) => {
      const input = c.req.valid('json');
      await hitRateLimit(deps.db, rules.login, `admin:${caller(c)}`, now());
      const admin = await authenticateAdmin(deps.db, input.email, input.password);
      if (!admin) throw new HttpError(401, 'Wrong e-mail or password');
      if (admin.disabledAt !== null) {
        throw new HttpError(403, 'This account has been disabled. Please ask the shop owner.');
      }
      await startSession(c, deps, 'admin', admin.id, input.remember);
      return c.json({ status: 1, msg: 'Welcome back', LoginInfo: loginInfo(admin) });
    })
    .post('/logout', async (c) => {
      await stopSession(c, deps, 'admin');
      return c.json({ status: 1, msg: 'Logged out' });
    })
    .put(
      '/reset-password',
      async (c, next) => {
        if (!deps.adminResetSecret) throw new HttpError(403, 'Password reset is not configured');
        await next();
      },
      valid('json', adminResetInput, 'password reset'),
      async (c) => {
        const input = c.req.valid('json');
        await hitRateLimit(deps.db, rules.reset, caller(c), now());
        // The step before has refused when no secret is configured.
        const secretMatches = constantTimeEqual(input.secretKey, deps.adminResetSecret ?? '');
        // Same answer for a wrong key and an unknown e-mail: neither reveals the other.
        if (
          !secretMatches ||
          !(await resetAdminPassword(deps.db, input.email, input.newPassword, now()))
        ) {
          throw new HttpError(403, 'The e-mail or secret key is not right');
        }
        return c.json({
          status: 1,
          msg: 'Password changed. Please sign in with the new password.',
        });
      },
    )
    .get('/me', requireAdmin(deps), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 1, msg: 'Signed in', LoginInfo: loginInfo(c.var.admin) });
    })
    .get('/dashboard', requireAdmin(deps), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: 1,
        msg: 'Dashboard',
        ...(await dashboardSummary(deps.db)),
        publish: (await deps.publisher?.status()) ?? null,
        maintenance: await readMaintenanceSwitches(deps),
      });
    })
    .get('/categories', requireAdmin(deps), async (c) => {
      c.header('Cache-Control', 'no-store');
      const categories = await listCategories(deps.db, { includeInactive: true });
      return c.json({ status: 1, msg: `${categories.length} categories`, categories });
    })
    .route('/products', adminProductRoutes(deps))
    .route('/products', productCsvRoutes(deps))
    .route('/users', adminUserRoutes(deps))
    .route('/audit', auditRoutes(deps))
    .get(
      '/products/:id',
      requireAdmin(deps),
      valid('param', productIdParam, 'product id'),
      async (c) => {
        const { id } = c.req.valid('param');
        c.header('Cache-Control', 'no-store');
        return c.json({
          status: 1,
          msg: 'Product found',
          prod: await findProductForAdmin(deps.db, id),
        });
      },
    )
    .get('/publish-status', requireAdmin(deps), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: 1,
        msg: 'Publishing state',
        publish: (await deps.publisher?.status()) ?? null,
      });
    });
};
