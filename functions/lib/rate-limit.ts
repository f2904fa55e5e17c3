import { sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema';
import type { Db } from './db';
import { HttpError } from './errors';

/** How many hits a window allows. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Count one hit for `subject` under a rule; throw 429 with Retry-After once the window's limit is
 * passed. One statement, so concurrent hits are all counted (DESIGN §9 "Rate limits").
 */
export async function hitRateLimit(
  db: Db,
  rule: RateRule,
  subject: string,
  now: number,
): Promise<void> {
  const windowStart = now - (now % rule.windowMs);
  const key = `${rule.name}:${subject}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
    throw new HttpError(429, 'Too many attempts, please wait a little and try again', undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}
