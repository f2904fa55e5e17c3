import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from './lighthouse';
import { medianAndRuns, throttlingTable } from './lighthouse-table';

const run = (performance: number, lcp: number): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcp: 800,
  lcp,
  tbt: 40,
  cls: 0.001,
  speedIndex: 1200,
  shifts: [],
});

describe('throttlingTable', () => {
  it('gives every run after the median, simulated then applied, for each page', () => {
    const simulated = new Map([['home', [run(100, 1000), run(100, 1100), run(99, 1050)]]]);
    const applied = new Map([['home', [run(98, 1400), run(100, 1370), run(99, 1410)]]]);
    expect(throttlingTable(simulated, applied).split('\n').slice(2)).toEqual([
      '| home | simulated | 3 | 100 (100, 100, 99) | 0.80 (0.80, 0.80, 0.80) | 1.05 (1.00, 1.10, 1.05) | 40 (40, 40, 40) | 0.001 (0.001, 0.001, 0.001) | 1.20 (1.20, 1.20, 1.20) |',
      '| home | applied (devtools) | 3 | 99 (98, 100, 99) | 0.80 (0.80, 0.80, 0.80) | 1.40 (1.40, 1.37, 1.41) | 40 (40, 40, 40) | 0.001 (0.001, 0.001, 0.001) | 1.20 (1.20, 1.20, 1.20) |',
    ]);
  });

  it('leaves out a method with no runs for a page', () => {
    const table = throttlingTable(new Map(), new Map([['listing', [run(100, 1300)]]]));
    expect(table.split('\n').slice(2)).toHaveLength(1);
    expect(medianAndRuns([], String)).toBe('');
    expect(medianAndRuns([NaN, 90, 100, NaN], String)).toBe('100 (n/a, 90, 100, n/a)');
    expect(medianAndRuns([NaN], String)).toBe('n/a (n/a)');
  });
});
