// Downloading a backup from the Backups screen: the owner only, in the audit trail, as one tar
// file that `npm run restore -- FILE` checks and restores like the folder it came from.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, products } from '../../../db/schema';
import { createApp } from '../../app';
import { createBackupService } from '../../node/backup/backup-service';
import { signedInAdmin } from '../../test/admins';
import {
  collectGarbage,
  makeTestShop,
  pictureState,
  productRows,
  runScript,
  shopEnv,
} from '../../test/backup-shop';
import { jsonRequest } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';

it(
  'lets the owner download a backup that restore accepts, and records it',
  { timeout: 120_000 },
  async () => {
    const shop = await makeTestShop(2);
    const app = createApp(
      await createTestDeps({ db: shop.db, backups: createBackupService(shop.config) }),
    );
    const owner = await signedInAdmin(app, shop.db, 'owner');
    const staff = await signedInAdmin(app, shop.db, 'staff');
    const taken = await app.request(
      '/api/admin/backups',
      jsonRequest('POST', undefined, owner.cookie),
    );
    const { backup } = (await taken.json()) as { backup: { name: string } };
    const wanted = {
      rows: await productRows(shop.db),
      pictures: await pictureState(shop.config.uploadsDir),
    };

    const path = `/api/admin/backups/${backup.name}/download`;
    expect((await app.request(path, { headers: { cookie: staff.cookie } })).status).toBe(403);
    expect((await app.request(path)).status).toBe(401);
    for (const name of ['chandi-2020-01-01T000000Z', '..', '.partial-x'])
      expect(
        (
          await app.request(`/api/admin/backups/${name}/download`, {
            headers: { cookie: owner.cookie },
          })
        ).status,
      ).toBe(404);

    const response = await app.request(path, { headers: { cookie: owner.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${backup.name}.tar"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(Number(response.headers.get('content-length')));
    const audit = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'backup'), eq(auditLog.action, 'download')));
    expect(audit).toMatchObject([{ entityId: backup.name, actorId: owner.id }]);

    // Change the shop, then restore the downloaded file with the shop stopped.
    await shop.db.delete(products);
    await shop.putPicture('products/new/800.webp');
    shop.close();
    const file = join(shop.root, 'downloaded.tar');
    await writeFile(file, bytes);
    const restored = await runScript('scripts/restore.ts', [file], shopEnv(shop.config));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    collectGarbage();
    const { createDb } = await import('../../node/db');
    const db = await createDb(shop.config.databaseUrl);
    expect(await productRows(db)).toEqual(wanted.rows);
    expect(await pictureState(shop.config.uploadsDir)).toEqual(wanted.pictures);
    db.$client.close();

    // A damaged download is refused and changes nothing.
    const database = Buffer.from(bytes).indexOf('SQLite format 3');
    expect(database).toBeGreaterThan(0);
    bytes[database + 2000] = bytes[database + 2000]! ^ 0xff;
    const damaged = join(shop.root, 'damaged.tar');
    await writeFile(damaged, bytes);
    collectGarbage();
    const refused = await runScript('scripts/restore.ts', [damaged], shopEnv(shop.config));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/shop\.db does not match its SHA-256/);
  },
);
