import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { createApp } from '../../app';
import type { BackupService } from '../../deps';
import { createBackupService } from '../../node/backup/backup-service';
import { listBackups } from '../../node/backup/list-backups';
import { signedInAdmin } from '../../test/admins';
import { makeTestShop } from '../../test/backup-shop';
import { jsonRequest } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';

type App = ReturnType<typeof createApp>;

async function importCsv(app: App, cookie: string, csv: string) {
  const send = (step: string, query = '') =>
    app.request(`/api/admin/products/import/${step}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie },
      body: csv,
    });
  const { fingerprint } = (await (await send('preview')).json()) as { fingerprint: string };
  return send('apply', `?fingerprint=${fingerprint}`);
}

it('backs up the database before a CSV import changes it', { timeout: 60_000 }, async () => {
  const shop = await makeTestShop(2);
  const deps = await createTestDeps({ db: shop.db, backups: createBackupService(shop.config) });
  const app = createApp(deps);
  const { cookie } = await signedInAdmin(app, shop.db, 'staff');
  const [first] = await shop.db.select().from(products).orderBy(asc(products.id));
  const csv = await (
    await app.request('/api/admin/products/export', { headers: { cookie } })
  ).text();

  const applied = await importCsv(app, cookie, csv.replace(first!.name, 'Renamed Ring'));
  expect(applied.status).toBe(200);

  const [backup, ...others] = await listBackups(shop.config.backupDir);
  expect(others).toEqual([]);
  expect(backup!.manifest.reason).toBe('before CSV import');
  // The snapshot holds the name from before the import; the live database the new one.
  const snapshot = createClient({ url: `file:${join(backup!.path, 'shop.db')}` });
  const before = await snapshot.execute({
    sql: 'SELECT name FROM products WHERE id = ?',
    args: [first!.id],
  });
  snapshot.close();
  expect(before.rows[0]?.name).toBe(first!.name);
  const [after] = await shop.db.select().from(products).orderBy(asc(products.id));
  expect(after!.name).toBe('Renamed Ring');
  shop.close();
});

it('refuses a CSV import or a bulk delete with a 503 when the backup before it fails', async () => {
  const failing: BackupService = {
    list: async () => [],
    take: () => Promise.reject(new Error('No space left on device')),
    lastFailure: () => null,
    restoreCommand: (name) => `npm run restore -- ${name}`,
    offsiteTarget: () => null,
    download: async () => null,
    readSnapshot: () => Promise.reject(new Error('not in this test')),
  };
  const shop = await makeTestShop(2);
  const deps = await createTestDeps({ db: shop.db, backups: failing });
  const app = createApp(deps);
  const { cookie } = await signedInAdmin(app, shop.db, 'owner');
  const rows = await shop.db.select().from(products).orderBy(asc(products.id));
  const csv = await (
    await app.request('/api/admin/products/export', { headers: { cookie } })
  ).text();

  const imported = await importCsv(app, cookie, csv.replace(rows[0]!.name, 'Renamed Ring'));
  const deleted = await app.request(
    '/api/admin/products/bulk',
    jsonRequest('POST', { action: 'delete', ids: rows.map((row) => row.id) }, cookie),
  );
  for (const response of [imported, deleted]) {
    expect(response.status).toBe(503);
    expect(((await response.json()) as { msg: string }).msg).toMatch(
      /backup taken before this change failed, so nothing was changed/,
    );
  }
  expect(await shop.db.select().from(products).orderBy(asc(products.id))).toEqual(rows);
  shop.close();
});
