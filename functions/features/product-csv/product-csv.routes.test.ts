import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { registerCustomer } from '../../test/customers';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import { createTestDeps } from '../../test/memory-deps';
import { applyImport } from './product-csv.apply';
import { planImport } from './product-csv.plan';
import { readProductCsv } from './product-csv.read';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;
let published = 0;

beforeEach(async () => {
  published = 0;
  deps = await createTestDeps({
    publisher: { schedule: () => published++, status: () => ({ state: 'idle', at: 0 }) },
  });
  app = createApp(deps);
  cookie = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  const rings = await addCategory(deps.db, { name: 'Rings', slug: 'rings' });
  const anklets = await addCategory(deps.db, { name: 'Anklets', slug: 'anklets' });
  const seeded = [
    { code: 'RNG-1', name: 'चाँदी की अंगूठी', pricePaise: 149_900, categoryId: rings.id },
    { code: 'RNG-2', name: '=HYPERLINK("http://evil.example","Click")', pricePaise: 99_950 },
    {
      code: 'RNG-3',
      name: 'Moon Ring',
      description: '- hand made\n- 925 silver',
      sizeType: 'ring' as const,
      sizes: '12,14',
    },
    {
      code: 'ANK-1',
      name: 'Ghungroo Payal',
      pricePaise: 250_000,
      categoryId: anklets.id,
      huid: 'AB12CD',
    },
  ];
  for (const fields of seeded) {
    const product = await addProduct(deps.db, fields.categoryId ?? rings.id, {
      slug: fields.name.toLowerCase().replace(/\W+/g, '-') || fields.code.toLowerCase(),
      ...fields,
    });
    await addImage(deps.db, product.id);
  }
});

const exportCsv = async (who = cookie) =>
  app.request('http://shop.test/api/admin/products/export', { headers: { cookie: who } });
const exported = async () => await (await exportCsv()).text();

function upload(step: 'preview' | 'apply', body: BodyInit, query = '', type = 'text/csv') {
  return app.request(`/api/admin/products/import/${step}${query}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie },
    body,
  });
}
async function preview(body: BodyInit) {
  const response = await upload('preview', body);
  return { status: response.status, body: (await response.json()) as Preview };
}
async function previewAndApply(body: string) {
  const { body: seen } = await preview(body);
  const response = await upload('apply', body, `?fingerprint=${seen.fingerprint}`);
  return { seen, status: response.status, body: (await response.json()) as { msg: string } };
}

interface Preview {
  status: number;
  msg: string;
  fingerprint: string;
  counts: { create: number; update: number; unchanged: number; problems: number };
  creates: { row: number; code: string; name: string }[];
  updates: { row: number; code: string; changes: Record<string, [string, string]> }[];
  problems: { row: number; field: string; message: string }[];
}

/** Edit the CSV as a spreadsheet would: `change(cells, header)` on each data line. */
function edit(csv: string, change: (cells: string[], column: (name: string) => number) => void) {
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  const header = lines[0]!.split(',');
  const column = (name: string) => header.indexOf(name);
  return [
    lines[0],
    ...lines.slice(1).map((line) => {
      if (!line || line.includes('"')) return line;
      const cells = line.split(',');
      change(cells, column);
      return cells.join(',');
    }),
  ].join('\r\n');
}
const stored = async (code: string) =>
  (await deps.db.select().from(products).where(eq(products.code, code)))[0];

describe('GET /api/admin/products/export', () => {
  it('writes every product, one row each, as UTF-8 with a BOM, formulas neutralised', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="chandi-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = text.split('\r\n').filter(Boolean);
    expect(header).toBe(
      'code,name,description,category,price,discount,weight,in_stock,new_arrival,trending,best_seller,pricing,purity,making_kind,making_charge,other_charges,huid,size_type,sizes,images,version',
    );
    expect(text).toContain(
      'ANK-1,Ghungroo Payal,A ring,anklets,2500,10,5.2,yes,no,no,no,fixed,925,per_gram,0,0,AB12CD,,,http://shop.test/media/test/',
    );
    expect(text).toContain('RNG-1,चाँदी की अंगूठी,');
    // A spreadsheet would run this name as a formula: it goes out as text.
    expect(text).toContain(`RNG-2,"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain(`"'- hand made\n- 925 silver",rings,`);
    expect(text).toMatch(/,ring,"12,14",http:\/\/shop\.test\/media\/test\/\S+-800\.webp,1\r\n/);
    expect(rows.filter((row) => /^[A-Z]{3}-\d,/.test(row))).toHaveLength(4);
  });

  it('is for admins: 401 signed out, 403 for a customer', async () => {
    expect((await exportCsv('')).status).toBe(401);
    expect((await exportCsv((await registerCustomer(app)).cookie)).status).toBe(403);
  });
});

describe('import', () => {
  it('takes its own export back as 0 changes (the round trip)', async () => {
    const csv = await exported();
    const { status, body } = await preview(csv);
    expect(status).toBe(200);
    expect(body.counts).toEqual({ create: 0, update: 0, unchanged: 4, problems: 0 });
    expect(body.msg).toBe('0 to update, 0 to create, 4 unchanged');
    const applied = await previewAndApply(csv);
    expect(applied).toMatchObject({ status: 200, body: { msg: 'Nothing to change: 0 changes' } });
    expect(published).toBe(0);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
  });

  it('previews changed prices as updates with before and after, then applies them all in one go', async () => {
    const csv = edit(await exported(), (cells, column) => {
      if (['RNG-1', 'ANK-1'].includes(cells[0]!))
        cells[column('price')] = String(Number(cells[column('price')]) + 100);
    });
    const { body } = await preview(csv);
    expect(body.counts).toMatchObject({ update: 2, create: 0, unchanged: 2, problems: 0 });
    expect(body.updates).toEqual([
      { row: 2, code: 'ANK-1', name: 'Ghungroo Payal', changes: { price: ['2500', '2600'] } },
      { row: 3, code: 'RNG-1', name: 'चाँदी की अंगूठी', changes: { price: ['1499', '1599'] } },
    ]);
    const applied = await upload('apply', csv, `?fingerprint=${body.fingerprint}`);
    expect(applied.status).toBe(200);
    expect(await stored('ANK-1')).toMatchObject({
      pricePaise: 260_000,
      totalPaise: 234_000,
      version: 2,
    });
    expect(await stored('RNG-1')).toMatchObject({ pricePaise: 159_900, version: 2 });
    expect(await stored('RNG-3')).toMatchObject({ version: 1 });
    const entries = await deps.db.select().from(auditLog);
    expect(entries.map((e) => [e.entity, e.action]).sort()).toEqual([
      ['import', 'products'],
      ['product', 'update'],
      ['product', 'update'],
    ]);
    const ankleId = (await stored('ANK-1'))!.id;
    const ankle = entries.find((e) => e.entityId === ankleId)!;
    expect(JSON.parse(ankle.changes)).toEqual({
      pricePaise: [250_000, 260_000],
      totalPaise: [225_000, 234_000],
    });
    expect(published).toBe(1);
    // The file that was applied is now the shop's: previewing it again finds nothing to do.
    expect((await preview(csv)).body.counts).toMatchObject({ update: 0, unchanged: 4 });
  });

  it('creates products for new codes, in a category given by slug or name', async () => {
    const csv = `${await exported()}NEW-1,Lotus Toe Ring,Bichhiya,Rings,450,0,3.5,yes,yes,no,no,fixed,925,per_gram,0,0,,,,,\r\nNEW-2,Pair Payal,Anklets pair,anklets,900,5,20,no,,,,,,,,,,bangle,"2-4,2-6",,\r\n`;
    const { body } = await previewAndApply(csv);
    expect(body.msg).toBe('Imported: 0 updated, 2 created. Publishing the shop…');
    expect(await stored('NEW-1')).toMatchObject({
      name: 'Lotus Toe Ring',
      slug: 'lotus-toe-ring',
      pricePaise: 45_000,
      newArrival: true,
      status: true,
      version: 1,
    });
    expect(await stored('NEW-2')).toMatchObject({
      status: false,
      purity: 925,
      sizeType: 'bangle',
      sizes: '2-4,2-6',
      totalPaise: 85_500,
    });
  });
});

describe('a file that cannot be imported changes nothing', () => {
  async function expectNothingChanged() {
    expect((await deps.db.select().from(products)).map((p) => p.version)).toEqual([1, 1, 1, 1]);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
    expect(published).toBe(0);
  }

  it('names each bad row by number and column: unknown category, bad values, formulas', async () => {
    const csv = `${await exported()}NEW-1,Toe Ring,Bichhiya,toe-rings,450,0,3.5,yes,no,no,no,fixed,925,per_gram,0,0,,,,,\r\nNEW-2,"=HYPERLINK(""x"")",Bichhiya,rings,-5,120,3.5,maybe,no,no,no,fixed,925,per_gram,0,0,,ring,"40",,\r\n`;
    const { body } = await preview(csv);
    expect(body.counts).toMatchObject({ create: 0, unchanged: 4 });
    expect(body.problems).toEqual([
      {
        row: 6,
        field: 'category',
        message: '"toe-rings" is not a category: add it first, or use one of rings, anklets',
      },
      { row: 7, field: 'name', message: expect.stringMatching(/formula/) },
      { row: 7, field: 'price', message: 'must be at least 0' },
      { row: 7, field: 'discount', message: 'must be 0 to 99' },
      { row: 7, field: 'in_stock', message: 'must be yes or no' },
      { row: 7, field: 'sizes', message: expect.stringMatching(/ring sizes/) },
    ]);
    const applied = await upload('apply', csv, `?fingerprint=${body.fingerprint}`);
    expect(applied.status).toBe(400);
    expect(await applied.json()).toMatchObject({
      status: 0,
      msg: 'The file has 6 problems; nothing was changed. Fix them and preview again.',
    });
    await expectNothingChanged();
  });

  it('refuses duplicate codes on every row that has them', async () => {
    const csv = await exported();
    const ring = csv.split('\r\n').find((line) => line.startsWith('RNG-1,'))!;
    const { body } = await preview(`${csv}${ring.replace('1499', '1700')}\r\n`);
    expect(body.problems).toEqual([
      { row: 3, field: 'code', message: 'RNG-1 is on rows 3, 6' },
      { row: 6, field: 'code', message: 'RNG-1 is on rows 3, 6' },
    ]);
  });

  it('refuses two products with the same name or HUID', async () => {
    const csv = `${await exported()}NEW-1,Moon Ring,Copy,rings,450,0,3.5,yes,no,no,no,fixed,925,per_gram,0,0,AB12CD,,,,\r\n`;
    const { body } = await preview(csv);
    expect(body.problems).toEqual([
      { row: 2, field: 'huid', message: 'AB12CD: it is also used by row 6' },
      {
        row: 5,
        field: 'name',
        message: 'gives the address "moon-ring", which is also used by row 6',
      },
      {
        row: 6,
        field: 'name',
        message: 'gives the address "moon-ring", which is also used by row 5',
      },
      { row: 6, field: 'huid', message: 'AB12CD: it is also used by row 2' },
    ]);
  });

  it.each([
    [
      'wrong columns',
      'code,name,colour\r\nRNG-1,Ring,red\r\n',
      /unknown columns: colour; missing columns: description/,
    ],
    ['a semicolon file', 'code;name;description\r\n', /not separated by commas/],
    [
      'broken quoting',
      'code,name\r\nRNG-1,"Ring\r\n',
      /quoting is broken in row 2: a quoted cell is never closed/,
    ],
    ['a stray quote', 'code,name\r\nRNG-1,Ri"ng"x\r\n', /quoting is broken in row 2/],
    ['an empty file', '\r\n', /The file is empty/],
  ])('answers 400 with a clear message for %s', async (_, csv, message) => {
    const { status, body } = await preview(csv);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 0, msg: expect.stringMatching(message) });
    await expectNothingChanged();
  });

  it('answers 400 for a file that is not UTF-8 (a spreadsheet’s Latin-1 "CSV")', async () => {
    const csv = (await exported()).replace('Moon Ring', 'Moon Ring Café');
    const latin1 = Uint8Array.from(
      [...csv.replace(/^\uFEFF/, '')].map((ch) => (ch.charCodeAt(0) < 256 ? ch.charCodeAt(0) : 63)),
    );
    const { status, body } = await preview(latin1);
    expect(status).toBe(400);
    expect(body.msg).toMatch(/not UTF-8 text.*CSV UTF-8/);
  });

  it('answers 413 for 10,001 product rows, and for a file over 5 MB', async () => {
    const header = (await exported()).split('\r\n')[0]!.replace(/^\uFEFF/, '');
    const row = (n: number) =>
      `X-${n},Piece ${n},Silver,rings,100,0,1,yes,no,no,no,fixed,925,per_gram,0,0,,,,,`;
    const rows = (count: number) => Array.from({ length: count }, (_, n) => row(n)).join('\r\n');
    const tooMany = await preview(`${header}\r\n${rows(10_001)}\r\n`);
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.msg).toBe(
      'The file has 10,001 product rows; at most 10,000 can be imported at once. Split it into smaller files.',
    );
    const big = `${header}\r\n${row(1).replace('Silver', 'x'.repeat(5 * 1024 * 1024))}\r\n`;
    const tooBig = await preview(big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.msg).toMatch(
      /^The CSV file is too large \(at most 5 MB and 10,000 products\)/,
    );
    await expectNothingChanged();
  });

  it('reads exactly 10,000 rows (the limit)', async () => {
    const header = (await exported()).split('\r\n')[0]!.replace(/^\uFEFF/, '');
    const rows = Array.from(
      { length: 10_000 },
      (_, n) => `X-${n},Piece ${n},Silver,rings,100,0,1,yes,no,no,no,fixed,925,per_gram,0,0,,,,,`,
    );
    const { status, body } = await preview(`${header}\r\n${rows.join('\r\n')}\r\n`);
    expect(status).toBe(200);
    expect(body.counts).toMatchObject({ create: 10_000, problems: 0 });
  }, 60_000);

  it('refuses a row changed in the shop since the export (its version is older)', async () => {
    const csv = edit(await exported(), (cells, column) => {
      if (cells[0] === 'ANK-1') cells[column('discount')] = '20';
    });
    await deps.db.update(products).set({ version: 2 }).where(eq(products.code, 'ANK-1'));
    const { body } = await preview(csv);
    expect(body.problems).toEqual([
      {
        row: 2,
        field: 'version',
        message: expect.stringMatching(
          /^ANK-1 was changed in the shop after this file was exported \(version 1, now 2\)/,
        ),
      },
    ]);
  });

  it('answers 409 when a product of the file changed between the preview and the apply', async () => {
    const csv = edit(await exported(), (cells, column) => {
      if (cells[0] === 'ANK-1') cells[column('discount')] = '20';
    })
      .replace(/,version\r\n/, '\r\n')
      .replace(/,\d+\r\n/g, '\r\n');
    const { body } = await preview(csv);
    expect(body.counts).toMatchObject({ update: 1, problems: 0 });
    // Another admin hides a category: nothing in the file moves, so the preview still holds.
    const anklets = (await stored('ANK-1'))!.categoryId;
    await app.request(`/api/category/change-status/${anklets}/false`, {
      method: 'PATCH',
      headers: { cookie },
    });
    const afterHide = await preview(csv);
    expect(afterHide.body.fingerprint).toBe(body.fingerprint);
    // Another admin changes the price of a product in the file: what the file would do changes.
    await deps.db.update(products).set({ pricePaise: 260_000 }).where(eq(products.code, 'ANK-1'));
    const applied = await upload('apply', csv, `?fingerprint=${body.fingerprint}`);
    expect(applied.status).toBe(409);
    expect(await applied.json()).toMatchObject({
      msg: expect.stringMatching(/Preview the file again/),
    });
    expect(await stored('ANK-1')).toMatchObject({ discount: 10, version: 1 });
    const wrong = await upload('apply', csv, '?fingerprint=000000000000000000000000');
    expect(wrong.status).toBe(409);
    expect((await upload('apply', csv)).status).toBe(400);
  });

  it('rolls the whole batch back when the catalogue moves after the plan was made', async () => {
    const csv = edit(await exported(), (cells, column) => {
      cells[column('discount')] = '20';
    });
    const { rows, problems } = await readProductCsv(new TextEncoder().encode(csv));
    const plan = await planImport(deps.db, rows, problems);
    expect(plan.updates).toHaveLength(2);
    // Another admin's save commits between the plan and the batch.
    await bumpCatalogueVersion(deps.db, Date.UTC(2030, 0, 1));
    const actor = { id: 'someone', name: 'Someone' };
    await expect(
      applyImport(deps.db, plan, actor, Date.now(), () => 'Rings'),
    ).rejects.toMatchObject({ status: 409 });
    expect((await deps.db.select().from(products)).map((p) => p.discount)).toEqual([
      10, 10, 10, 10,
    ]);
    expect(await deps.db.select().from(auditLog)).toEqual([]);
  });

  it('takes the file only as text/csv, and only from an admin', async () => {
    const csv = await exported();
    expect((await upload('preview', csv, '', 'application/json')).status).toBe(415);
    expect((await upload('preview', csv, '', 'text/plain')).status).toBe(415);
    const customer = await registerCustomer(app);
    for (const who of ['', customer.cookie]) {
      const response = await app.request('/api/admin/products/import/preview', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', cookie: who },
        body: csv,
      });
      expect(response.status).toBe(who ? 403 : 401);
    }
  });
});
