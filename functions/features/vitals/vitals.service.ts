import { gte, lt, sql } from 'drizzle-orm';
import { vitalsDaily, vitalsReports } from '../../../db/schema';
import { shopDay } from '../../../src/contract/shop-day';
import {
  vitalNames,
  vitalPageTypes,
  vitalRating,
  type VitalName,
  type VitalPageType,
  type VitalRating,
} from '../../../src/contract/vitals';
import type { Db } from '../../lib/db';
import { bucketOf, percentile75 } from './vitals-histogram';
import type { Beacon } from './vitals.schemas';

const dayMs = 24 * 60 * 60 * 1000;
/** Raw reports are kept this long: enough to look into a bad day, no more. */
export const rawReportsKeptMs = 3 * dayMs;
/** The owner's windows, in shop days ending today. */
export const vitalWindows = [7, 28] as const;
/** Roll-ups are kept a little past the longest window. */
export const dailyKeptDays = 35;

/** The first shop day of a window of `days` days ending on the day of `now`. */
const firstDay = (now: number, days: number) => shopDay(now - (days - 1) * dayMs);

/**
 * Store one beacon: its raw reports, a count in each metric's bucket of today's roll-up, and the
 * pruning of raw reports and roll-ups past their time, in one batch (so the tables stay bounded
 * with no scheduled job).
 */
export async function recordBeacon(db: Db, beacon: Beacon, now: number): Promise<void> {
  const day = shopDay(now);
  await db.batch([
    db.insert(vitalsReports).values(
      beacon.metrics.map((metric) => ({
        at: now,
        pageType: beacon.page,
        metric: metric.name,
        value: metric.value,
        effectiveType: beacon.connection ?? null,
      })),
    ),
    db
      .insert(vitalsDaily)
      .values(
        beacon.metrics.map((metric) => ({
          day,
          pageType: beacon.page,
          metric: metric.name,
          bucket: bucketOf(metric.name, metric.value),
          count: 1,
        })),
      )
      .onConflictDoUpdate({
        target: [vitalsDaily.day, vitalsDaily.pageType, vitalsDaily.metric, vitalsDaily.bucket],
        set: { count: sql`${vitalsDaily.count} + excluded.count` },
      }),
    db.delete(vitalsReports).where(lt(vitalsReports.at, now - rawReportsKeptMs)),
    db.delete(vitalsDaily).where(lt(vitalsDaily.day, firstDay(now, dailyKeptDays))),
  ]);
}

/** One cell of the owner's Speed card: a metric's 75th percentile on one kind of page. */
export interface VitalCell {
  page: VitalPageType;
  name: VitalName;
  p75: number;
  samples: number;
  rating: VitalRating;
}

/** Every metric and page type with reports in the last `days` shop days, in the contract's order. */
async function windowCells(db: Db, now: number, days: number): Promise<VitalCell[]> {
  const rows = await db
    .select({
      page: vitalsDaily.pageType,
      name: vitalsDaily.metric,
      bucket: vitalsDaily.bucket,
      count: sql<number>`sum(${vitalsDaily.count})`,
    })
    .from(vitalsDaily)
    .where(gte(vitalsDaily.day, firstDay(now, days)))
    .groupBy(vitalsDaily.pageType, vitalsDaily.metric, vitalsDaily.bucket);
  const cells: VitalCell[] = [];
  for (const page of vitalPageTypes) {
    for (const name of vitalNames) {
      const counts = new Map<number, number>();
      for (const row of rows)
        if (row.page === page && row.name === name) counts.set(row.bucket, Number(row.count));
      const p75 = percentile75(name, counts);
      if (p75 === null) continue;
      const samples = [...counts.values()].reduce((sum, count) => sum + count, 0);
      cells.push({ page, name, p75, samples, rating: vitalRating(name, p75) });
    }
  }
  return cells;
}

/** The Speed card's figures: for the last 7 and 28 shop days, the p75 of each metric per page type. */
export async function vitalsSummary(db: Db, now: number) {
  return Promise.all(
    vitalWindows.map(async (days) => ({ days, cells: await windowCells(db, now, days) })),
  );
}
