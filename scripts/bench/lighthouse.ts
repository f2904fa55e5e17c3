import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Lighthouse mobile scores and timings per page, median of `runs`, as a markdown table. */
export async function measureLighthouse(
  base: string,
  pages: [string, string][],
  runs: number,
): Promise<string> {
  const rows = [
    '| page | Performance | Accessibility | Best Practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [name, path] of pages) {
    const results: Record<string, number[]> = {};
    for (let run = 0; run < runs; run++) {
      const chrome = await chromeLauncher.launch({
        chromePath: '/usr/bin/chromium',
        chromeFlags: flags,
      });
      try {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          formFactor: 'mobile',
        });
        const lhr = result?.lhr;
        if (!lhr) continue;
        const add = (key: string, value: number | null | undefined) =>
          (results[key] ??= []).push(value ?? 0);
        for (const category of categories)
          add(category, Math.round((lhr.categories[category]?.score ?? 0) * 100));
        add('fcp', lhr.audits['first-contentful-paint']?.numericValue);
        add('lcp', lhr.audits['largest-contentful-paint']?.numericValue);
        add('tbt', lhr.audits['total-blocking-time']?.numericValue);
        add('cls', lhr.audits['cumulative-layout-shift']?.numericValue);
      } finally {
        chrome.kill();
      }
    }
    const m = (key: string) => median(results[key] ?? []);
    rows.push(
      `| ${name} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${m('seo')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} |`,
    );
    console.log(rows.at(-1));
  }
  return rows.join('\n');
}
