import { vitalMaximum, type VitalName } from '../../../src/contract/vitals';

// Upper edges of each metric's buckets. Every Core Web Vitals threshold is an edge, so a 75th
// percentile read inside a bucket is always on the same side of the thresholds as the reports in
// it: the colour the owner sees is exact, whatever the bucket's width.
const timing = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2200, 2500, 2800,
  3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000,
];
export const bucketEdges: Record<VitalName, readonly number[]> = {
  LCP: timing,
  FCP: timing,
  TTFB: timing,
  INP: [
    16, 24, 32, 40, 50, 64, 80, 100, 125, 150, 175, 200, 250, 300, 400, 500, 600, 800, 1000, 1500,
    2000, 3000, 5000, 10_000, 20_000,
  ],
  // CLS is 0 on most pages: a bucket of its own keeps the percentile at 0 there.
  CLS: [0, 0.01, 0.02, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10],
};

/**
 * The bucket a value falls in: bucket `i` holds values over edge `i − 1` (or from 0) up to and
 * including edge `i`; the last bucket, one past the edges, holds the rest up to the maximum.
 */
export function bucketOf(name: VitalName, value: number): number {
  const edges = bucketEdges[name];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** The range a bucket covers: `(lower, upper]`. */
function bucketRange(name: VitalName, bucket: number): [number, number] {
  const edges = bucketEdges[name];
  return [bucket === 0 ? 0 : edges[bucket - 1]!, edges[bucket] ?? vitalMaximum[name]];
}

/** Rounded up, so a value just past a threshold is never shown on it: whole ms, or 3 places for CLS. */
const roundUp = (name: VitalName, value: number) =>
  Math.max(0, name === 'CLS' ? Math.ceil(value * 1000 - 1e-9) / 1000 : Math.ceil(value - 1e-9));

/**
 * The 75th percentile of a histogram (bucket → count), interpolated inside its bucket; null when
 * it holds no reports. The value lies in the same bucket as the report at that rank.
 */
export function percentile75(name: VitalName, counts: ReadonlyMap<number, number>): number | null {
  const buckets = [...counts].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = 0.75 * total;
  let below = 0;
  for (const [bucket, count] of buckets) {
    if (below + count >= rank) {
      const [lower, upper] = bucketRange(name, bucket);
      return roundUp(name, lower + ((upper - lower) * (rank - below)) / count);
    }
    below += count;
  }
  return null;
}
