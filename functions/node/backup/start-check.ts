import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { shopTimeZone } from '../../../src/contract/shop-day';
import { databaseFilePath, type BackupConfig } from './backup-config';
import { listBackups } from './list-backups';
import { knownMigrations } from './schema-version';
import { checkLiveDatabase } from './sqlite-jobs';
import { verifyBackup } from './verify-backup';

/** Thrown at start when the database must not be opened; its message says what to do. */
export class UnsafeDatabase extends Error {}

/** What is wrong with the database file, or null when it may be opened and migrated. */
async function databaseProblem(file: string): Promise<string | null> {
  const facts = await checkLiveDatabase(file).catch((error: Error) => error);
  if (facts instanceof Error) return `cannot be read as a database (${facts.message})`;
  if (facts.quickCheck.join() !== 'ok')
    return `fails PRAGMA quick_check (${facts.quickCheck.slice(0, 3).join('; ')})`;
  const known = new Set(knownMigrations().map((entry) => entry.when));
  // drizzle applies only migrations newer than the last recorded one: against a newer schema it
  // would do nothing and this code would then write to tables it does not know.
  if (facts.migrations.some((when) => !known.has(when)))
    return 'comes from a newer version of the shop (a migration this code does not know is recorded as applied)';
  return null;
}

/** The newest backup in `backupDir` that passes every check a restore makes, with its path. */
export async function newestVerifiedBackup(backupDir: string) {
  for (const entry of await listBackups(backupDir)) {
    const path = join(backupDir, entry.name);
    const verified = await verifyBackup(path).then(
      () => true,
      () => false,
    );
    if (verified) return { path, createdAt: entry.manifest.createdAt };
  }
  return null;
}

const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: shopTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/**
 * Refuse to start on a database file that is not a database, fails `PRAGMA quick_check`, or comes
 * from a newer schema: opening and migrating it could make things worse. The error names the file,
 * the newest verified backup and the exact command that restores it. A missing file (first start),
 * `:memory:` and a remote database are left to `createDb`.
 */
export async function refuseUnsafeDatabase(config: BackupConfig): Promise<void> {
  const url = config.databaseUrl;
  if (!url.startsWith('file:') || url.includes(':memory:')) return;
  const file = databaseFilePath(url);
  if (!existsSync(file)) return;
  const problem = await databaseProblem(file);
  if (!problem) return;
  const backup = await newestVerifiedBackup(config.backupDir);
  const lines = [
    `The database file ${file} ${problem}.`,
    'The shop did not start, so nothing in it was changed.',
    ...(backup
      ? [
          `The newest verified backup is ${backup.path} (taken ${indiaTime(backup.createdAt)} India time).`,
          'To restore it (what it replaces is kept beside the backups), run:',
          `  npm run restore -- ${backup.path}`,
        ]
      : [
          `There is no verified backup in ${config.backupDir}.`,
          'Restore a copy of the database from elsewhere, or move the file aside to start an empty shop.',
        ]),
  ];
  throw new UnsafeDatabase(lines.join('\n'));
}
