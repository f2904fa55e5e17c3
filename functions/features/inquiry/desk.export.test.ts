import { parse } from 'csv-parse/sync';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiryEvents } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { newId } from '../../lib/ids';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addInquiry } from '../../test/inquiries';
import { scaleInquiry, seedManyInquiries } from '../../test/inquiries-at-scale';
import { createTestDeps } from '../../test/memory-deps';
import { inquiriesCsvStream } from './desk.csv';
import { deskExportPages, listDeskPage, type DeskListItem } from './desk.query';
import { deskFilters, sortKeys } from './desk.schemas';

// 23 Nov 2026, 15:30 in Jaipur.
const now = Date.UTC(2026, 10, 23, 10);
const day = 86_400_000;

/** The records of a CSV answer, as a spreadsheet reads them. */
const records = (text: string) =>
  parse(text, { bom: true, columns: true }) as Record<string, string>[];

/** The number `seedManyInquiries` gave the inquiry on this row. */
const numberOf = (row: Record<string, string>) => Number(row.Name!.replace('Customer ', ''));

// A loaded machine can take several times the usual few seconds over 50,000 rows.
describe('the CSV export at 50,000 inquiries (issue 27)', { timeout: 60_000 }, () => {
  const count = 50_000;
  let deps: AppDeps;
  let app: ReturnType<typeof createApp>;
  let owner: string;

  // One database for the file, only read by its tests: seeding 50,000 rows takes a few seconds.
  beforeAll(async () => {
    deps = await createTestDeps({ now: () => now });
    app = createApp(deps);
    owner = await signInAdmin(app, deps.db);
    await seedManyInquiries(deps.db, count, now - 60 * day);
  }, 60_000);

  const exportCsv = (query = '') =>
    app.request(`/api/admin/inquiries/export.csv${query}`, jsonRequest('GET', undefined, owner));

  it('answers 200 with every inquiry once, newest first, each with its own pieces', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = (await response.text()).split('\r\n');
    expect(lines.pop()).toBe(''); // the last row ends in CRLF too
    expect(lines).toHaveLength(count);
    // Pairs of inquiries share a time: newest first, then the later number first, across pages.
    const numbers = lines.map((line) => Number(/^"INQ-\d{4}-(\d+)"/.exec(line)?.[1]));
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => count - i));
    for (const index of [0, 1, 999, 1000, 1001, 12_345, 33_333, 49_998, 49_999]) {
      const [row] = records(`${header}\r\n${lines[index]}`);
      const expected = scaleInquiry(numbers[index]!);
      expect(row!.Name).toBe(expected.fullname);
      expect(row!['Product codes'], `row ${index}`).toBe(
        expected.pieces.map((p) => p.code).join('; '),
      );
      expect(row!.Quantities, `row ${index}`).toBe(
        expected.pieces.map((p) => String(p.qty)).join('; '),
      );
      expect(row!.Kind).toBe(expected.kind);
    }
  });

  it('keeps timers and other requests running while it streams, one page at a time', async () => {
    let ticks = 0;
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const at = performance.now();
      longestGap = Math.max(longestGap, at - last);
      last = at;
      ticks += 1;
    }, 1);
    const started = performance.now();
    const response = await exportCsv();
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let chunks = 0;
    let largest = 0;
    let healthAnsweredAt: number | undefined;
    let health: Promise<Response> | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      largest = Math.max(largest, value.byteLength);
      if (chunks === 2)
        health = Promise.resolve(app.request('/api/health')).then((answer) => {
          healthAnsweredAt = chunks;
          return answer;
        });
    }
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect((await health!).status).toBe(200);
    // Answered while the export was still being read, not after it.
    expect(healthAnsweredAt).toBeLessThan(chunks);
    // The header, then 50 pages of 1,000 rows: no chunk holds the file.
    expect(chunks).toBeGreaterThanOrEqual(count / 1000);
    expect(largest).toBeLessThan(1_000_000);
    // Timers ran all along: the longest wait was one page's work, not the export's (a loaded
    // machine slows every page alike, so the bound is a share of the whole).
    expect(ticks).toBeGreaterThanOrEqual(count / 1000 / 2);
    expect(longestGap).toBeLessThan(elapsed / 5);
  });

  it('pages a filtered list sorted by name the same way', async () => {
    const response = await exportCsv('?stage=won&sort=name&dir=asc');
    expect(response.status).toBe(200);
    const rows = records(await response.text());
    const won = Array.from({ length: count }, (_, i) => i + 1).filter((n) => n % 3 === 0);
    const byName = won.sort((a, b) => {
      const [x, y] = [`customer ${a}`, `customer ${b}`];
      return x < y ? -1 : x > y ? 1 : a - b;
    });
    expect(rows.map(numberOf)).toEqual(byName);
    expect(new Set(rows.map((row) => row.Stage))).toEqual(new Set(['won']));
  });
});

describe('export pages', () => {
  let deps: AppDeps;

  beforeEach(async () => {
    deps = await createTestDeps({ now: () => now });
  });

  /** Every item the export reads in pages of `size`, page after page. */
  async function exported(query: Record<string, string>, size: number) {
    const all: DeskListItem[] = [];
    for await (const page of deskExportPages(deps.db, deskFilters.parse(query), now, size)) {
      expect(page.length).toBeLessThanOrEqual(size);
      all.push(...page);
    }
    return all;
  }

  it('read the rows of the list in its order for every sort and direction, across ties, with pieces and quotes', async () => {
    // Ties on every sort key: equal times, names differing only in case, shared stages.
    const people = ['asha', 'Asha', 'ASHA', 'Bela', 'bela', 'Chitra', 'Zoya'];
    for (const [n, fullname] of people.entries()) {
      const inquiry = await addInquiry(
        deps.db,
        {
          fullname,
          stage: n % 2 ? 'won' : 'new',
          createdAt: now - Math.floor(n / 3) * day,
          updatedAt: now - (n % 2) * day,
        },
        Array.from({ length: n % 3 }, (_, k) => ({ code: `P-${n}-${k}`, qty: k + 1 })),
      );
      if (n % 2)
        await deps.db.insert(inquiryEvents).values({
          id: newId(),
          inquiryId: inquiry.id,
          kind: 'quote',
          authorName: 'Shop Owner',
          quotePaise: 100_000 * n,
          quoteValidUntil: '2026-12-31',
          createdAt: now,
        });
    }
    for (const sort of sortKeys) {
      for (const dir of ['asc', 'desc']) {
        const query = { sort, dir };
        const list = await listDeskPage(
          deps.db,
          { ...deskFilters.parse(query), page: 1, pageSize: 100 },
          now,
        );
        expect(list.items).toHaveLength(people.length);
        for (const size of [1, 2, 3, 7]) {
          expect(await exported(query, size), `${sort} ${dir} in pages of ${size}`).toEqual(
            list.items,
          );
        }
      }
    }
    expect(await exported({ stage: 'won', q: 'bela' }, 1)).toMatchObject([{ fullname: 'Bela' }]);
    expect(await exported({ q: 'nobody' }, 2)).toEqual([]);
  });

  it('make the same CSV wherever the pages are cut', async () => {
    for (const fullname of ['One', '=Two', 'Three']) await addInquiry(deps.db, { fullname });
    const csv = async (size: number) => {
      const stream = await inquiriesCsvStream(
        deskExportPages(deps.db, deskFilters.parse({}), now, size),
      );
      return new Response(stream).text();
    };
    const whole = await csv(100);
    expect(whole.split('\r\n')).toHaveLength(5);
    expect(whole).toContain(`"'=Two"`);
    expect(await csv(1)).toBe(whole);
    expect(await csv(2)).toBe(whole);
  });
});
