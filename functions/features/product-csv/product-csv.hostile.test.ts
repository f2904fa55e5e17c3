import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { addCategory } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import { productCsvColumns } from './product-csv.columns';

// Files a staff member could upload to hold the shop (issue 27): each was once quadratic in its
// size or answered with megabytes. The time bounds are loose, for a machine busy with other work
// (unloaded, each preview takes well under a second); the old code missed them by tens of seconds
// and the size bounds by megabytes.

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  cookie = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  await addCategory(deps.db, { name: 'Rings', slug: 'rings' });
});

const header = productCsvColumns.join(',');
const piece = (code: string, name: string, huid = '') =>
  `${code},${name},Silver,rings,100,0,1,yes,no,no,no,fixed,925,per_gram,0,0,${huid},,,,`;
const csvOf = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

/** 200,000 distinct column names (1.3 MB): the duplicate check was quadratic in them. */
const wideHeader = () => csvOf([Array.from({ length: 200_000 }, (_, i) => `c${i}`).join(',')]);
/** 10,000 rows with one name and one HUID: each row's message named every other row. */
const twins = () =>
  csvOf([
    header,
    ...Array.from({ length: 10_000 }, (_, n) => piece(`X-${n}`, 'Same Name', 'AB12CD')),
  ]);

interface Answer {
  msg: string;
  counts: { create: number; update: number; unchanged: number; problems: number };
  problems: { row: number; field: string; message: string }[];
}

async function send(step: 'preview' | 'apply', csv: string, query = '') {
  const started = performance.now();
  const response = await app.request(`/api/admin/products/import/${step}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', cookie },
    body: csv,
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    bytes: new TextEncoder().encode(text).byteLength,
    body: JSON.parse(text) as Answer,
  };
}

describe('a hostile header', () => {
  it('of 200,000 names is refused at once, in one short message', async () => {
    const answer = await send('preview', wideHeader());
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(
      'The first row names 2,00,000 columns, but a product file has at most 64 columns (the export writes 21). Start from an export of the products.',
    );
    expect(answer.bytes).toBeLessThan(1024);
    expect(answer.ms).toBeLessThan(5000);
  });

  it('of 5 MB of commas is refused in one short message, not one naming every blank column', async () => {
    const answer = await send('preview', csvOf([','.repeat(5 * 1024 * 1024 - 16)]));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^The first row names 52,42,865 columns, but a product file/);
    expect(answer.bytes).toBeLessThan(1024);
  });

  it('within 64 columns names a few unknown ones, then how many more', async () => {
    const unknown = Array.from({ length: 30 }, (_, i) => `colour${i}`);
    const names = [header, ...unknown, 'code', 'code', '', '', 'x'.repeat(5000)];
    const answer = await send('preview', csvOf([names.join(',')]));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(
      `The first row must name the columns (unknown columns: colour0, colour1, colour2 and 28 others; 2 columns without a name; columns named twice: code). The columns are: ${productCsvColumns.join(', ')}.`,
    );
  });
});

describe('a hostile row', () => {
  it('of 100,000 cells or 100 KB is refused before it is parsed', async () => {
    const wide = await send(
      'preview',
      csvOf([header, piece('A-1', 'Moon Ring') + ','.repeat(99_979)]),
    );
    expect(wide.status).toBe(400);
    expect(wide.body.msg).toBe(
      'Row 2 has 1,00,000 cells, but a product file has at most 64 columns (the export writes 21). Nothing was changed.',
    );
    const long = await send('preview', csvOf([header, piece('A-1', 'x'.repeat(100_000))]));
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe(
      'Row 2 is 98 KB long; a product row is at most 64 KB. Nothing was changed.',
    );
    // A quote never closed makes the rest of the file one row: that is what to fix.
    const open = await send('preview', csvOf([header, piece('A-1', '"Moon'), 'x'.repeat(70_000)]));
    expect(open.body.msg).toBe(
      "The file's quoting is broken in row 2: a quoted cell is never closed. Nothing was changed.",
    );
  });

  it('of blank padding, as spreadsheets save, costs nothing: 5 MB of empty rows', async () => {
    const padding = Array.from({ length: 230_000 }, () => ',,,,,,,,,,,,,,,,,,,,');
    const answer = await send('preview', csvOf([header, piece('A-1', 'Moon Ring'), ...padding]));
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toMatchObject({ create: 1, problems: 0 });
    expect(answer.ms).toBeLessThan(3000);
  });
});

describe('rows that clash', () => {
  it('10,000 sharing a name and HUID: the whole count, the first 100 problems, short messages', async () => {
    const csv = twins();
    const preview = await send('preview', csv);
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toEqual({
      create: 10_000,
      update: 0,
      unchanged: 0,
      problems: 20_000,
    });
    expect(preview.body.msg).toBe('0 to update, 10,000 to create, 0 unchanged, 20,000 problems');
    expect(preview.body.problems).toHaveLength(100);
    expect(preview.body.problems.slice(0, 2)).toEqual([
      {
        row: 2,
        field: 'name',
        message:
          'gives the address "same-name", which is also used by row 3, row 4, row 5 and 9,996 others',
      },
      {
        row: 2,
        field: 'huid',
        message: 'AB12CD: it is also used by row 3, row 4, row 5 and 9,996 others',
      },
    ]);
    expect(preview.body.problems.at(-1)).toMatchObject({ row: 51, field: 'huid' });
    expect(preview.bytes).toBeLessThan(100_000);
    expect(preview.ms).toBeLessThan(15_000);

    const applied = await send('apply', csv, '?fingerprint=000000000000000000000000');
    expect(applied.status).toBe(400);
    expect(applied.body.msg).toBe(
      'The file has 20,000 problems; nothing was changed. Fix them and preview again.',
    );
    expect(applied.bytes).toBeLessThan(1024);
  }, 60_000);

  it('six on one code: each names three rows and how many more', async () => {
    const rows = Array.from({ length: 6 }, (_, n) => piece('A-1', `Piece ${n}`));
    const answer = await send('preview', csvOf([header, ...rows]));
    expect(answer.body.problems).toHaveLength(6);
    for (const problem of answer.body.problems) {
      expect(problem).toMatchObject({
        field: 'code',
        message: 'A-1 is on rows 2, 3, 4 and 3 others',
      });
    }
  });
});

describe('while a hostile preview runs', () => {
  it('the shop goes on answering: /api/health stays fast', async () => {
    let running = true;
    const previews = Promise.all([send('preview', wideHeader()), send('preview', twins())]).finally(
      () => (running = false),
    );
    const waits: number[] = [];
    while (running) {
      const started = performance.now();
      const health = await app.request('/api/health');
      expect(health.status).toBe(200);
      await health.json();
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const [wide, clashing] = await previews;
    expect(wide).toMatchObject({ status: 400 });
    expect(clashing).toMatchObject({ status: 200 });
    expect(clashing.bytes).toBeLessThan(100_000);
    expect(Math.max(wide.ms, clashing.ms)).toBeLessThan(15_000);
    expect(waits.length).toBeGreaterThan(10);
    expect(Math.max(...waits)).toBeLessThan(500);
  }, 60_000);
});
