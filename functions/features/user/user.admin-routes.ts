import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { listUserPage, userPageQuery } from './user.admin-list';

/** `/api/admin/users`: the customers, one page at a time, sorted and searched on the server. */
export const adminUserRoutes = (deps: AppDeps) =>
  new Hono().get('/', requireAdmin(deps), valid('query', userPageQuery, 'query'), async (c) => {
    c.header('Cache-Control', 'no-store');
    const page = await listUserPage(deps.db, c.req.valid('query'));
    return c.json({ status: 1, msg: `${page.total} customers`, ...page });
  });
