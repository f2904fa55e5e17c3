import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** What a database file holds, read by `inspectDatabase`. */
export interface DatabaseFacts {
  /** `PRAGMA integrity_check`'s lines: `['ok']` for a sound file. */
  integrity: string[];
  /** Rows per table. */
  counts: Record<string, number>;
  /** The folder time (`when`) of the newest drizzle migration applied, if any. */
  migratedAt: number | null;
}

type SqliteJob =
  | { kind: 'snapshot'; source: string; target: string }
  | { kind: 'inspect'; file: string }
  | { kind: 'in-use'; file: string }
  | { kind: 'start-check'; file: string };

function runOnWorker<T>(job: SqliteJob): Promise<T> {
  const worker = new Worker(new URL('./sqlite-worker.mjs', import.meta.url), { workerData: job });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (message: { ok: boolean; result?: T; message?: string }) => {
      if (message.ok) resolve(message.result as T);
      else reject(new Error(message.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The database worker stopped (exit ${code}).`)));
  });
}

/**
 * Write a consistent copy of the live database at `sourceUrl` to the new file `target` with
 * `VACUUM INTO`, on a worker thread: the server keeps serving and writing meanwhile.
 */
export function snapshotDatabase(sourceUrl: string, target: string): Promise<void> {
  return runOnWorker({ kind: 'snapshot', source: sourceUrl, target });
}

/** Check a database file (integrity, rows per table, schema version) read-only, on a worker thread. */
export function inspectDatabase(file: string): Promise<DatabaseFacts> {
  return runOnWorker({ kind: 'inspect', file });
}

/** What the start-up check reads of the live database, by `checkLiveDatabase`. */
export interface LiveDatabaseFacts {
  /** `PRAGMA quick_check`'s lines: `['ok']` for a sound file. */
  quickCheck: string[];
  /** The folder time (`when`) of every drizzle migration recorded as applied. */
  migrations: number[];
}

/** Run `PRAGMA quick_check` and read the applied migrations, read-only, on a worker thread. */
export function checkLiveDatabase(file: string): Promise<LiveDatabaseFacts> {
  return runOnWorker({ kind: 'start-check', file });
}

/**
 * Whether another connection (a running shop server, a `sqlite3` shell) has the database file open;
 * false for a missing file. Only WAL databases are told apart this way, which the shop's always are.
 */
export async function databaseInUse(file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  return runOnWorker<boolean>({ kind: 'in-use', file });
}
