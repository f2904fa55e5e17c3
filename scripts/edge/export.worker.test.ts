// "Download the shop's data" from the Worker in workerd (wrangler's test harness, the real
// wrangler.toml, the database over the local libSQL HTTP endpoint): the owner's export, restored
// on Node by `npm run restore -- FILE` in a real process, gives back every row of the shop.
import { mkdtempSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAdminIfMissing } from '../../functions/features/admin/admin.service';
import { databaseFilePath } from '../../functions/node/backup/backup-config';
import { createDb, migrateDb } from '../../functions/node/db';
import {
  collectGarbage,
  makeTestShop,
  runScript,
  shopEnv,
  shopTables,
} from '../../functions/test/backup-shop';
import { addCategory, addProduct } from '../../functions/test/fixtures';
import { addInquiry } from '../../functions/test/inquiries';
import { startWorker, type EdgeWorker } from './start-worker';

const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-export-'));
const databaseUrl = `file:${join(folder, 'shop.db')}`;
const owner = { email: 'owner@chandi.example', password: 'edge-owner-password' };
const siteUrl = 'http://localhost:4321';
let worker: EdgeWorker;

beforeAll(async () => {
  const db = await createDb(databaseUrl);
  await migrateDb(db);
  await createAdminIfMissing(db, { name: 'Shop Owner', ...owner });
  const category = await addCategory(db);
  for (let n = 0; n < 3; n++) await addProduct(db, category.id);
  for (let n = 0; n < 4; n++)
    await addInquiry(db, { fullname: `Edge Buyer ${n}` }, [{ code: `CH-${n}` }]);
  db.$client.close();
  // The API needs no pages: a site of the few files the Worker reads itself.
  const siteDir = join(folder, 'site');
  await mkdir(join(siteDir, 'config'), { recursive: true });
  await writeFile(join(siteDir, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(siteDir, '404.html'), '<h1>Page Not Found</h1>');
  await writeFile(
    join(siteDir, 'config/maintenance-status.json'),
    '{ "maintenance": false, "message": "", "contact": "" }',
  );
  worker = await startWorker({ folder, siteDir, databaseUrl, vars: { SITE_URL: siteUrl } });
}, 120_000);

afterAll(() => worker?.close());

async function registerOnTheWorker(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`;
  const response = await worker.call('/api/user/register-user', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteUrl },
    body: JSON.stringify({
      name,
      email,
      password: 'silver-925-pass',
      confirmPassword: 'silver-925-pass',
      acceptTerms: true,
    }),
  });
  expect(response.status).toBe(201);
  const { user } = (await response.json()) as { user: { _id: string } };
  return { id: user._id, email, cookie: response.headers.get('set-cookie')!.split(';')[0]! };
}

it("gives a customer their own data from the Worker, and nobody else's", async () => {
  const asha = await registerOnTheWorker('Asha Verma');
  const ravi = await registerOnTheWorker('Ravi Menon');
  const db = await createDb(databaseUrl);
  await addInquiry(db, { userId: asha.id, fullname: 'Asha Verma', message: 'Asha asks' });
  await addInquiry(db, { userId: ravi.id, fullname: 'Ravi Menon', message: 'Ravi asks' });
  db.$client.close();
  const response = await worker.call('/api/user/my-data', { headers: { cookie: asha.cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    /attachment; filename="chandi-my-data-/,
  );
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({
    account: { name: 'Asha Verma', email: asha.email },
    cart: [],
    wishlist: [],
    inquiries: [{ message: 'Asha asks', messages: [] }],
  });
  expect(text).not.toContain('Ravi');
  expect((await worker.call('/api/user/my-data')).status).toBe(401);
});

it(
  "exports the shop's data from the Worker that Node's restore takes whole",
  { timeout: 120_000 },
  async () => {
    const login = await worker.call('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl },
      body: JSON.stringify(owner),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const list = await worker.call('/api/admin/backups', { headers: { cookie } });
    expect(await list.json()).toMatchObject({ available: false });

    const response = await worker.call('/api/admin/backups/export', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const file = join(folder, 'from-the-edge.ndjson');
    await writeFile(file, await response.text());
    await worker.close();
    collectGarbage();
    const expected = await shopTables(databaseFilePath(databaseUrl));
    expect(expected.inquiries).toHaveLength(6);
    expect(expected.products).toHaveLength(3);

    const machine = await makeTestShop(1);
    machine.close();
    const restored = await runScript('scripts/restore.ts', [file], shopEnv(machine.config));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    collectGarbage();
    const onNode = await shopTables(databaseFilePath(machine.config.databaseUrl));
    // Every row, the export's own entry in the audit trail included (written before the read).
    expect(onNode).toEqual(expected);
    expect(onNode.audit_log).toEqual([expect.objectContaining({ action: 'export' })]);
  },
);
