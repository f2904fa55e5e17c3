import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../../db/schema';
import { createApp } from '../../app';
import type { BackupSummary } from '../../deps';
import { makeTestShop } from '../../test/backup-shop';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { signInStaff } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';
import { createBackupService } from '../../node/backup/backup-service';

it(
  'lets the owner take a backup and list them with the restore command; staff, customers and the Worker get none',
  { timeout: 60_000 },
  async () => {
    const shop = await makeTestShop(2);
    const deps = await createTestDeps();
    const withoutBackups = createApp(deps);
    const app = createApp({ ...deps, backups: createBackupService(shop.config) });
    const owner = await signInAdmin(app, deps.db);

    const taken = await app.request('/api/admin/backups', jsonRequest('POST', undefined, owner));
    expect(taken.status).toBe(200);
    const { backup } = (await taken.json()) as { backup: BackupSummary };
    expect(backup).toMatchObject({ reason: 'manual', pictures: 2, counts: { products: 2 } });
    expect(backup.size).toBeGreaterThan(0);
    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.entity, 'backup'));
    expect(audit).toMatchObject({ action: 'create', entityId: backup.name });

    const listed = await app.request('/api/admin/backups', jsonRequest('GET', undefined, owner));
    expect(await listed.json()).toMatchObject({
      available: true,
      backups: [
        { ...backup, restoreCommand: `npm run restore -- ${shop.config.backupDir}/${backup.name}` },
      ],
      lastFailure: null,
    });

    const staff = await signInStaff(app, deps.db);
    const customer = (await registerCustomer(app)).cookie;
    for (const [cookie, status] of [
      [staff, 403],
      [customer, 403],
      [undefined, 401],
    ] as const) {
      const response = await app.request(
        '/api/admin/backups',
        jsonRequest('POST', undefined, cookie),
      );
      expect(response.status).toBe(status);
    }
    // On the Worker the list says the database host keeps backups; there is none to take.
    const onWorker = await withoutBackups.request(
      '/api/admin/backups',
      jsonRequest('GET', undefined, owner),
    );
    expect(await onWorker.json()).toMatchObject({ available: false, backups: [] });
    const takeOnWorker = await withoutBackups.request(
      '/api/admin/backups',
      jsonRequest('POST', undefined, owner),
    );
    expect(takeOnWorker.status).toBe(404);
    shop.close();
  },
);

it('tells the owner when the last backup failed', async () => {
  const shop = await makeTestShop(0);
  const deps = await createTestDeps();
  const broken = { ...shop.config, databaseUrl: `file:${shop.root}/missing.db` };
  const app = createApp({ ...deps, backups: createBackupService(broken) });
  const owner = await signInAdmin(app, deps.db);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const failed = await app.request('/api/admin/backups', jsonRequest('POST', undefined, owner));
  expect(failed.status).toBe(503);
  const listed = await app.request('/api/admin/backups', jsonRequest('GET', undefined, owner));
  expect(await listed.json()).toMatchObject({
    backups: [],
    lastFailure: { reason: 'manual', at: expect.any(String), cause: expect.any(String) },
  });
  error.mockRestore();
  shop.close();
});
