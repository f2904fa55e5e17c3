// A backup onto a full disk or into a folder that cannot be written fails with a sentence that says
// so, leaves nothing that looks like a backup, and the risky change waiting on it is refused (503).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { signedInAdmin } from '../../test/admins';
import { makeTestShop, productRows, runScript, shopEnv } from '../../test/backup-shop';
import { jsonRequest } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { createBackupService } from './backup-service';
import { listBackups } from './list-backups';

// ENOSPC cannot be had on demand without a small volume: writes below a folder named `full-disk`
// fail as a full disk would, everything else is the real file system.
const full = vi.hoisted(() => ({ marker: '/full-disk/' }));
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof FsPromises>();
  const noSpace = (path: unknown) => {
    if (!String(path).includes(full.marker)) return null;
    return Object.assign(new Error(`ENOSPC: no space left on device, write '${String(path)}'`), {
      code: 'ENOSPC',
    });
  };
  return {
    ...fs,
    writeFile: (path: Parameters<typeof fs.writeFile>[0], ...rest: [never]) => {
      const error = noSpace(path);
      return error ? Promise.reject(error) : fs.writeFile(path, ...rest);
    },
  };
});

/** A folder nobody may write to: a read-only bind mount as root (who ignores modes), else 0555. */
function readOnlyFolder(path: string): () => void {
  mkdirSync(path, { recursive: true });
  if (process.getuid?.() !== 0) {
    chmodSync(path, 0o555);
    return () => chmodSync(path, 0o755);
  }
  execFileSync('mount', ['--bind', path, path]);
  execFileSync('mount', ['-o', 'remount,bind,ro', path]);
  return () => execFileSync('umount', [path]);
}

async function bulkDelete(backupDir: string) {
  const shop = await makeTestShop(2);
  const backups = createBackupService({ ...shop.config, backupDir });
  const app = createApp(await createTestDeps({ db: shop.db, backups }));
  const { cookie } = await signedInAdmin(app, shop.db, 'owner');
  const rows = await productRows(shop.db);
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const response = await app.request(
    '/api/admin/products/bulk',
    jsonRequest('POST', { action: 'delete', ids: rows.map((row) => row.id) }, cookie),
  );
  const logged = error.mock.calls.flat().join(' ');
  error.mockRestore();
  const after = await productRows(shop.db);
  shop.close();
  return { response, rows, after, backups, logged };
}

it('refuses a bulk delete with a 503 naming a read-only backup folder', async () => {
  const shop = await makeTestShop(0);
  const folder = join(shop.root, 'read-only');
  const release = readOnlyFolder(folder);
  try {
    const { response, rows, after, backups, logged } = await bulkDelete(join(folder, 'backups'));
    expect(response.status).toBe(503);
    expect(((await response.json()) as { msg: string }).msg).toBe(
      'The backup taken before this change failed (the backup folder is read-only or may not be written), so nothing was changed. Try again once that is fixed; the server’s log says more.',
    );
    expect(after).toEqual(rows);
    expect(logged).toMatch(/read-only\/backups cannot be written \((EROFS|EACCES)\)/);
    expect(backups.lastFailure()).toMatchObject({ reason: 'before bulk delete' });
  } finally {
    release();
    shop.close();
  }
});

it('says a full disk stopped the backup, keeps nothing of it, and refuses the change', async () => {
  const shop = await makeTestShop(0);
  const backupDir = join(shop.root, 'full-disk', 'backups');
  const { response, rows, after, logged } = await bulkDelete(backupDir);
  expect(response.status).toBe(503);
  expect(((await response.json()) as { msg: string }).msg).toMatch(
    /^The backup taken before this change failed \(the disk that holds the backups is full\), so nothing was changed/,
  );
  expect(after).toEqual(rows);
  expect(logged).toMatch(/full-disk\/backups is full \(ENOSPC\)\. Free some space/);
  expect(await listBackups(backupDir)).toEqual([]);
  shop.close();
});

it('npm run backup says why it failed when the folder cannot be written', async () => {
  const shop = await makeTestShop(1);
  shop.close();
  const folder = join(shop.root, 'read-only');
  const release = readOnlyFolder(folder);
  try {
    const run = await runScript('scripts/backup.ts', [], {
      ...shopEnv(shop.config),
      BACKUP_DIR: join(folder, 'backups'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /Backup failed: .*read-only\/backups cannot be written \((EROFS|EACCES)\)\. Make it writable/,
    );
  } finally {
    release();
  }
});
