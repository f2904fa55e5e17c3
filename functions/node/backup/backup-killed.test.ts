import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makeTestShop, pictureState, shopEnv } from '../../test/backup-shop';
import { databaseFilePath } from './backup-config';
import { sha256File } from './files';
import { listBackups } from './list-backups';
import { restoreBackup } from './restore-backup';
import { takeBackup, type BackupStep } from './take-backup';
import { BackupRefused } from './verify-backup';

/** Start a backup process, wait until it reaches `step`, and kill -9 it there. */
function killBackupAt(step: BackupStep, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/test/backup-child.ts'], {
    env: { ...process.env, ...env, BACKUP_STOP_AT: step },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`stopped at ${step}`)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`The backup was not killed: ${output}`)),
    );
  });
}

it(
  'leaves nothing a restore accepts when a backup is killed midway',
  { timeout: 90_000 },
  async () => {
    const shop = await makeTestShop(4);
    shop.close();
    const dbPath = databaseFilePath(shop.config.databaseUrl);
    const dbBefore = await sha256File(dbPath);
    const picturesBefore = await pictureState(shop.config.uploadsDir);
    // After the snapshot, halfway through the pictures, and with the manifest written but not renamed.
    // Each backup clears what an earlier killed one left, so each is looked at before the next.
    for (const step of ['check', 'pictures', 'finish'] satisfies BackupStep[]) {
      await killBackupAt(step, shopEnv(shop.config));
      const left = await readdir(shop.config.backupDir);
      expect(left, step).toHaveLength(1);
      expect(await listBackups(shop.config.backupDir), step).toEqual([]);
      const refused = await restoreBackup(shop.config, join(shop.config.backupDir, left[0]!)).catch(
        (error: unknown) => error,
      );
      expect(refused, step).toBeInstanceOf(BackupRefused);
      expect((refused as BackupRefused).problems[0], step).toMatch(/unfinished backup/);
    }
    expect(await sha256File(dbPath)).toBe(dbBefore);
    expect(await pictureState(shop.config.uploadsDir)).toEqual(picturesBefore);

    // The next backup clears what the killed ones left and finishes.
    const backup = await takeBackup(shop.config);
    expect(await readdir(shop.config.backupDir)).toEqual([backup.name]);
  },
);
