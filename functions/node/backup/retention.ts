import type { BackupKeep } from './backup-config';

/** A backup as retention sees it. */
export interface DatedBackup {
  name: string;
  createdAt: Date;
}

/** India Standard Time, the shop's clock for "a day" (no daylight saving). */
export const indiaOffsetMinutes = 330;

const pad = (n: number) => String(n).padStart(2, '0');

function isoWeek(date: Date): string {
  // The ISO week's Thursday decides its year.
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${pad(week)}`;
}

/**
 * The names of the backups to keep: every backup of the last 24 hours before `now` (those taken
 * before a risky change stay for a day), and the newest backup of each of the last `daily` days
 * that have one, of the last `weekly` ISO weeks and of the last `monthly` months (days counted on
 * the shop's clock, `offsetMinutes` from UTC). A backup kept by any rule is kept; the newest always.
 */
export function backupsToKeep(
  backups: readonly DatedBackup[],
  keep: BackupKeep,
  now: Date,
  offsetMinutes = indiaOffsetMinutes,
): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const local = (backup: DatedBackup) =>
    new Date(backup.createdAt.getTime() + offsetMinutes * 60_000);
  const rules: [number, (date: Date) => string][] = [
    [keep.daily, (d) => d.toISOString().slice(0, 10)],
    [keep.weekly, isoWeek],
    [keep.monthly, (d) => d.toISOString().slice(0, 7)],
  ];
  const recent = newestFirst.filter(
    (backup, index) => index === 0 || now.getTime() - backup.createdAt.getTime() < 86_400_000,
  );
  const kept = new Set<string>(recent.map((backup) => backup.name));
  for (const [count, period] of rules) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(local(backup));
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  }
  return kept;
}
