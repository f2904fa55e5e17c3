import autocannon from 'autocannon';

/** Requests per second and latency percentiles per path on loopback, with each ratio to the first (the baseline). */
export async function measureLoad(base: string, targets: [string, string][]): Promise<string> {
  const rows = [
    '| target | req/s | p50 ms | p99 ms | ratio to /api/health | non-2xx | errors |',
    '|---|---|---|---|---|---|---|',
  ];
  let baseline = 0;
  for (const [name, path] of targets) {
    const result = await autocannon({
      url: base + path,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const rps = result.requests.average;
    baseline ||= rps;
    rows.push(
      `| ${name} | ${Math.round(rps)} | ${result.latency.p50} | ${result.latency.p99} | ${(rps / baseline).toFixed(2)} | ${result.non2xx} | ${result.errors} |`,
    );
    console.log(rows.at(-1));
  }
  return rows.join('\n');
}
