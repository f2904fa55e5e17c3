import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from '../../db/schema';
import type { Db } from '../lib/db';
import { retryWhileBusy, type BusyRetryTiming } from './busy-retry';

const migrationsFolder = resolve(import.meta.dirname, '../../db/migrations');

/** Pragmas are per connection: applied on open and again whenever the connection is replaced. */
async function applyConnectionPragmas(client: Client) {
  // No busy timeout: SQLite's wait for a lock is a sleep on the event loop. Waits happen in
  // retryWhileBusy instead, on a timer.
  await client.execute('PRAGMA busy_timeout = 0');
  await client.execute('PRAGMA foreign_keys = ON');
}

/**
 * Open a libSQL database for Node: `file:` paths (WAL, foreign keys on, calls refused by another
 * process's lock retried on a timer for up to 5 s without blocking the event loop), `:memory:`, or
 * a remote `libsql://`/`https://` URL. Parent folders of a file database are created.
 */
export async function createDb(
  url: string,
  authToken?: string,
  busyRetry?: Partial<BusyRetryTiming>,
): Promise<Db> {
  const isFile = url.startsWith('file:');
  const inMemory = url.includes(':memory:');
  if (isFile && !inMemory)
    mkdirSync(dirname(resolve(url.slice('file:'.length))), { recursive: true });
  // One connection: pragmas are per connection, and the file client's calls are synchronous anyway.
  const raw = createClient({ url, authToken, concurrency: 1, timeout: 0 });
  if (inMemory) await applyConnectionPragmas(raw);
  if (inMemory || !isFile) return drizzle(raw, { schema });
  const client = retryWhileBusy(
    raw,
    async () => {
      await raw.reconnect();
      await applyConnectionPragmas(raw);
    },
    busyRetry,
  );
  await client.execute('PRAGMA journal_mode = WAL');
  await applyConnectionPragmas(client);
  return drizzle(client, { schema });
}

/** Apply the committed drizzle migrations that the database has not seen yet. */
export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
