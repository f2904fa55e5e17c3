import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';

/** `/api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.run(sql`select 1`);
      return c.json({ status: 1, msg: 'ok', database: 'up' });
    } catch {
      return c.json({ status: 0, msg: 'Database unavailable', database: 'down' }, 503);
    }
  });
