import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { databaseFault, retryAfterSeconds } from '../../lib/errors';

/**
 * `/api/health`: 200 `ok` when the database answers, 503 `degraded` (with Retry-After) when it
 * does not. It reads the schema table, not `select 1`: that never touches the file, so a damaged or
 * replaced database would still look healthy.
 */
export const healthRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await deps.db.run(sql`select count(*) from sqlite_schema`);
      return c.json({ status: 1, msg: 'ok', health: 'ok', database: 'up' });
    } catch (error) {
      const fault = databaseFault(error) ?? 'down';
      c.header('Retry-After', String(retryAfterSeconds[fault]));
      return c.json(
        {
          status: 0,
          msg:
            fault === 'busy'
              ? 'Degraded: the database is busy'
              : 'Degraded: the database is unavailable',
          health: 'degraded',
          database: fault,
        },
        503,
      );
    }
  });
