import { Hono } from 'hono';
import type { MaintenanceState } from './maintenance-state';

/** `/api/maintain`: the maintenance switch as open tabs poll it. */
export const maintainRoutes = (maintenance: MaintenanceState) =>
  new Hono().get('/getMaintainStatus', async (c) => {
    const status = await maintenance.read();
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 1, msg: status.isMaintain ? 'Maintenance is on' : 'Shop is open', result: [status] });
  });
