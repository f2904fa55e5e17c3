// `npm run restore -- PATH`: restore a backup folder written by `npm run backup`, a backup
// downloaded from the Backups screen (.tar), or a "Download the shop's data" export (.ndjson, from
// the Worker too). Stop the shop first. The backup is verified whole before anything changes; what
// it replaces is kept.
import { parseEnv } from '../functions/env';
import { backupConfigFromEnv } from '../functions/node/backup/backup-config';
import { BackupFailed } from '../functions/node/backup/backup-error';
import { restoreBackup, RestoreRefused } from '../functions/node/backup/restore-backup';
import { restoreSource } from '../functions/node/backup/restore-source';
import { BackupRefused } from '../functions/node/backup/verify-backup';

const path = process.argv[2];
if (!path) {
  console.error('Usage: npm run restore -- data/backups/chandi-2026-11-27T030000Z');
  console.error('   or: npm run restore -- chandi-2026-11-27T030000Z.tar (a downloaded backup)');
  console.error('   or: npm run restore -- chandi-data-2026-11-27T101500Z.ndjson (an export)');
  process.exit(2);
}
const config = backupConfigFromEnv(parseEnv(process.env));
try {
  const source = await restoreSource(config, path);
  if (source.kind === 'export')
    console.log(
      `Read the export into a verified backup, ${source.folder} (with this machine's pictures).`,
    );
  const { manifest, keptAs, keptRaw } = await restoreBackup(config, source.folder).finally(
    source.cleanup,
  );
  const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
  console.log(`Restored the backup of ${manifest.createdAt} from ${path}:`);
  console.log(`  the database (${rows} rows, schema ${manifest.schema.migration ?? 'none'})`);
  console.log(`  and ${manifest.files.length - 1} pictures into ${config.uploadsDir}.`);
  if (keptAs && !keptRaw) console.log(`What it replaced is kept as the backup ${keptAs}.`);
  if (keptRaw)
    console.log(
      `The replaced database could not be backed up (damaged); its files are kept as they were in ${keptAs}.`,
    );
  console.log('Start the shop again (npm start); it applies any newer migrations.');
} catch (error) {
  if (error instanceof BackupFailed) {
    console.error(`Restore stopped: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof BackupRefused || error instanceof RestoreRefused) {
    console.error(error.message);
    if (error instanceof BackupRefused) console.error('Nothing was changed.');
    process.exit(1);
  }
  throw error;
}
