import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { rupeesToPaise } from '../../../src/contract/money';
import { valid } from '../../lib/validator';
import { requireAdmin, requireOwner } from '../../middleware/require-admin';
import { silverRateHistoryQuery, silverRateInput } from './silver-rate.schemas';
import { currentSilverRate, setSilverRate, silverRateHistory } from './silver-rate.service';

// The shop's calendar is Jaipur's (UTC+05:30): a rate for "today" is today there.
const shopToday = (now: number) => new Date(now + 330 * 60_000).toISOString().slice(0, 10);

/** `/api/silver-rate`: the rate in force, for anyone (the storefront and price widgets). */
export const silverRateRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    const rate = await currentSilverRate(deps.db);
    c.header('Cache-Control', 'no-cache');
    return c.json({
      status: 1,
      msg: rate ? 'Silver rate' : 'No silver rate has been set yet',
      rate: rate ? rate.ratePaise / 100 : null,
      date: rate?.rateDate ?? null,
    });
  });

/** `/api/admin/silver-rate`: the owner sets the day's rate (repricing rate-linked pieces); any admin sees the history. */
export const silverRateAdminRoutes = (deps: AppDeps) => {
  const now = deps.now ?? Date.now;
  return new Hono()
    .put(
      '/',
      requireAdmin(deps),
      requireOwner,
      valid('json', silverRateInput, 'silver rate'),
      async (c) => {
        const input = c.req.valid('json');
        const at = now();
        if (input.date > shopToday(at))
          throw badRequest('Invalid silver rate: date: must not be after today', {
            date: 'must not be after today',
          });
        const ratePaise = rupeesToPaise(input.rate);
        const { repriced } = await setSilverRate(
          deps.db,
          { ratePaise, rateDate: input.date, confirm: input.confirm },
          c.var.admin,
          at,
        );
        deps.publisher?.schedule();
        return c.json({
          status: 1,
          msg: `Silver rate set to ₹${ratePaise / 100}/g; ${repriced} rate-linked ${repriced === 1 ? 'piece' : 'pieces'} repriced`,
          rate: ratePaise / 100,
          date: input.date,
          repriced,
        });
      },
    )
    .get(
      '/history',
      requireAdmin(deps),
      valid('query', silverRateHistoryQuery, 'history query'),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const history = await silverRateHistory(deps.db, c.req.valid('query').limit);
        return c.json({
          status: 1,
          msg: `${history.length} rates`,
          history,
          canSet: c.var.admin.role === 'owner',
        });
      },
    );
};
