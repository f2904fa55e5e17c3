import { Hono } from 'hono';
import * as z from '../../lib/zod';
import { emailMaxLength } from '../../../src/contract/limits';
import type { AppDeps } from '../../deps';
import { auditEntry } from '../../lib/audit';
import { writeSetting } from '../../lib/settings';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { readMaintenanceSetting } from './maintain.service';
import { readMaintenanceSwitches, type MaintenanceState } from './maintenance-state';

const maintenanceInput = z.object({
  isMaintain: z.boolean({ error: 'must be true or false' }),
  message: z._default(
    z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters')),
    '',
  ),
  contact: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(emailMaxLength),
      z.refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'must be an e-mail address',
      ),
    ),
    '',
  ),
  deadline: z._default(
    z.string().check(z.trim(), z.maxLength(100, 'must be at most 100 characters')),
    '',
  ),
});

/** `/api/maintain`: the maintenance switch as open tabs poll it, and the owner's control of it. */
export const maintainRoutes = (deps: AppDeps, maintenance: MaintenanceState) =>
  new Hono()
    .get('/getMaintainStatus', async (c) => {
      const status = await maintenance.read();
      c.header('Cache-Control', 'no-store');
      return c.json({
        status: 1,
        msg: status.isMaintain ? 'Maintenance is on' : 'Shop is open',
        result: [status],
      });
    })
    .put(
      '/setMaintainStatus',
      requireAdmin(deps),
      requireOwner,
      valid('json', maintenanceInput, 'maintenance'),
      async (c) => {
        const input = c.req.valid('json');
        const before = await readMaintenanceSetting(deps.db);
        await deps.db.batch([
          writeSetting(deps.db, 'maintenance', input),
          auditEntry(deps.db, {
            actor: c.var.admin,
            entity: 'maintenance',
            entityId: null,
            action:
              before.isMaintain === input.isMaintain
                ? 'update'
                : input.isMaintain
                  ? 'close shop'
                  : 'open shop',
            before: { ...before },
            after: { ...input },
            at: (deps.now ?? Date.now)(),
          }),
        ]);
        maintenance.invalidate();
        // Read back rather than echo the input: the deploy-time file may keep the shop closed.
        const switches = await readMaintenanceSwitches(deps);
        return c.json({ status: 1, msg: switches.summary, result: [switches.shop], switches });
      },
    );
