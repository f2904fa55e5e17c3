import { inArray } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { makeTestShop } from '../../test/backup-shop';
import { addProduct } from '../../test/fixtures';
import { inspectDatabase, snapshotDatabase } from './sqlite-jobs';
import { takeBackup, type BackupStep } from './take-backup';
import { verifyBackup } from './verify-backup';

it('takes a consistent backup while 50 writes a second go on, and loses none of them', async () => {
  const shop = await makeTestShop(1);
  // About 20 MB of rows, so the snapshot and its check take long enough for writes to land meanwhile.
  await shop.db.$client.execute('CREATE TABLE ballast (body TEXT NOT NULL)');
  await shop.db.$client.execute(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
     INSERT INTO ballast SELECT hex(randomblob(2000)) FROM n`,
  );
  const before = await shop.db.$count(products);

  // Another client in this process writes every 20 ms for as long as the backup takes.
  const acknowledged: string[] = [];
  const stepAt = new Map<BackupStep, number>();
  const writer = setInterval(() => {
    void addProduct(shop.db, shop.categoryId).then((row) => acknowledged.push(row.id));
  }, 20);
  const backup = await takeBackup(shop.config, {
    onStep: (step) => void stepAt.set(step, acknowledged.length),
  });
  const duringSnapshot = (stepAt.get('pictures') ?? 0) - (stepAt.get('snapshot') ?? 0);
  clearInterval(writer);
  await new Promise((resolve) => setTimeout(resolve, 100));

  // The snapshot ran off the event loop: writes were acknowledged while it was taken and checked.
  expect(duringSnapshot).toBeGreaterThan(0);
  // Consistent: it passes the same checks a restore makes (integrity, rows equal to its manifest).
  await verifyBackup(backup.path);
  const backedUp = backup.manifest.counts.products!;
  expect(backedUp).toBeGreaterThanOrEqual(before);
  expect(backedUp).toBeLessThanOrEqual(before + acknowledged.length);
  // And every acknowledged write is in the live database.
  const live = await shop.db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, acknowledged));
  expect(live).toHaveLength(acknowledged.length);
  shop.close();
  await rm(shop.root, { recursive: true, force: true });
});

it('copies and checks the database off the event loop', async () => {
  const shop = await makeTestShop(1);
  const snapshot = join(shop.root, 'snapshot.db');
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 1);
  await snapshotDatabase(shop.config.databaseUrl, snapshot);
  const afterSnapshot = ticks;
  await inspectDatabase(snapshot);
  clearInterval(timer);
  // SQLite on this thread would finish before any timer could fire.
  expect(afterSnapshot).toBeGreaterThan(0);
  expect(ticks).toBeGreaterThan(afterSnapshot);
  shop.close();
});
