// A backup process for tests that kill it midway: like `npm run backup`, but it stops at the step
// named by BACKUP_STOP_AT (or at the second picture for `pictures`), prints `stopped at <step>`
// and waits there to be killed.
import { parseEnv } from '../env';
import { backupConfigFromEnv } from '../node/backup/backup-config';
import { takeBackup } from '../node/backup/take-backup';

const stopAt = process.env.BACKUP_STOP_AT;
const stop = async (step: string) => {
  console.log(`stopped at ${step}`);
  await new Promise(() => {});
};
await takeBackup(backupConfigFromEnv(parseEnv(process.env)), {
  onStep: (step) => (step === stopAt && step !== 'pictures' ? stop(step) : undefined),
  onPicture: (done) => (stopAt === 'pictures' && done === 2 ? stop('pictures') : undefined),
});
console.log('finished');
