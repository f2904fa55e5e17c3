import { describe, expect, it } from 'vitest';
import {
  vitalMaximum,
  vitalNames,
  vitalRating,
  vitalThresholds,
  type VitalName,
} from '../../../src/contract/vitals';
import { bucketEdges, bucketOf, percentile75 } from './vitals-histogram';

/** The histogram of some values, as the daily roll-up keeps it. */
function histogram(name: VitalName, values: number[]) {
  const counts = new Map<number, number>();
  for (const value of values) {
    const bucket = bucketOf(name, value);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return counts;
}

/** The 75th percentile of the values themselves (nearest rank). */
const exact75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

describe('the fixed histogram', () => {
  it('has every Core Web Vitals threshold as a bucket edge, under the largest value taken', () => {
    for (const name of vitalNames) {
      const edges = bucketEdges[name];
      expect(edges).toContain(vitalThresholds[name].good);
      expect(edges).toContain(vitalThresholds[name].poor);
      expect([...edges].sort((a, b) => a - b)).toEqual(edges);
      expect(edges.at(-1)!).toBeLessThan(vitalMaximum[name]);
    }
  });

  it('puts a value on an edge in the bucket below it, as the thresholds count it good', () => {
    const at = bucketEdges.LCP.indexOf(2500);
    expect(bucketOf('LCP', 2500)).toBe(at);
    expect(bucketOf('LCP', 2500.1)).toBe(at + 1);
    expect(bucketOf('LCP', 0)).toBe(0);
    expect(bucketOf('LCP', 100_000)).toBe(bucketEdges.LCP.length);
    expect(bucketOf('CLS', 0.1)).toBe(bucketEdges.CLS.indexOf(0.1));
  });
});

describe('the 75th percentile', () => {
  it('is null with no reports', () => {
    expect(percentile75('LCP', new Map())).toBeNull();
    expect(percentile75('LCP', new Map([[3, 0]]))).toBeNull();
  });

  it('interpolates inside the bucket of the report at that rank', () => {
    // Ranks 1–4; the 3rd (0.75 × 4) is 2000, in (1800, 2000]: all of that bucket is below it.
    expect(percentile75('LCP', histogram('LCP', [1000, 1500, 2000, 3000]))).toBe(2000);
    // One report in (2200, 2500]: three quarters of the way up.
    expect(percentile75('LCP', histogram('LCP', [2300]))).toBe(2425);
    // No layout shift at all is exactly 0, not the first bucket's width.
    expect(percentile75('CLS', histogram('CLS', [0, 0, 0, 0.12]))).toBe(0);
    expect(percentile75('CLS', histogram('CLS', [0, 0, 0.04, 0.12]))).toBe(0.05);
  });

  it('is rated as the report at its rank is, on either side of each threshold', () => {
    for (const name of vitalNames) {
      const { good, poor } = vitalThresholds[name];
      for (const value of [good, good * 1.0001, poor, poor * 1.0001]) {
        const p75 = percentile75(name, histogram(name, [value, value, value, value]))!;
        expect({ name, value, rating: vitalRating(name, p75) }).toEqual({
          name,
          value,
          rating: vitalRating(name, value),
        });
      }
    }
  });

  it('stays within a bucket of the exact value over many reports', () => {
    // A spread of LCPs like a shop's: most quick, a slow tail.
    const values = Array.from({ length: 1000 }, (_, i) => 600 + ((i * 7919) % 1000) * 3);
    const p75 = percentile75('LCP', histogram('LCP', values))!;
    const exact = exact75(values);
    expect(bucketOf('LCP', p75)).toBe(bucketOf('LCP', exact));
    expect(Math.abs(p75 - exact)).toBeLessThan(300);
  });
});
