import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { products } from '../../../db/schema';
import {
  collectGarbage,
  makeTestShop,
  pictureState,
  productRows,
  runScript,
  shopEnv,
} from '../../test/backup-shop';
import { addProduct } from '../../test/fixtures';
import { createDb } from '../db';
import { databaseFilePath } from './backup-config';
import { sha256File } from './files';
import { listBackups } from './list-backups';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';
import { verifyBackup } from './verify-backup';

it(
  'restores the database and pictures exactly as backed up, keeping what it replaced',
  { timeout: 60_000 },
  async () => {
    const shop = await makeTestShop(3);
    const rowsThen = await productRows(shop.db);
    const picturesThen = await pictureState(shop.config.uploadsDir);
    const backup = await takeBackup(shop.config);
    expect(backup.manifest.counts.products).toBe(3);
    expect(backup.manifest.schema.migration).toMatch(/^\d{4}_/);
    expect(backup.manifest.files.map((file) => file.path)).toHaveLength(4);

    // The shop moves on: a product added, one deleted, one renamed, pictures changed and removed.
    const [first, second] = rowsThen;
    await addProduct(shop.db, shop.categoryId);
    await shop.db.delete(products).where(eq(products.id, first!.id));
    await shop.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, second!.id));
    await writeFile(join(shop.config.uploadsDir, `products/${second!.id}/800.webp`), 'changed');
    await rm(join(shop.config.uploadsDir, `products/${first!.id}`), { recursive: true });
    await shop.putPicture('products/new/800.webp');
    const rowsChanged = await productRows(shop.db);
    shop.close();

    const restore = await runScript('scripts/restore.ts', [backup.path], shopEnv(shop.config));
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored the backup of ${backup.manifest.createdAt}`);

    const db = await createDb(shop.config.databaseUrl);
    expect(await productRows(db)).toEqual(rowsThen);
    expect(await pictureState(shop.config.uploadsDir)).toEqual(picturesThen);
    db.$client.close();
    collectGarbage();

    // What the restore replaced is one more verified backup, kept by name in its message.
    const kept = (await listBackups(shop.config.backupDir)).find(
      (entry) => entry.manifest.reason === 'before-restore',
    );
    expect(kept).toBeDefined();
    expect(restore.stdout).toContain(kept!.path);
    await verifyBackup(kept!.path);
    expect(kept!.manifest.counts.products).toBe(rowsChanged.length);
    expect(existsSync(join(kept!.path, 'pictures/products/new/800.webp'))).toBe(true);
  },
);

it(
  'refuses to restore while another process has the database open',
  { timeout: 60_000 },
  async () => {
    const shop = await makeTestShop(1);
    const backup = await takeBackup(shop.config);
    shop.close();
    // A stand-in for the running shop: another process with the database open in WAL mode.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client';
       const client = createClient({ url: ${JSON.stringify(shop.config.databaseUrl)} });
       await client.execute('SELECT count(*) FROM products');
       console.log('open');
       setInterval(() => {}, 1000);`,
      ],
      { cwd: process.cwd() },
    );
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    const dbBefore = await sha256File(databaseFilePath(shop.config.databaseUrl));
    try {
      await expect(restoreBackup(shop.config, backup.path)).rejects.toThrow(
        /is open in another process \(is the shop running\?\)\. Stop the server first/,
      );
    } finally {
      holder.kill('SIGKILL');
    }
    expect(await sha256File(databaseFilePath(shop.config.databaseUrl))).toBe(dbBefore);
    expect((await listBackups(shop.config.backupDir)).map((entry) => entry.name)).toEqual([
      backup.name,
    ]);
  },
);
