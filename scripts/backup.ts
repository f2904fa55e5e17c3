// `npm run backup`: take a verified backup of the database and pictures into BACKUP_DIR, then apply
// retention. Safe while the shop is running: the database is copied with VACUUM INTO.
import { parseEnv } from '../functions/env';
import { backupConfigFromEnv } from '../functions/node/backup/backup-config';
import { sendBackupOffsite } from '../functions/node/backup/offsite-backup';
import { describeS3Target } from '../functions/node/backup/s3-store';
import { takeBackup } from '../functions/node/backup/take-backup';

const config = backupConfigFromEnv(parseEnv(process.env));
const started = performance.now();
try {
  const backup = await takeBackup(config, {
    onStep: (step) => {
      if (step === 'snapshot') console.log('Copying the database (VACUUM INTO)…');
      if (step === 'pictures') console.log('Copying the pictures…');
      if (step === 'verify') console.log('Re-reading every file against its checksum…');
    },
  });
  const { manifest } = backup;
  const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backed up to ${backup.path} in ${seconds} s`);
  console.log(
    `  ${rows} rows in ${Object.keys(manifest.counts).length} tables, ` +
      `${manifest.files.length - 1} pictures, ${(backup.size / 1_048_576).toFixed(1)} MB, ` +
      `schema ${manifest.schema.migration ?? 'none'}`,
  );
  if (backup.pruned.length > 0)
    console.log(`  Retention removed ${backup.pruned.length}: ${backup.pruned.join(', ')}`);
  if (config.offsite) {
    console.log(`Copying it to ${describeS3Target(config.offsite)}…`);
    const { record, pruned } = await sendBackupOffsite(
      { ...config, offsite: config.offsite },
      backup,
    );
    if (record.state === 'failed') {
      console.error(`The off-machine copy failed: ${record.error}`);
      console.error('The backup on this machine is whole; the next backup tries the copy again.');
      process.exit(1);
    }
    console.log('  Copied and verified (SHA-256 signed, ETag checked, listing compared).');
    if (pruned.length > 0)
      console.log(`  Retention removed ${pruned.length} there: ${pruned.join(', ')}`);
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Nothing was kept from this attempt; earlier backups are untouched.');
  process.exit(1);
}
