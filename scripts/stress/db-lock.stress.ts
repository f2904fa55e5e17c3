import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { inStockProducts, postJson, registerCustomer } from './customer';
import { stress } from './settings';
import { useFreshShop } from './shop-server';

// Issue #7: another process holds the database locked longer than the busy timeout. Writes answer
// 503 with Retry-After once the timeout has passed, the server stays up, and once the lock is
// gone it takes writes again by itself.
const shop = useFreshShop();

const inquiry = (message: string) =>
  postJson(`${shop().base}/api/inquiry/send-inquiry`, {
    name: 'Stress Tester',
    email: 'stress@example.in',
    phone: '9829012345',
    message,
  });

/** Start the lock holder and resolve once it holds the lock; `released` settles when it lets go. */
async function holdLock(seconds: number) {
  const holder = spawn(
    process.execPath,
    [resolve(import.meta.dirname, 'lock-holder.mjs'), shop().dbPath, String(seconds)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const released = new Promise<number | null>((done) => holder.once('exit', done));
  await new Promise<void>((locked, failed) => {
    holder.stdout.on('data', (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('locked')) locked();
    });
    void released.then(() => failed(new Error(`lock holder exited early: ${output}`)));
  });
  return { released };
}

it('answers writes 503 with Retry-After while another process holds the lock, then recovers', async () => {
  const customer = await registerCustomer(shop().base);
  const product = (await inStockProducts(shop().base))[0]!;
  const { released } = await holdLock(stress.lockSeconds);
  const lockedAt = performance.now();

  const refused = await inquiry('written while the database is locked');
  const waited = performance.now() - lockedAt;
  expect(refused.status).toBe(503);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await refused.json()) as { status: number; msg: string };
  expect(body).toEqual({ status: 0, msg: expect.any(String) });
  expect(body.msg).not.toMatch(/SQLITE|locked|database/i);
  // It waited for the busy timeout before giving up, rather than failing at once.
  expect(waited).toBeGreaterThan(stress.busyTimeoutMs - 500);
  // Reads go on under a write lock (WAL), and the server is still there.
  expect((await fetch(`${shop().base}/api/health`)).status).toBe(200);
  expect(shop().alive()).toBe(true);

  expect(await released, 'lock holder exit code').toBe(0);
  const recoveredAt = performance.now();
  const accepted = await inquiry('written after the lock was released');
  expect(accepted.status).toBe(201);
  const cart = await postJson(
    `${shop().base}/api/cart/add-to-db/${customer.id}`,
    { pId: product._id },
    customer.cookie,
  );
  expect(cart.status).toBe(200);
  console.log(
    `Lock ${stress.lockSeconds} s: a write answered ${refused.status} (Retry-After ${refused.headers.get('retry-after')}) after ${(waited / 1000).toFixed(1)} s; after release writes answered ${accepted.status}/${cart.status} within ${((performance.now() - recoveredAt) / 1000).toFixed(2)} s`,
  );
});
