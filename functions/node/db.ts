import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from '../../db/schema';
import type { Db } from '../lib/db';

const migrationsFolder = resolve(import.meta.dirname, '../../db/migrations');

/**
 * Open a libSQL database for Node: `file:` paths (WAL, busy timeout, foreign keys on), `:memory:`,
 * or a remote `libsql://`/`https://` URL. Parent folders of a file database are created.
 */
export async function createDb(url: string, authToken?: string): Promise<Db> {
  const isFile = url.startsWith('file:');
  if (isFile) {
    const path = url.slice('file:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  // One connection: pragmas are per connection, and the file client's calls are synchronous anyway.
  const client = createClient({ url, authToken, concurrency: 1, timeout: 5000 });
  if (isFile || url === ':memory:') {
    if (!url.includes(':memory:')) await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    await client.execute('PRAGMA foreign_keys = ON');
  }
  return drizzle(client, { schema });
}

/** Apply the committed drizzle migrations that the database has not seen yet. */
export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
