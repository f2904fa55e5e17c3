import { productCsvColumns } from '../../functions/features/product-csv/product-csv.columns';

/** One file a staff member could upload to hold the shop (issue 27), and how to make it. */
interface HostileFile {
  name: string;
  make: (category: string) => string;
}

const header = productCsvColumns.join(',');
const files: HostileFile[] = [
  {
    name: 'header of 200,000 distinct names',
    make: () => `${Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',')}\r\n`,
  },
  {
    name: 'header of 5 MB of commas',
    make: () => `${','.repeat(5 * 1024 * 1024 - 16)}\r\n`,
  },
  {
    name: '10,000 rows sharing a name and HUID',
    make: (category) =>
      [
        header,
        ...Array.from(
          { length: 10_000 },
          (_, n) =>
            `HOSTILE-${n},Same Name,Silver,${category},100,0,1,yes,no,no,no,fixed,925,per_gram,0,0,AB12CD,,,,`,
        ),
        '',
      ].join('\r\n'),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** `/api/health` one call after another, `pauseMs` apart, until `running()` is false: each call's ms. */
async function healthWhile(base: string, running: () => boolean, pauseMs: number) {
  const times: number[] = [];
  do {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  } while (running());
  return times.sort((a, b) => a - b);
}

const ms = (value: number) => value.toFixed(1);

/**
 * Post each hostile product CSV to the running shop's import preview (`base`, signed in with the
 * admin session `cookie`), one at a time, while calling `/api/health` one call after another: the
 * preview's time, status and answer size, and the health calls' p50 and p99 during it, as a
 * markdown table (first row: health alone, for comparison). Changes nothing in the shop.
 */
export async function measureHostileCsv(
  base: string,
  cookie: string,
  healthPauseMs = 10,
): Promise<string> {
  const categories = (await (await fetch(`${base}/api/category`)).json()) as {
    categories?: { slug: string }[];
  };
  const category = categories.categories?.[0]?.slug ?? 'necklace';
  const until = performance.now() + 2000;
  const idle = await healthWhile(base, () => performance.now() < until, healthPauseMs);
  const rows = [
    `| (no preview: health alone for 2 s) | | | | | ${idle.length} | ${ms(percentile(idle, 50))} | ${ms(percentile(idle, 99))} |`,
  ];
  for (const file of files) {
    // Encoded before the clock starts: the bench's own work should not count as the shop's.
    const body = new TextEncoder().encode(file.make(category));
    let running = true;
    const started = performance.now();
    const preview = fetch(`${base}/api/admin/products/import/preview`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', cookie, origin: base },
      body,
    }).then(async (response) => ({
      status: response.status,
      bytes: (await response.arrayBuffer()).byteLength,
      ms: performance.now() - started,
    }));
    const stop = () => (running = false);
    void preview.then(stop, stop);
    const health = await healthWhile(base, () => running, healthPauseMs);
    const answer = await preview;
    const size = body.byteLength;
    rows.push(
      `| ${file.name} | ${(size / 1024 / 1024).toFixed(2)} MB | ${answer.status} | ${ms(answer.ms)} | ${answer.bytes.toLocaleString('en-IN')} | ${health.length} | ${ms(percentile(health, 50))} | ${ms(percentile(health, 99))} |`,
    );
  }
  return [
    'Each file is posted to `POST /api/admin/products/import/preview` while `/api/health` is called one call after another on another connection.',
    '',
    '| file | size | status | preview ms | answer bytes | health calls | health p50 ms | health p99 ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
