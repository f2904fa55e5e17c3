import { parse } from 'csv-parse/sync';

/** One export to time: a row name and the query string of the desk's filters. */
interface ExportTarget {
  name: string;
  query: string;
}

const targets: ExportTarget[] = [
  { name: 'all, newest first', query: '' },
  { name: 'all, by name (no index on the order)', query: '?sort=name&dir=asc' },
  { name: 'one stage', query: '?stage=won' },
  { name: 'search "sethi"', query: '?q=sethi' },
];

/** The header of the table `measureDeskExport` fills. */
export const deskExportTableHeader = [
  '| export | rows | MB | first byte ms | total s | `/api/health` while exporting: median / worst ms |',
  '| --- | --- | --- | --- | --- | --- |',
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Ask `/api/health` every 50 ms until `stop()`; its answer times in ms. */
function pollHealth(base: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      times.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await done;
    return times;
  };
}

/** One download of the export: time to the first byte and to the last, the bytes, the text. */
async function download(base: string, cookie: string, query: string) {
  const t0 = performance.now();
  const response = await fetch(`${base}/api/admin/inquiries/export.csv${query}`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`export${query}: ${response.status}`);
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let firstByte: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - t0;
    chunks.push(value);
  }
  const total = performance.now() - t0;
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  return { firstByte: firstByte ?? total, total, bytes, chunks };
}

/**
 * Time the inquiry desk's CSV export on a running shop already seeded at scale (the admin-lists
 * bench's 50,000 inquiries), signed in with the admin session `cookie`: for each export, `runs`
 * downloads one after another (after one to warm up), with `/api/health` asked every 50 ms
 * meanwhile. Returns one markdown row per export (see `deskExportTableHeader`): rows in the file,
 * size, median time to the first byte and to the last, and how long health took meanwhile.
 */
export async function measureDeskExport(base: string, cookie: string, runs = 3): Promise<string[]> {
  const rows: string[] = [];
  for (const target of targets) {
    await download(base, cookie, target.query);
    const firstBytes: number[] = [];
    const totals: number[] = [];
    const stopHealth = pollHealth(base);
    let last: Awaited<ReturnType<typeof download>> | undefined;
    for (let n = 0; n < runs; n++) {
      last = await download(base, cookie, target.query);
      firstBytes.push(last.firstByte);
      totals.push(last.total);
    }
    const health = await stopHealth();
    const text = Buffer.concat(last!.chunks).toString('utf8');
    const records = (parse(text, { bom: true, columns: true }) as unknown[]).length;
    rows.push(
      `| ${target.name} | ${records.toLocaleString('en-IN')} | ${(last!.bytes / 1024 / 1024).toFixed(1)} | ${median(firstBytes).toFixed(0)} | ${(median(totals) / 1000).toFixed(2)} | ${median(health).toFixed(1)} / ${Math.max(0, ...health).toFixed(1)} |`,
    );
  }
  return rows;
}
