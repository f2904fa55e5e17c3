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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Tally {
  rps: number[];
  p50: number[];
  p99: number[];
  requests: number;
  cpuMs: number;
  bytes: number;
  unexpected: number;
  errors: number;
}

/**
 * Requests per second and latency percentiles per path on loopback, with each ratio to the first
 * (the baseline), as a markdown table. The targets take turns for `rounds` rounds and each figure
 * is the median of its rounds, so a burst of other work on the machine skews one round, not a
 * whole target. With the server's pid it also reports the server's CPU time per request: on a
 * small machine autocannon (a JavaScript HTTP parser) can run out of CPU before the server does on
 * large bodies, and this column shows what the server itself spent.
 */
export async function measureLoad(
  base: string,
  targets: LoadTarget[],
  serverPid?: number,
  { rounds = 3, seconds = 5, connections = 50 } = {},
): Promise<string> {
  const tallies = targets.map((): Tally => ({
    rps: [],
    p50: [],
    p99: [],
    requests: 0,
    cpuMs: 0,
    bytes: 0,
    unexpected: 0,
    errors: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, { path, headers }] of targets.entries()) {
      const tally = tallies[i]!;
      const cpuBefore = serverPid ? processCpuMs(serverPid) : 0;
      const result = await autocannon({
        url: base + path,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': 'br, gzip', ...headers },
      });
      if (serverPid) tally.cpuMs += processCpuMs(serverPid) - cpuBefore;
      tally.rps.push(result.requests.average);
      tally.p50.push(result.latency.p50);
      tally.p99.push(result.latency.p99);
      tally.requests += result.requests.total;
      tally.bytes += result.throughput.total;
      // A 304 is not a 2xx to autocannon; count only what the target did not expect.
      tally.unexpected += headers?.['if-none-match']
        ? result.non2xx - result['3xx']
        : result.non2xx;
      tally.errors += result.errors;
    }
  }
  const baseline = median(tallies[0]!.rps);
  const rows = [
    '| target | req/s | p50 ms | p99 ms | ratio to /api/health | server CPU µs/req | bytes/req | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...targets.map(({ name }, i) => {
      const t = tallies[i]!;
      const cpu = serverPid ? ((t.cpuMs * 1000) / t.requests).toFixed(0) : '–';
      return `| ${name} | ${Math.round(median(t.rps))} | ${median(t.p50)} | ${median(t.p99)} | ${(median(t.rps) / baseline).toFixed(2)} | ${cpu} | ${Math.round(t.bytes / t.requests)} | ${t.unexpected} | ${t.errors} |`;
    }),
  ];
  console.log(rows.join('\n'));
  return rows.join('\n');
}
