// "Download the shop's data" on Node: the owner's export, restored by `npm run restore -- FILE` in
// a real process into another shop, gives back every row (and the search index its triggers build);
// a download cut short is refused and changes nothing; only the owner may export.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { createApp } from '../../app';
import { databaseFilePath } from '../../node/backup/backup-config';
import { createBackupService } from '../../node/backup/backup-service';
import {
  collectGarbage,
  makeTestShop,
  runScript,
  shopEnv,
  shopTables,
} from '../../test/backup-shop';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addInquiry, signInStaff } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';

it(
  'exports every table that `npm run restore` puts back in another shop',
  { timeout: 120_000 },
  async () => {
    const source = await makeTestShop(3);
    const backups = createBackupService(source.config);
    const app = createApp(await createTestDeps({ db: source.db, backups }));
    const owner = await signInAdmin(app, source.db);
    await registerCustomer(app, 'Asha Verma');
    for (let n = 0; n < 3; n++)
      await addInquiry(source.db, { fullname: `Buyer ${n}` }, [
        { code: `CH-${n}` },
        { code: 'CH-9' },
      ]);

    const response = await app.request('/api/admin/backups/export', { headers: { cookie: owner } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="chandi-data-.*\.ndjson"/,
    );
    const text = await response.text();
    const [audit] = await source.db.select().from(auditLog).where(eq(auditLog.action, 'export'));
    expect(audit).toMatchObject({ entity: 'backup' });
    const file = join(source.root, 'export.ndjson');
    await writeFile(file, text);
    source.close();
    const expected = await shopTables(databaseFilePath(source.config.databaseUrl));
    expect(expected.inquiries).toHaveLength(3);
    expect(expected.inquiry_search).toHaveLength(3);

    // A download cut short (no end line) is refused, and the other shop is left as it was.
    const target = await makeTestShop(1);
    target.close();
    const targetDb = databaseFilePath(target.config.databaseUrl);
    const before = await shopTables(targetDb);
    const cut = join(source.root, 'cut.ndjson');
    await writeFile(cut, text.split('\n').slice(0, -3).join('\n') + '\n');
    const refused = await runScript('scripts/restore.ts', [cut], shopEnv(target.config));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/incomplete \(no end line/);
    collectGarbage();
    expect(await shopTables(targetDb)).toEqual(before);
    collectGarbage();

    const restored = await runScript('scripts/restore.ts', [file], shopEnv(target.config));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Read the export into a verified backup/);
    collectGarbage();
    expect(await shopTables(targetDb)).toEqual(expected);
  },
);

it('lets only the owner export', async () => {
  const deps = await createTestDeps();
  const app = createApp(deps);
  const staff = await signInStaff(app, deps.db);
  const customer = (await registerCustomer(app)).cookie;
  for (const [cookie, status] of [
    [staff, 403],
    [customer, 403],
    [undefined, 401],
  ] as const) {
    const response = await app.request(
      '/api/admin/backups/export',
      jsonRequest('GET', undefined, cookie),
    );
    expect(response.status).toBe(status);
  }
});

it('keeps the shop working during a download on Node, and exports one moment', async () => {
  const shop = await makeTestShop(2);
  const app = createApp(
    await createTestDeps({ db: shop.db, backups: createBackupService(shop.config) }),
  );
  const owner = await signInAdmin(app, shop.db);
  const before = await registerCustomer(app, 'Asha Verma');
  const response = await app.request('/api/admin/backups/export', { headers: { cookie: owner } });
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [(await reader.read()).value!];
  // The app's one connection is free while the export's snapshot is open: a customer registers.
  const during = await registerCustomer(app, 'Late Registrant');
  for (let next = await reader.read(); !next.done; next = await reader.read())
    chunks.push(next.value);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text).toContain(before.email);
  expect(text).not.toContain(during.email);
  expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\{"end":true/);
  shop.close();
});
