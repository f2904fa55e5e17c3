import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseApplied } from './throttling';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse run of one page: category scores (0–100), timings in ms, CLS and its shifts. */
export interface LighthouseRun {
  scores: Record<(typeof categories)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** "0.123 section.hero > div" per layout shift, largest first, to find what moved. */
  shifts: string[];
}

/** Every run of every page, by page name, in the order the pages were given. */
export type LighthouseResults = Map<string, LighthouseRun[]>;

interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
  subItems?: { items?: { cause?: string }[] };
}

/**
 * How Lighthouse slows the phone: `simulate` loads at full speed and estimates the phone's timings
 * from the trace (Lantern); `devtools` has Chromium slow the network and CPU while loading
 * (`phone` of ./throttling), so its timings are what that phone really took.
 */
export type Throttling = 'simulate' | 'devtools';

/** Run Lighthouse (mobile) once on `url` in a fresh Chromium. */
async function runOnce(
  url: string,
  throttling: Throttling,
  jsonPath?: string,
  headers?: Record<string, string>,
): Promise<LighthouseRun | undefined> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: flags,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      formFactor: 'mobile',
      extraHeaders: headers,
      ...(throttling === 'devtools' ? lighthouseApplied : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) return undefined;
    if (jsonPath) writeFileSync(jsonPath, JSON.stringify(lhr));
    // A failed recording (NO_NAVSTART and the like) scores 0 everywhere: not a measurement.
    if (lhr.runtimeError) {
      console.log(`  Lighthouse failed on ${url}: ${lhr.runtimeError.code}; running it again`);
      return undefined;
    }
    // A metric Lighthouse could not measure (TBT's NO_TTI_CPU_IDLE_PERIOD on a page that never goes
    // quiet) leaves it and the Performance score empty: NaN, shown as n/a, not a 0 that looks measured.
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const shiftItems = ((lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] })?.items ??
      []) as ShiftItem[];
    return {
      scores: Object.fromEntries(
        categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)]),
      ) as LighthouseRun['scores'],
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      shifts: shiftItems.map((item) => {
        const causes = (item.subItems?.items ?? []).map((s) => s.cause).filter(Boolean);
        const where = item.node?.selector ?? item.node?.snippet ?? '?';
        return `${(item.score ?? 0).toFixed(3)} ${where}${causes.length ? ` (${causes.join('; ')})` : ''}`;
      }),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse `runs` times per page, one fresh Chromium per run, simulated throttling unless told.
 * With `jsonDir`, every report is kept as `{page}-{run}.json` (`{page}-applied-{run}.json` for
 * devtools throttling) for reading the LCP breakdown, request chains and layout shifts; `headers`
 * go with every request (a session cookie for admin pages).
 */
export async function measureLighthouse(
  base: string,
  pages: [string, string][],
  runs: number,
  jsonDir?: string,
  headers?: Record<string, string>,
  throttling: Throttling = 'simulate',
): Promise<LighthouseResults> {
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  const results: LighthouseResults = new Map();
  for (const [name, path] of pages) {
    const pageRuns: LighthouseRun[] = [];
    // Up to three failed recordings per page are run again; past that the page has fewer runs.
    for (let attempt = 1; pageRuns.length < runs && attempt <= runs + 3; attempt++) {
      const run = pageRuns.length + 1;
      const mode = throttling === 'devtools' ? '-applied' : '';
      const file = jsonDir && join(jsonDir, `${name.replace(/\W+/g, '-')}${mode}-${run}.json`);
      const result = await runOnce(base + path, throttling, file, headers);
      if (!result) continue;
      pageRuns.push(result);
      const { scores, fcp, lcp, cls, speedIndex } = result;
      console.log(
        `${name} #${run} (${throttling}): Perf ${scores.performance}, FCP ${Math.round(fcp)}, LCP ${Math.round(lcp)}, CLS ${cls.toFixed(3)}, SI ${Math.round(speedIndex)}`,
      );
      if (cls > 0.01) for (const shift of result.shifts) console.log(`  shift ${shift}`);
    }
    results.set(name, pageRuns);
  }
  return results;
}
