// Off-machine copies against a real S3-compatible server on loopback (s3rver): a backup goes up
// verified, comes back down as a folder that passes every check, retention applies in the bucket,
// and a refused upload is recorded beside a local backup that stands.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestShop } from '../../test/backup-shop';
import { startS3, type TestS3 } from '../../test/s3-server';
import { createBackupService } from './backup-service';
import { listBackups } from './list-backups';
import { createS3Store, parseS3Url } from './s3-store';
import { verifyBackup } from './verify-backup';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3?.close());

it('copies each backup to the bucket, verified, and it comes back whole', async () => {
  const shop = await makeTestShop(2);
  const offsite = parseS3Url(s3.url);
  const backups = createBackupService({ ...shop.config, offsite });
  const { name } = await backups.take('manual');
  await backups.offsiteSettled();

  const [listed] = await backups.list();
  expect(listed!.offsite).toMatchObject({
    state: 'copied',
    target: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/backups\/shop$/),
  });
  expect(JSON.stringify(listed!.offsite)).not.toContain('S3RVER');

  // Download what the bucket holds into a new folder: the restore's own check accepts it.
  const store = createS3Store(offsite);
  const { objects } = await store.list(`${name}/`);
  expect(objects.map((object) => object.key).sort()).toEqual(
    [
      `${name}/manifest.json`,
      `${name}/shop.db`,
      ...(await picturesOf(shop.config.backupDir, name)),
    ].sort(),
  );
  const copy = join(shop.root, 'downloaded', name);
  for (const { key } of objects) {
    const file = join(copy, key.slice(name.length + 1));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, (await store.get(key))!);
  }
  const manifest = await verifyBackup(copy);
  expect(manifest.counts.products).toBe(2);
  expect(await readFile(join(copy, 'shop.db'))).toEqual(
    await readFile(join(shop.config.backupDir, name, 'shop.db')),
  );
  shop.close();
});

async function picturesOf(backupDir: string, name: string) {
  const [entry] = (await listBackups(backupDir)).filter((backup) => backup.name === name);
  return entry!.manifest.files
    .filter((file) => file.path !== 'shop.db')
    .map((file) => `${name}/${file.path}`);
}

it('applies the same retention in the bucket as on the machine', { timeout: 60_000 }, async () => {
  const shop = await makeTestShop(1);
  let clock = new Date('2026-11-01T00:00:00Z');
  const offsite = { ...parseS3Url(s3.url), prefix: 'retention' };
  const backups = createBackupService({
    ...shop.config,
    keep: { daily: 2, weekly: 0, monthly: 0 },
    offsite,
    now: () => clock,
  });
  for (let day = 0; day < 5; day++) {
    clock = new Date(Date.UTC(2026, 10, 1 + day, 0, 0, 0));
    await backups.take('scheduled');
    await backups.offsiteSettled();
  }
  const here = (await backups.list()).map((backup) => backup.name).sort();
  expect(here).toEqual(['chandi-2026-11-04T000000Z', 'chandi-2026-11-05T000000Z']);
  const { folders } = await createS3Store(offsite).list('chandi-', '/');
  expect(folders.map((folder) => folder.replace(/\/$/, '')).sort()).toEqual(here);
  shop.close();
});

it('records a refused copy and keeps the local backup', async () => {
  const shop = await makeTestShop(1);
  const backups = createBackupService({ ...shop.config, offsite: parseS3Url(s3.badUrl) });
  const error = console.error;
  const logged: unknown[] = [];
  console.error = (...args: unknown[]) => logged.push(args.join(' '));
  try {
    await backups.take('manual');
    await backups.offsiteSettled();
  } finally {
    console.error = error;
  }
  const [listed] = await backups.list();
  expect(listed!.offsite).toMatchObject({
    state: 'failed',
    error: expect.stringMatching(/403 InvalidAccessKeyId/),
  });
  expect(logged.join('\n')).toMatch(/copying chandi-.* off the machine failed/);
  await expect(verifyBackup(join(shop.config.backupDir, listed!.name))).resolves.toBeTruthy();
  shop.close();
});
