import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client, ResultSet } from '@libsql/client';
import { sql } from 'drizzle-orm';
import Database from 'libsql';
import { afterEach, expect, it, vi } from 'vitest';
import { databaseFault } from '../lib/errors';
import { retryWhileBusy } from './busy-retry';
import { createDb } from './db';

const busyError = () =>
  Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
const result = { rows: [], rowsAffected: 1 } as unknown as ResultSet;
const fast = { budgetMs: 200, firstDelayMs: 1, maxDelayMs: 5 };

/** A client whose every call is `answer`, counting calls. */
function fakeClient(answer: () => Promise<ResultSet>) {
  const execute = vi.fn(answer);
  const batch = vi.fn(answer);
  return { client: { execute, batch } as unknown as Client, execute, batch };
}

/** A client answering busy `times` times, then `result`. */
function busyThenFine(times: number) {
  let refusals = 0;
  return fakeClient(async () => {
    if (refusals++ < times) throw busyError();
    return result;
  });
}

const locks: InstanceType<typeof Database>[] = [];
afterEach(() => {
  for (const lock of locks.splice(0)) lock.close();
});

/** Another connection to `path` holding BEGIN EXCLUSIVE; `release` ends it. */
function holdExclusiveLock(path: string) {
  const lock = new Database(path);
  locks.push(lock);
  lock.exec('BEGIN EXCLUSIVE');
  return { release: () => lock.exec('ROLLBACK'), connection: lock };
}

/** A migrated file database with a table `t`, and its path. */
async function fileDb(busyRetry?: typeof fast) {
  const path = join(mkdtempSync(join(tmpdir(), 'chandi-busy-')), 'shop.db');
  const db = await createDb(`file:${path}`, undefined, busyRetry);
  await db.run(sql`create table t (x integer)`);
  return { db, path };
}

/** The longest gap between ticks of a 5 ms interval while `work` runs: how long the event loop stalled. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work;
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - last);
}

it('retries a call refused as busy, reopening the connection after each refusal', async () => {
  const { client, execute } = busyThenFine(3);
  const reopen = vi.fn(async () => {});
  expect(await retryWhileBusy(client, reopen, fast).execute('insert into t values (1)')).toBe(
    result,
  );
  expect(execute).toHaveBeenCalledTimes(4);
  expect(reopen).toHaveBeenCalledTimes(3);
});

it('retries a batch as a whole, with its mode', async () => {
  const { client, batch } = busyThenFine(2);
  const statements = ['insert into t values (1)', 'insert into t values (2)'];
  await retryWhileBusy(client, async () => {}, fast).batch(statements, 'write');
  expect(batch).toHaveBeenCalledTimes(3);
  for (const call of batch.mock.calls) expect(call).toEqual([statements, 'write']);
});

it('gives up with the busy error once its budget is spent', async () => {
  const { client, execute } = fakeClient(() => Promise.reject(busyError()));
  const started = performance.now();
  const refused = retryWhileBusy(client, async () => {}, fast).execute('insert into t values (1)');
  await expect(refused).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
  const waited = performance.now() - started;
  expect(waited).toBeGreaterThanOrEqual(fast.budgetMs - 1);
  expect(waited).toBeLessThan(fast.budgetMs * 3);
  // Backoff up to maxDelayMs: more than a handful of tries, far fewer than a busy loop would make.
  expect(execute.mock.calls.length).toBeGreaterThan(10);
  expect(execute.mock.calls.length).toBeLessThan(fast.budgetMs);
});

it('throws any other error at once, without reopening', async () => {
  const constraint = Object.assign(new Error('UNIQUE constraint failed'), {
    code: 'SQLITE_CONSTRAINT',
  });
  const { client, execute } = fakeClient(() => Promise.reject(constraint));
  const reopen = vi.fn(async () => {});
  await expect(retryWhileBusy(client, reopen, fast).execute('insert')).rejects.toBe(constraint);
  expect(execute).toHaveBeenCalledTimes(1);
  expect(reopen).not.toHaveBeenCalled();
});

it('lets no other call through until a refused call has reopened the connection', async () => {
  const events: string[] = [];
  let refusals = 0;
  const { client } = fakeClient(async () => {
    events.push('call');
    if (refusals++ === 0) throw busyError();
    return result;
  });
  const reopen = async () => {
    events.push('reopen starts');
    await new Promise((done) => setTimeout(done, 20));
    events.push('reopen ends');
  };
  const wrapped = retryWhileBusy(client, reopen, fast);
  await Promise.all([wrapped.execute('insert'), wrapped.execute('select')]);
  expect(events.slice(0, 4)).toEqual(['call', 'reopen starts', 'reopen ends', 'call']);
});

it('keeps the event loop running while another connection holds the lock, then writes', async () => {
  const { db, path } = await fileDb();
  const lock = holdExclusiveLock(path);
  setTimeout(lock.release, 1000);
  const started = performance.now();
  const stall = await longestStall(db.run(sql`insert into t values (1)`));
  // It waited for the lock, on timers: a wait inside SQLite would stop the 5 ms ticker for the
  // lock's whole second. The margin is for a busy two-core machine, whose other work stalls it too.
  expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  expect(stall).toBeLessThanOrEqual(250);
  // Committed, as another connection sees it.
  expect(lock.connection.prepare('select count(*) as n from t').get()).toMatchObject({ n: 1 });
});

it('refuses a write the lock outlasts, then commits the next one for every connection to see', async () => {
  const { db, path } = await fileDb(fast);
  const lock = holdExclusiveLock(path);
  const refused = await db.run(sql`insert into t values (1)`).catch((error: unknown) => error);
  expect(databaseFault(refused)).toBe('busy');
  lock.release();

  await db.run(sql`insert into t values (2)`);
  const other = new Database(path);
  locks.push(other);
  // The refused statement left nothing open: the write is committed and the lock is free.
  expect(other.prepare('select x from t').all()).toEqual([{ x: 2 }]);
  other.exec('insert into t values (3)');
  expect(await db.all(sql`select x from t order by x`)).toEqual([{ x: 2 }, { x: 3 }]);
});
