import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimits, vitalsDaily, vitalsReports } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { rateRules } from '../../lib/rate-rules';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { signInStaff } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';

const day = 24 * 60 * 60 * 1000;
// Noon in India on a fixed day, so shop days do not depend on when the test runs.
const noon = Date.parse('2026-11-20T06:30:00Z');
const userAgent = 'Mozilla/5.0 (Linux; Android 14) ChandiProbe/925';
const address = '203.0.113.77';

async function shop(overrides: Partial<AppDeps> = {}) {
  let now = noon;
  const deps = await createTestDeps({
    now: () => now,
    clientAddress: (c: Context) => c.req.header('x-test-client'),
    ...overrides,
  });
  return { deps, app: createApp(deps), setNow: (at: number) => (now = at) };
}

type App = ReturnType<typeof createApp>;

/** A beacon as the browser sends it: sendBeacon's string is text/plain unless told otherwise. */
const beacon = (app: App, body: BodyInit, type = 'text/plain;charset=UTF-8', headers = {}) =>
  app.request('/api/vitals', {
    method: 'POST',
    headers: {
      'content-type': type,
      'user-agent': userAgent,
      'x-test-client': address,
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);

const view = (page: string, metrics: [string, number][], connection?: string) =>
  JSON.stringify({ page, connection, metrics: metrics.map(([name, value]) => ({ name, value })) });

async function stored(deps: AppDeps) {
  return {
    reports: await deps.db.select().from(vitalsReports),
    daily: await deps.db.select().from(vitalsDaily),
    limits: await deps.db.select().from(rateLimits),
  };
}

describe('POST /api/vitals', () => {
  it('keeps a beacon sent as text/plain or JSON, with no cookie, address or user agent', async () => {
    const { deps, app } = await shop();
    const customer = await registerCustomer(app);
    const sent = await beacon(
      app,
      view('product', [
        ['LCP', 1234.5],
        ['CLS', 0.02],
        ['TTFB', 310],
      ]),
      'text/plain;charset=UTF-8',
      { cookie: customer.cookie },
    );
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ status: 1, msg: 'Thank you' });
    expect(sent.headers.get('set-cookie')).toBeNull();
    const json = await beacon(app, view('home', [['INP', 88]], '3g'), 'application/json');
    expect(json.status).toBe(200);

    const { reports, daily, limits } = await stored(deps);
    expect(reports.map((r) => [r.pageType, r.metric, r.value, r.effectiveType, r.at])).toEqual([
      ['product', 'LCP', 1234.5, null, noon],
      ['product', 'CLS', 0.02, null, noon],
      ['product', 'TTFB', 310, null, noon],
      ['home', 'INP', 88, '3g', noon],
    ]);
    expect(daily).toHaveLength(4);
    expect(daily.every((row) => row.day === '2026-11-20' && row.count === 1)).toBe(true);
    // Nothing of the caller anywhere, not even in the rate limit's counter.
    const everything = JSON.stringify({ reports, daily, limits });
    expect(everything).not.toContain(address);
    expect(everything).not.toContain('ChandiProbe');
    expect(limits.filter((row) => row.key.startsWith('vitals:'))).toEqual([
      expect.objectContaining({ key: 'vitals:shop', count: 2 }),
    ]);
  });

  it('counts each report in its bucket of the day, per page type and metric', async () => {
    const { deps, app } = await shop();
    for (const lcp of [910, 950, 4100]) await beacon(app, view('listing', [['LCP', lcp]]));
    const rows = (await stored(deps)).daily.map((r) => [r.pageType, r.metric, r.bucket, r.count]);
    expect(rows).toEqual([
      ['listing', 'LCP', 9, 2],
      ['listing', 'LCP', 21, 1],
    ]);
  });

  const refused: [string, BodyInit, string?][] = [
    ['not JSON', 'LCP=1200'],
    ['truncated JSON', '{"page":"home","metrics":[{"name":"LCP"'],
    ['a list', '[]'],
    ['no metrics', view('home', [])],
    ['an unknown metric', view('home', [['FID', 12]])],
    ['a metric in lower case', view('home', [['lcp', 1200]])],
    ['an unknown page type', view('checkout', [['LCP', 1200]])],
    ['an unknown connection', view('home', [['LCP', 1200]], '5g')],
    [
      'a value as text',
      JSON.stringify({ page: 'home', metrics: [{ name: 'LCP', value: '1200' }] }),
    ],
    ['a value as null', JSON.stringify({ page: 'home', metrics: [{ name: 'LCP', value: null }] })],
    ['a page type as a number', JSON.stringify({ page: 1, metrics: [{ name: 'LCP', value: 1 }] })],
    ['a negative value', view('home', [['TTFB', -5]])],
    ['an LCP of three hours', view('home', [['LCP', 3 * 3600 * 1000]])],
    ['a CLS of 1,000', view('home', [['CLS', 1000]])],
    ['a huge number', view('home', [['INP', 1e308]])],
    [
      'a metric twice',
      view('home', [
        ['LCP', 1200],
        ['LCP', 1300],
      ]),
    ],
    [
      'more metrics than there are',
      JSON.stringify({
        page: 'home',
        metrics: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'LCP'].map((name) => ({ name, value: 1 })),
      }),
    ],
    ['a control character', view('home\u0000', [['LCP', 1200]])],
    [
      'a good report in a bad beacon',
      view('home', [
        ['LCP', 1200],
        ['XYZ', 1],
      ]),
      'metrics.1.name',
    ],
  ];

  it.each(refused)('refuses %s with 400 and keeps nothing', async (_, body, field) => {
    const { deps, app } = await shop();
    const response = await beacon(app, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { status: number; msg: string; errors?: object };
    expect(answer).toMatchObject({ status: 0, msg: expect.stringMatching(/^Invalid beacon/) });
    if (field) expect(answer.errors).toHaveProperty([field]);
    expect(await stored(deps)).toEqual({ reports: [], daily: [], limits: [] });
  });

  it('refuses an oversized body with 413, by its length or as it streams, and keeps nothing', async () => {
    const { deps, app } = await shop();
    const padded = JSON.stringify({
      page: 'home',
      metrics: [{ name: 'LCP', value: 1200 }],
      pad: 'x'.repeat(4000),
    });
    expect((await beacon(app, padded)).status).toBe(413);
    const claimed = { 'content-length': String(padded.length) };
    expect((await beacon(app, padded, 'application/json', claimed)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(padded));
        controller.close();
      },
    });
    const streamed = await beacon(app, stream);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ status: 0, msg: expect.stringMatching(/large/) });
    expect(await stored(deps)).toEqual({ reports: [], daily: [], limits: [] });
  });

  it('refuses other content types (415) and other sites (403)', async () => {
    const { deps, app } = await shop();
    const body = view('home', [['LCP', 1200]]);
    expect((await beacon(app, body, 'application/x-www-form-urlencoded')).status).toBe(415);
    const forged = await beacon(app, body, 'text/plain', { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await stored(deps)).reports).toEqual([]);
  });

  it('answers 429 past the shop-wide limit and keeps nothing from those', async () => {
    const { deps, app } = await shop({
      rateRules: { ...rateRules(), vitals: { name: 'vitals', limit: 2, windowMs: 60_000 } },
    });
    const body = () => view('home', [['FCP', 700]]);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await beacon(app, body())).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await stored(deps)).reports).toHaveLength(2);
  });

  it('prunes raw reports after three days and roll-ups after 35, as reports arrive', async () => {
    const { deps, app, setNow } = await shop();
    await beacon(app, view('home', [['LCP', 1000]]));
    setNow(noon + 4 * day);
    await beacon(app, view('home', [['LCP', 2000]]));
    let rows = await stored(deps);
    expect(rows.reports.map((r) => r.value)).toEqual([2000]);
    expect(rows.daily.map((r) => r.day)).toEqual(['2026-11-20', '2026-11-24']);
    setNow(noon + 36 * day);
    await beacon(app, view('home', [['LCP', 3000]]));
    rows = await stored(deps);
    expect(rows.daily.map((r) => r.day)).toEqual(['2026-11-24', '2026-12-26']);
  });
});

describe('GET /api/admin/vitals', () => {
  it("gives the owner each metric's 75th percentile per page type over 7 and 28 days", async () => {
    const { app, deps, setNow } = await shop();
    setNow(noon - 10 * day);
    await beacon(app, view('home', [['LCP', 9000]]));
    setNow(noon);
    for (const lcp of [1000, 1500, 2000, 3000]) await beacon(app, view('home', [['LCP', lcp]]));
    await beacon(
      app,
      view('product', [
        ['INP', 520],
        ['CLS', 0.3],
      ]),
    );
    const owner = await signInAdmin(app, deps.db);
    const response = await app.request('/api/admin/vitals', jsonRequest('GET', undefined, owner));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { windows: unknown };
    expect(body).toMatchObject({ status: 1, msg: '7 reports in the last 28 days' });
    expect(body.windows).toEqual([
      {
        days: 7,
        cells: [
          { page: 'home', name: 'LCP', p75: 2000, samples: 4, rating: 'good' },
          { page: 'product', name: 'INP', p75: 575, samples: 1, rating: 'poor' },
          { page: 'product', name: 'CLS', p75: 0.288, samples: 1, rating: 'poor' },
        ],
      },
      {
        days: 28,
        cells: [
          { page: 'home', name: 'LCP', p75: 2950, samples: 5, rating: 'needs-improvement' },
          { page: 'product', name: 'INP', p75: 575, samples: 1, rating: 'poor' },
          { page: 'product', name: 'CLS', p75: 0.288, samples: 1, rating: 'poor' },
        ],
      },
    ]);
  });

  it('says so when there is nothing yet', async () => {
    const { app, deps } = await shop();
    const owner = await signInAdmin(app, deps.db);
    const response = await app.request('/api/admin/vitals', jsonRequest('GET', undefined, owner));
    expect(await response.json()).toMatchObject({
      windows: [
        { days: 7, cells: [] },
        { days: 28, cells: [] },
      ],
    });
  });

  it('is for the owner only: staff and customers get 403, strangers 401', async () => {
    const { app, deps } = await shop();
    const staff = await signInStaff(app, deps.db);
    const customer = (await registerCustomer(app)).cookie;
    for (const [cookie, status] of [
      [staff, 403],
      [customer, 403],
      [undefined, 401],
    ] as const) {
      const response = await app.request(
        '/api/admin/vitals',
        jsonRequest('GET', undefined, cookie),
      );
      expect(response.status).toBe(status);
    }
  });
});
