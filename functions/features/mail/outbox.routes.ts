import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { requireAdmin } from '../../middleware/require-admin';
import { mailSettings } from './mail-settings';
import { outboxIdParam, outboxQuery } from './outbox.schemas';
import { outboxOverview, retryOutboxRow } from './outbox.service';

/**
 * `/api/admin/outbox`: whether e-mail is configured, the outbox's counts and the rows that failed
 * or wait, and Retry for a failed row (owner and staff alike: both answer customers).
 */
export const outboxRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono()
    .use(requireAdmin(deps))
    .get('/', valid('query', outboxQuery, 'outbox query'), async (c) => {
      c.header('Cache-Control', 'no-store');
      const overview = await outboxOverview(deps.db, c.req.valid('query'), now());
      const configured = Boolean(deps.mail?.transport);
      return c.json({
        status: 1,
        msg: configured ? 'E-mail is configured' : 'E-mail is not configured',
        configured,
        ...overview,
      });
    })
    .post('/:id/retry', valid('param', outboxIdParam, 'outbox id'), async (c) => {
      const admin = c.get('admin');
      await retryOutboxRow(
        deps.db,
        c.req.valid('param').id,
        { id: admin.id, name: admin.name },
        now(),
      );
      mailSettings(deps).kick();
      return c.json({ status: 1, msg: 'The message will be sent again' });
    });
};
