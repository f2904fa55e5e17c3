import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createDb, migrateDb } from './db';

const pragma = async (db: Awaited<ReturnType<typeof createDb>>, name: string) =>
  Object.values((await db.all<Record<string, unknown>>(sql.raw(`PRAGMA ${name}`)))[0] ?? {})[0];

it('opens a file database in WAL mode with foreign keys and no busy timeout, creating its folder', async () => {
  const url = `file:${join(mkdtempSync(join(tmpdir(), 'chandi-db-')), 'nested/shop.db')}`;
  const db = await createDb(url);
  await migrateDb(db);
  expect(await pragma(db, 'journal_mode')).toBe('wal');
  expect(await pragma(db, 'foreign_keys')).toBe(1);
  expect(await pragma(db, 'busy_timeout')).toBe(0);
  // Pragmas survive the migration batch (which turns foreign keys off and on again).
  await migrateDb(db);
  expect(await pragma(db, 'foreign_keys')).toBe(1);
});

it('migrates an in-memory database, and again without error', async () => {
  const db = await createDb(':memory:');
  await migrateDb(db);
  await migrateDb(db);
  const tables = await db.all<{ name: string }>(
    sql`select name from sqlite_master where type = 'table' order by name`,
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['admins', 'categories', 'product_images', 'products', 'settings']),
  );
  expect(await pragma(db, 'foreign_keys')).toBe(1);
});
