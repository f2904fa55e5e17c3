import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { readAlertSettings, saveAlertSettings } from './alert-settings';
import { alertProductParams, alertSettingsInput } from './alerts.schemas';
import { alertCounts } from './alerts.service';

/** `/api/admin/alerts`: subscriber counts per piece (any admin), the price-watch threshold (owner). */
export const alertAdminRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono()
    .use(requireAdmin(deps))
    .get('/products/:id', valid('param', alertProductParams, 'product'), async (c) => {
      c.header('Cache-Control', 'no-store');
      const counts = await alertCounts(deps.db, c.req.valid('param').id);
      return c.json({ status: 1, msg: 'Subscribers', counts });
    })
    .get('/settings', requireOwner, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: 1,
        msg: 'Alert settings',
        settings: await readAlertSettings(deps.db),
      });
    })
    .put(
      '/settings',
      requireOwner,
      valid('json', alertSettingsInput, 'alert settings'),
      async (c) => {
        const settings = await saveAlertSettings(deps.db, c.req.valid('json'), c.var.admin, now());
        return c.json({
          status: 1,
          msg: `Price watches now speak at a fall of ${settings.priceDropPercent} %`,
          settings,
        });
      },
    );
};
