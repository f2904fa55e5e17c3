import type { BackupService } from '../../deps';

/** A time of day on India's clock (BACKUP_AT). */
export interface ClockTime {
  hour: number;
  minute: number;
}

// India keeps one offset all year (no summer time), so plain arithmetic is exact.
const indiaOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 86_400_000;

/** The first moment after `now` at which India's clock shows `at`. */
export function nextRunAfter(now: Date, at: ClockTime): Date {
  const india = new Date(now.getTime() + indiaOffsetMs);
  const todayAt =
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), at.hour, at.minute) -
    indiaOffsetMs;
  return new Date(todayAt > now.getTime() ? todayAt : todayAt + dayMs);
}

/**
 * Take a backup (reason `scheduled`) every day at `at`, India time, until the returned function is
 * called. A failure is logged and remembered by the service (the dashboard shows it); the next day's
 * run is planned either way. The timer does not keep the process alive.
 */
export function scheduleDailyBackups(
  backups: BackupService,
  at: ClockTime,
  now: () => Date = () => new Date(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const plan = () => {
    const current = now();
    timer = setTimeout(run, nextRunAfter(current, at).getTime() - current.getTime());
    timer.unref();
  };
  const run = () => {
    backups.take('scheduled').then(
      (backup) => console.log(`Backup: the daily backup is ${backup.name}.`),
      (error: unknown) =>
        console.error(
          'Backup: the daily backup failed:',
          error instanceof Error ? error.message : error,
        ),
    );
    plan();
  };
  plan();
  return () => clearTimeout(timer);
}
