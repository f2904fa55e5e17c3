import type { LighthouseResults, LighthouseRun } from './lighthouse';
import { kb, type PageWeight } from './page-weight';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** "median (worst)" of one figure over the runs, formatted. */
function spread(
  runs: LighthouseRun[],
  pick: (run: LighthouseRun) => number,
  format: (n: number) => string,
) {
  const values = runs.map(pick);
  return `${format(median(values))} (${format(Math.max(...values))})`;
}

/**
 * The Lighthouse runs as one markdown row per page in the format: Performance as median
 * (min–max), timings and CLS as median (worst run), the lowest other category scores, and the
 * page's JavaScript in gzip KB from the page-weight measurement.
 */
export function lighthouseTable(
  results: LighthouseResults,
  weights: Map<string, PageWeight>,
): string {
  const rows = [
    '| page | runs | Perf median (min–max) | LCP s median (worst) | FCP s median (worst) | CLS median (worst) | TBT ms median (worst) | A11y / BP / SEO (min) | JS KB gzip |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, runs] of results) {
    if (!runs.length) {
      rows.push(`| ${name} | 0 | no result | | | | | | |`);
      continue;
    }
    const perf = runs.map((r) => r.scores.performance);
    const lowest = (category: keyof LighthouseRun['scores']) =>
      Math.min(...runs.map((r) => r.scores[category]));
    const js = weights.get(name)?.js;
    rows.push(
      [
        '',
        name,
        runs.length,
        `${median(perf)} (${Math.min(...perf)}–${Math.max(...perf)})`,
        spread(runs, (r) => r.lcp, seconds),
        spread(runs, (r) => r.fcp, seconds),
        spread(
          runs,
          (r) => r.cls,
          (n) => n.toFixed(3),
        ),
        spread(
          runs,
          (r) => r.tbt,
          (n) => String(Math.round(n)),
        ),
        `${lowest('accessibility')} / ${lowest('best-practices')} / ${lowest('seo')}`,
        js === undefined ? '' : kb(js),
        '',
      ]
        .join(' | ')
        .trim(),
    );
  }
  return rows.join('\n');
}
