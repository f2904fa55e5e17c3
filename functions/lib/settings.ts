import { eq, sql } from 'drizzle-orm';
import type * as z from './zod';
import { settings } from '../../db/schema';
import type { Db } from './db';

/** The stored value of a setting, validated by its schema; the fallback when unset or unreadable. */
export async function readSetting<S extends z.ZodMiniType>(
  db: Db,
  key: string,
  schema: S,
  fallback: z.output<S>,
): Promise<z.output<S>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  if (!row) return fallback;
  try {
    const parsed = schema.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/** The statement that stores a setting (insert or replace), for use alone or inside `db.batch`. */
export function writeSetting(db: Db, key: string, value: unknown) {
  const text = JSON.stringify(value);
  return db
    .insert(settings)
    .values({ key, value: text })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: text, updatedAt: sql`(unixepoch('subsec') * 1000)` },
    });
}
