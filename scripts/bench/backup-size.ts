// `npx tsx scripts/bench/backup-size.ts`: the time and size of a backup at the admin bench's scale
// (5,000 products, 20,000 customers, 50,000 inquiries, 20,000 audit entries, the demo pictures),
// with the shop's database on real files in a temporary folder: a first backup, a second one (the
// pictures hard-linked), verifying it, the owner's data export, and reading that export back into
// a verified backup as `npm run restore -- FILE` does, and the copy to S3 on loopback. Prints a markdown table for bench/results.md.
import { mkdtempSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { parseEnv } from '../../functions/env';
import { exportShopData } from '../../functions/features/backup/shop-export';
import { backupConfigFromEnv } from '../../functions/node/backup/backup-config';
import { createBackupService } from '../../functions/node/backup/backup-service';
import { backupFromExport } from '../../functions/node/backup/export-to-backup';
import { sendBackupOffsite } from '../../functions/node/backup/offsite-backup';
import { parseS3Url } from '../../functions/node/backup/s3-store';
import { takeBackup } from '../../functions/node/backup/take-backup';
import { verifyBackup } from '../../functions/node/backup/verify-backup';
import { createFileBlobStore } from '../../functions/node/blob-store';
import { prepareData } from '../../functions/node/prepare-data';
import { startS3 } from '../../functions/test/s3-server';
import { scale, seedAdminScale } from './admin-scale-data';

const root = mkdtempSync(join(tmpdir(), 'chandi-bench-backup-'));
const env = parseEnv({
  DATABASE_URL: `file:${join(root, 'shop.db')}`,
  UPLOADS_DIR: join(root, 'uploads'),
  BACKUP_DIR: join(root, 'backups'),
  ADMIN_PASSWORD: 'bench-owner-password',
});
const config = backupConfigFromEnv(env);
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const rows: string[] = [];
async function timed<T>(label: string, work: () => Promise<T>, size: (result: T) => number) {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  rows.push(`| ${label} | ${seconds.toFixed(2)} | ${mb(size(result))} |`);
  console.log(`${label}: ${seconds.toFixed(2)} s, ${mb(size(result))} MB`);
  return result;
}

const { db } = await prepareData(env, createFileBlobStore(env.UPLOADS_DIR));
const [owner] = await db.select().from(admins).where(eq(admins.role, 'owner'));
console.log('Seeding 5,000 products and 50,000 inquiries…');
await seedAdminScale(db, owner!.id);
await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
const live = statSync(join(root, 'shop.db')).size;

const first = await timed(
  'first backup (snapshot, check, pictures, verify)',
  () => takeBackup(config, { reason: 'bench' }),
  (b) => b.size,
);
const pictures = first.manifest.files.length - 1;
await timed(
  'second backup (pictures unchanged: hard links)',
  () => takeBackup({ ...config, now: () => new Date(Date.now() + 1000) }, { reason: 'bench' }),
  (b) => b.manifest.files[0]!.size,
);
const s3 = await startS3();
await timed(
  'copy to S3 on loopback (s3rver: upload, verify, prune)',
  async () => {
    const { record } = await sendBackupOffsite({ ...config, offsite: parseS3Url(s3.url) }, first);
    if (record.state !== 'copied') throw new Error(record.error);
    return first.size;
  },
  (bytes) => bytes,
);
await s3.close();
await timed(
  'verify a backup (as restore does first)',
  () => verifyBackup(first.path),
  () => first.size,
);
const exportFile = join(root, 'export.ndjson');
await timed(
  "the owner's data export (NDJSON, streamed)",
  async () => {
    const text = await new Response(
      exportShopData(() => createBackupService(config).readSnapshot(), new Date()),
    ).text();
    await writeFile(exportFile, text);
    return Buffer.byteLength(text);
  },
  (bytes) => bytes,
);
db.$client.close();
await timed(
  'export read back into a verified backup (restore -- FILE)',
  () => backupFromExport({ ...config, now: () => new Date(Date.now() + 2000) }, exportFile),
  (b) => b.manifest.files[0]!.size,
);

const rowsInAll = Object.values(first.manifest.counts).reduce((sum, count) => sum + count, 0);
console.log(
  [
    '',
    `Database ${mb(live)} MB live, ${scale.products.toLocaleString('en-IN')} products, ` +
      `${scale.inquiries.toLocaleString('en-IN')} inquiries, ${rowsInAll.toLocaleString('en-IN')} rows in all, ${pictures} pictures.`,
    '',
    '| step | s | MB |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
await rm(root, { recursive: true, force: true });
