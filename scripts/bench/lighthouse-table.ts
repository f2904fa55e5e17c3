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

/**
 * "median (first, second, …)": a figure's median and then every run in the order run; a run
 * Lighthouse could not measure shows as n/a and the median is of the others.
 */
export function medianAndRuns(values: number[], format: (n: number) => string): string {
  if (!values.length) return '';
  const shown = (n: number) => (Number.isNaN(n) ? 'n/a' : format(n));
  const measured = values.filter((n) => !Number.isNaN(n));
  return `${shown(measured.length ? median(measured) : NaN)} (${values.map(shown).join(', ')})`;
}

/**
 * Simulated and applied throttling side by side, a row per page and method: Performance, FCP,
 * LCP, TBT, CLS and Speed Index as "median (every run)". Pages appear in the order of `simulated`,
 * then any only `applied` has.
 */
export function throttlingTable(simulated: LighthouseResults, applied: LighthouseResults): string {
  const rows = [
    '| page | throttling | runs | Performance | FCP s | LCP s | TBT ms | CLS | Speed Index s |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const names = [...new Set([...simulated.keys(), ...applied.keys()])];
  const methods: [string, LighthouseResults][] = [
    ['simulated', simulated],
    ['applied (devtools)', applied],
  ];
  for (const name of names)
    for (const [method, results] of methods) {
      const runs = results.get(name);
      if (!runs) continue;
      const cell = (pick: (run: LighthouseRun) => number, format: (n: number) => string) =>
        medianAndRuns(runs.map(pick), format);
      rows.push(
        [
          '',
          name,
          method,
          runs.length,
          cell((r) => r.scores.performance, String),
          cell((r) => r.fcp, seconds),
          cell((r) => r.lcp, seconds),
          cell(
            (r) => r.tbt,
            (n) => String(Math.round(n)),
          ),
          cell(
            (r) => r.cls,
            (n) => n.toFixed(3),
          ),
          cell((r) => r.speedIndex, seconds),
          '',
        ]
          .join(' | ')
          .trim(),
      );
    }
  return rows.join('\n');
}
