import { eq } from 'drizzle-orm';
import { admins } from '../../db/schema';
import { createDb } from '../../functions/node/db';
import { adminPassword } from '../stress/shop-server';
import { scale, seedAdminScale } from './admin-scale-data';
import { measureLighthouse } from './lighthouse';

/** One admin list call to time: a row name and a path. */
interface ListTarget {
  name: string;
  path: string;
}

const targets: ListTarget[] = [
  { name: 'products, page 1 (newest)', path: '/api/admin/products' },
  { name: 'products, page 100 by price', path: '/api/admin/products?sort=price&page=100' },
  { name: 'products, search "ring"', path: '/api/admin/products?q=ring' },
  { name: 'customers, page 1 (newest)', path: '/api/admin/users' },
  { name: 'customers, page 400 by name', path: '/api/admin/users?sort=name&page=400' },
  { name: 'customers, search "gupta"', path: '/api/admin/users?q=gupta' },
  { name: 'customers, search a phone', path: '/api/admin/users?q=98290' },
  { name: 'inquiries, page 1 (newest)', path: '/api/admin/inquiries' },
  { name: 'inquiries, page 1000', path: '/api/admin/inquiries?page=1000' },
  { name: 'inquiries, search "sethi"', path: '/api/admin/inquiries?q=sethi' },
  { name: 'audit trail, page 1', path: '/api/admin/audit' },
  {
    name: 'audit trail, products, one month',
    path: '/api/admin/audit?entity=product&from=2026-01-01&to=2026-01-31',
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * fetch, once more on a connection failure: a keep-alive connection left idle through the seeding
 * can be closed by the server just as it is reused.
 */
const fetchAgain = (url: string, init?: RequestInit) =>
  fetch(url, init).catch(() => fetch(url, init));

/** Sign in as the shop's admin (the bench server's ADMIN_PASSWORD); the session cookie. */
/** Sign in as the bench's owner; the session cookie to send. */
export async function signIn(base: string): Promise<string> {
  const response = await fetchAgain(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@chandi.example', password: adminPassword }),
  });
  if (!response.ok) throw new Error(`admin sign-in failed: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * Seed the running shop's database (`dbPath`) to 5,000 products, 20,000 customers, 50,000
 * inquiries and 20,000 audit entries, then time `runs` calls of each admin list one after another
 * on loopback (after a warm-up): p50, p99 and the size of the answer, as a markdown table; then the
 * admin products page's Lighthouse Performance. Budgets (issue 15): p99 ≤ 50 ms, Performance ≥ 95.
 */
export async function measureAdminLists(
  base: string,
  dbPath: string,
  jsonDir?: string,
  runs = 200,
  lighthouseRuns = 3,
): Promise<string> {
  const db = await createDb(`file:${dbPath}`);
  const [owner] = await db.select({ id: admins.id }).from(admins).where(eq(admins.role, 'owner'));
  const started = Date.now();
  await seedAdminScale(db, owner!.id);
  const seeded = ((Date.now() - started) / 1000).toFixed(1);
  db.$client.close();
  const cookie = await signIn(base);
  const rows: string[] = [];
  for (const target of targets) {
    const call = async () => {
      const t0 = performance.now();
      const response = await fetchAgain(`${base}${target.path}`, { headers: { cookie } });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target.path}: ${response.status}`);
      return { ms: performance.now() - t0, bytes: body.byteLength };
    };
    for (let n = 0; n < 20; n++) await call();
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < runs; n++) {
      const result = await call();
      times.push(result.ms);
      bytes = result.bytes;
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    rows.push(
      `| ${target.name} | ${percentile(times, 50).toFixed(1)} | ${p99.toFixed(1)} | ${(bytes / 1024).toFixed(1)} | ${p99 <= 50 ? 'yes' : '**no**'} |`,
    );
  }
  const lighthouse = await measureLighthouse(
    base,
    [['admin products', '/admin/products']],
    lighthouseRuns,
    jsonDir,
    { Cookie: cookie },
  );
  const perf = (lighthouse.get('admin products') ?? []).map((run) => run.scores.performance);
  const sorted = [...perf].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return [
    `Seeded ${scale.products.toLocaleString('en-IN')} products, ${scale.customers.toLocaleString('en-IN')} customers, ${scale.inquiries.toLocaleString('en-IN')} inquiries and ${scale.audit.toLocaleString('en-IN')} audit entries in ${seeded} s. ${runs} calls per list, one after another on loopback, after 20 to warm up; signed in as the owner.`,
    '',
    '| list (25 rows a page) | p50 ms | p99 ms | answer KB | p99 ≤ 50 ms |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Admin products page with ${scale.products.toLocaleString('en-IN')} products, Lighthouse Performance (mobile, signed in as the owner, ${perf.length} runs): median ${median}, runs ${perf.join(', ')} (budget ≥ 95).`,
  ].join('\n');
}
