// @ts-check
// SQLite work for backups, on a worker thread: the local libSQL client runs SQLite synchronously,
// and a snapshot or an integrity check of a large database must not stop the server's event loop
// (docs/decisions/012). sqlite-jobs.ts starts one worker per job and reads its one message. A
// worker's end also really closes its connections: libSQL's close() leaves a file open until the
// statements it prepared are garbage collected, and the thread's end collects them.
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@libsql/client';

/** @param {import('@libsql/client').Client} client */
async function inspect(client) {
  const check = await client.execute('PRAGMA integrity_check');
  const integrity = check.rows.map((row) => String(row[0]));
  const tables = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  /** @type {Record<string, number>} */
  const counts = {};
  for (const row of tables.rows) {
    const name = String(row[0]);
    const result = await client.execute(`SELECT count(*) FROM "${name.replaceAll('"', '""')}"`);
    counts[name] = Number(result.rows[0]?.[0]);
  }
  const newest = counts.__drizzle_migrations
    ? await client.execute(
        'SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1',
      )
    : undefined;
  const migratedAt = newest?.rows[0] ? Number(newest.rows[0][0]) : null;
  return { integrity, counts, migratedAt };
}

/**
 * Whether another connection has the file open: in WAL mode every open connection holds a shared
 * lock on it, so one in exclusive locking mode cannot read while any other is open. No busy
 * timeout, so this never waits. Any other failure (not a database) means no server uses it either.
 * @param {string} file
 */
async function inUse(file) {
  const client = createClient({ url: `file:${file}` });
  try {
    await client.execute('PRAGMA busy_timeout = 0');
    await client.execute('PRAGMA locking_mode = EXCLUSIVE');
    await client.execute('SELECT count(*) FROM sqlite_master');
    return false;
  } catch (error) {
    return /** @type {{ code?: string }} */ (error).code === 'SQLITE_BUSY';
  } finally {
    client.close();
  }
}

/**
 * The quick start-up check of the live database: `PRAGMA quick_check`'s lines and the time of every
 * drizzle migration recorded as applied. Read only; a file that is not a database throws.
 * @param {import('@libsql/client').Client} client
 */
async function startCheck(client) {
  const check = await client.execute('PRAGMA quick_check');
  const quickCheck = check.rows.map((row) => String(row[0]));
  const table = await client.execute(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
  );
  const applied = table.rows.length
    ? await client.execute('SELECT created_at FROM __drizzle_migrations')
    : undefined;
  return { quickCheck, migrations: (applied?.rows ?? []).map((row) => Number(row[0])) };
}

/**
 * @param {{ kind: 'snapshot', source: string, target: string } | { kind: 'inspect', file: string }
 *   | { kind: 'in-use', file: string } | { kind: 'start-check', file: string }} job
 */
async function run(job) {
  if (job.kind === 'in-use') return inUse(job.file);
  if (job.kind === 'snapshot') {
    const source = createClient({ url: job.source });
    try {
      // A wait here sleeps this thread only; WAL readers rarely wait at all.
      await source.execute('PRAGMA busy_timeout = 5000');
      // One read transaction: the copy is the database as of one commit, writers carry on.
      await source.execute({ sql: 'VACUUM INTO ?', args: [job.target] });
    } finally {
      source.close();
    }
    return null;
  }
  const client = createClient({ url: `file:${job.file}` });
  try {
    await client.execute('PRAGMA query_only = ON');
    return job.kind === 'start-check' ? await startCheck(client) : await inspect(client);
  } finally {
    client.close();
  }
}

run(workerData).then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error) => parentPort?.postMessage({ ok: false, message: String(error?.message ?? error) }),
);
