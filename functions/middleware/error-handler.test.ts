import { createClient } from '@libsql/client';
import { Hono } from 'hono';
// Node-only helpers in a test: the handler under test uses Web APIs only.
import { closeSync, mkdtempSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../lib/db';
import { HttpError } from '../lib/errors';
import { createDb, migrateDb } from '../node/db';
import { createTestDeps } from '../test/memory-deps';
import { errorHandler } from './error-handler';

const inquiry = {
  name: 'Meera Shah',
  email: 'meera@example.in',
  phone: '9829012345',
  message: 'Is the jhumka available?',
};
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/**
 * A migrated database file opened as the Node server opens it (WAL, calls refused by a lock retried
 * on timers, the connection replaced after a refusal), with a 100 ms retry budget so a lock fails fast.
 */
async function fileDb(): Promise<{ db: Db; path: string }> {
  const path = join(mkdtempSync(join(tmpdir(), 'chandi-faults-')), 'shop.db');
  const db = await createDb(`file:${path}`, undefined, { budgetMs: 100 });
  closers.push(() => db.$client.close());
  await migrateDb(db);
  return { db, path };
}

describe('the error handler', () => {
  it('answers a write 503 with Retry-After while another connection holds the lock, then recovers', async () => {
    const { db, path } = await fileDb();
    const app = createApp(await createTestDeps({ db }));
    const holder = createClient({ url: `file:${path}` });
    closers.push(() => holder.close());
    const lock = await holder.transaction('write');

    const refused = await app.request('/api/inquiry/send-inquiry', post(inquiry));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    const body = await refused.json();
    expect(body).toEqual({ status: 0, msg: 'The shop is busy, please try again in a moment' });
    // Reads still work under a write lock in WAL mode.
    expect((await app.request('/api/health')).status).toBe(200);

    await lock.rollback();
    expect((await app.request('/api/inquiry/send-inquiry', post(inquiry))).status).toBe(201);
  });

  it('answers 503 on the API and still serves pages when the database file is garbage', async () => {
    const { db, path } = await fileDb();
    const app = createApp(await createTestDeps({ db }));
    expect((await app.request('/api/category/')).status).toBe(200);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) {
      const junk = Buffer.alloc(Math.max(statSync(file).size, 4096), 0x5a);
      const fd = openSync(file, 'r+');
      writeSync(fd, junk, 0, junk.length, 0);
      closeSync(fd);
    }
    for (const [path, init] of [
      ['/api/category/', undefined],
      ['/api/product/', undefined],
      ['/api/inquiry/send-inquiry', post(inquiry)],
    ] as const) {
      const response = await app.request(path, init);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('30');
      expect(await response.json(), path).toEqual({
        status: 0,
        msg: 'The shop is temporarily unavailable, please try again later',
      });
    }
    expect((await app.request('/api/health')).status).toBe(503);
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Home');
  });

  it('keeps other errors a 500 without details, and HttpErrors as they are', async () => {
    const app = new Hono()
      .get('/bug', () => {
        throw new TypeError('secret internals at /srv/app.ts:12');
      })
      .get('/teapot', () => {
        throw new HttpError(409, 'Already there', undefined, { 'X-Why': 'test' });
      });
    app.onError(errorHandler);
    const bug = await app.request('/bug');
    expect(bug.status).toBe(500);
    expect(await bug.text()).not.toContain('secret');
    const conflict = await app.request('/teapot');
    expect(conflict.status).toBe(409);
    expect(conflict.headers.get('x-why')).toBe('test');
    expect(await conflict.json()).toEqual({ status: 0, msg: 'Already there' });
  });
});
