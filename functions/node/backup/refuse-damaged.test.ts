import { cp, open, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makeTestShop, pictureState, runScript, shopEnv } from '../../test/backup-shop';
import { databaseFilePath } from './backup-config';
import { sha256File } from './files';
import { listBackups } from './list-backups';
import { parseManifest } from './manifest';
import { restoreBackup } from './restore-backup';
import { takeBackup } from './take-backup';
import { BackupRefused } from './verify-backup';

/** Copy a backup, damage its database, and (when `hideIt`) make the manifest agree with the damage. */
async function damagedCopy(
  source: string,
  target: string,
  damage: (file: string) => Promise<void>,
  hideIt = false,
) {
  await cp(source, target, { recursive: true });
  const file = join(target, 'shop.db');
  await damage(file);
  if (!hideIt) return;
  const manifestPath = join(target, 'manifest.json');
  const manifest = parseManifest(await readFile(manifestPath, 'utf8'));
  const entry = manifest.files.find((f) => f.path === 'shop.db')!;
  entry.sha256 = await sha256File(file);
  entry.size = (await readFile(file)).byteLength;
  await writeFile(manifestPath, JSON.stringify(manifest));
}

const flipByte = (offset: number) => async (file: string) => {
  const handle = await open(file, 'r+');
  const byte = Buffer.alloc(1);
  await handle.read(byte, 0, 1, offset);
  await handle.write(Buffer.from([byte[0]! ^ 0xff]), 0, 1, offset);
  await handle.close();
};
const halve = async (file: string) => truncate(file, (await readFile(file)).byteLength / 2);

it(
  'refuses a corrupt or truncated backup, names the problem and changes nothing',
  { timeout: 60_000 },
  async () => {
    const shop = await makeTestShop(2);
    const backup = await takeBackup(shop.config);
    shop.close();
    const dir = shop.config.backupDir;
    // Page 2's b-tree header: damage the integrity check finds even when the checksum is made to agree.
    const cases = {
      flipped: {
        damage: flipByte(4096),
        hideIt: false,
        problem: /shop\.db does not match its SHA-256/,
      },
      truncated: {
        damage: halve,
        hideIt: false,
        problem: /shop\.db has \d+ bytes, the manifest says/,
      },
      'flipped, checksum rewritten': {
        damage: flipByte(4096),
        hideIt: true,
        problem: /integrity_check|cannot be read/,
      },
      'truncated, checksum rewritten': {
        damage: halve,
        hideIt: true,
        problem: /integrity_check|cannot be read/,
      },
    };
    const dbPath = databaseFilePath(shop.config.databaseUrl);
    const dbBefore = await sha256File(dbPath);
    const picturesBefore = await pictureState(shop.config.uploadsDir);
    for (const [name, { damage, hideIt, problem }] of Object.entries(cases)) {
      const copy = join(shop.root, name.replaceAll(/\W+/g, '-'));
      await damagedCopy(backup.path, copy, damage, hideIt);
      const refused = await restoreBackup(shop.config, copy).catch((error: unknown) => error);
      expect(refused, name).toBeInstanceOf(BackupRefused);
      expect((refused as BackupRefused).problems.join('\n'), name).toMatch(problem);
    }
    // A picture changed in a backup is caught by its checksum too.
    const pictureCopy = join(shop.root, 'picture');
    await cp(backup.path, pictureCopy, { recursive: true });
    const picture = backup.manifest.files.find((file) => file.path.startsWith('pictures/'))!;
    await flipByte(10)(join(pictureCopy, picture.path));
    await expect(restoreBackup(shop.config, pictureCopy)).rejects.toThrow(/does not match/);

    // The command says so and exits with an error.
    const cli = await runScript(
      'scripts/restore.ts',
      [join(shop.root, 'flipped')],
      shopEnv(shop.config),
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(/Refused .*flipped:\n {2}- shop\.db does not match its SHA-256/);
    expect(cli.stderr).toContain('Nothing was changed.');

    expect(await sha256File(dbPath)).toBe(dbBefore);
    expect(await pictureState(shop.config.uploadsDir)).toEqual(picturesBefore);
    expect((await listBackups(dir)).map((entry) => entry.name)).toEqual([backup.name]);
  },
);
