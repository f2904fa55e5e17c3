import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/errors';
import { requireCustomer } from '../../middleware/require-customer';
import { customerData } from './my-data.service';

/**
 * `/api/user/my-data`: the signed-in customer's own data as one JSON file to keep (account, cart,
 * wishlist, inquiries with their messages). The session says whose: no id is taken from the request.
 */
export const myDataRoutes = (deps: AppDeps) =>
  new Hono().get('/my-data', requireCustomer(deps), async (c) => {
    const now = (deps.now ?? Date.now)();
    const data = await customerData(deps.db, c.var.customer.id, now);
    if (!data) throw new HttpError(401, 'Please login first');
    const day = new Date(now).toISOString().slice(0, 10);
    return c.body(`${JSON.stringify(data, null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="chandi-my-data-${day}.json"`,
      'Cache-Control': 'no-store',
    });
  });
