import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

/** One autocannon target: a row name, a path, and extra request headers. */
export interface LoadTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** CPU time (user + system) a Linux process has used so far, in milliseconds. */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/**
 * Requests per second and latency percentiles per path on loopback, with each ratio to the first
 * (the baseline), as a markdown table. With the server's pid it also reports the server's CPU time
 * per request: on a small machine autocannon (a JavaScript HTTP parser) can run out of CPU before
 * the server does on large bodies, and this column shows what the server itself spent.
 */
export async function measureLoad(
  base: string,
  targets: LoadTarget[],
  serverPid?: number,
): Promise<string> {
  const rows = [
    '| target | req/s | p50 ms | p99 ms | ratio to /api/health | server CPU µs/req | bytes/req | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  let baseline = 0;
  for (const { name, path, headers } of targets) {
    const cpuBefore = serverPid ? processCpuMs(serverPid) : 0;
    const result = await autocannon({
      url: base + path,
      connections: 50,
      duration: 10,
      headers: { 'accept-encoding': 'br, gzip', ...headers },
    });
    const cpu = serverPid
      ? (((processCpuMs(serverPid) - cpuBefore) * 1000) / result.requests.total).toFixed(0)
      : '–';
    const rps = result.requests.average;
    baseline ||= rps;
    // A 304 is not a 2xx to autocannon; count only what the target did not expect.
    const unexpected = headers?.['if-none-match'] ? result.non2xx - result['3xx'] : result.non2xx;
    rows.push(
      `| ${name} | ${Math.round(rps)} | ${result.latency.p50} | ${result.latency.p99} | ${(rps / baseline).toFixed(2)} | ${cpu} | ${Math.round(result.throughput.total / result.requests.total)} | ${unexpected} | ${result.errors} |`,
    );
    console.log(rows.at(-1));
  }
  return rows.join('\n');
}
