import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiryEvents } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { newId } from '../../lib/ids';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addInquiry } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';
import { neutralise } from './desk.csv';

// 23 Nov 2026, 15:30 in Jaipur.
const now = Date.UTC(2026, 10, 23, 10);

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => now });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
});

const exportCsv = (query = '') =>
  app.request(`/api/admin/inquiries/export.csv${query}`, jsonRequest('GET', undefined, owner));

/** The file as a spreadsheet reads it: BOM first, then records (csv-parse, the library's twin). */
async function rows(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(new TextDecoder().decode(bytes), { bom: true, columns: true }) as Record<
    string,
    string
  >[];
}

describe('GET /api/admin/inquiries/export.csv', () => {
  it('is a dated UTF-8 download, one row per inquiry, with Hindi names, codes, quantities and ₹', async () => {
    const inquiry = await addInquiry(
      deps.db,
      {
        fullname: 'मीरा शर्मा',
        email: 'meera@example.in',
        stage: 'quoted',
        message: 'दो चाहिए,\n"जल्दी" please',
        createdAt: Date.UTC(2026, 10, 22, 20, 15),
      },
      [
        { code: 'NCK-101', qty: 2 },
        { code: 'RNG-7', qty: 1 },
      ],
    );
    await deps.db.insert(inquiryEvents).values({
      id: newId(),
      inquiryId: inquiry.id,
      kind: 'quote',
      authorName: 'Shop Owner',
      quotePaise: 10_660_050,
      quoteValidUntil: '2026-11-30',
      createdAt: now,
    });
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="inquiries-2026-11-23.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await rows(response)).toEqual([
      {
        Reference: 'INQ-2026-000001',
        'Date (IST)': '2026-11-23 01:45',
        Stage: 'quoted',
        Kind: 'inquiry',
        Name: 'मीरा शर्मा',
        'E-mail': 'meera@example.in',
        Phone: "'+91 98290 12345",
        'Product codes': 'NCK-101; RNG-7',
        Quantities: '2; 1',
        'Total quoted (₹)': '106600.50',
        'Quote valid until': '2026-11-30',
        Message: 'दो चाहिए,\n"जल्दी" please',
      },
    ]);
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await addInquiry(deps.db, {
      fullname: '=HYPERLINK("http://evil.example","Click")',
      message: '@SUM(1+1)',
    });
    const [row] = await rows(await exportCsv());
    expect(row!.Name).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(row!.Message).toBe("'@SUM(1+1)");
    expect(['-2', '+3', '\tx', '\rx', 'a=b', ''].map(neutralise)).toEqual([
      "'-2",
      "'+3",
      "'\tx",
      "'\rx",
      'a=b',
      '',
    ]);
  });

  it('exports the filtered list in its order, and only a header when nothing matches', async () => {
    await addInquiry(deps.db, { fullname: 'Won early', stage: 'won', createdAt: now - 2000 });
    await addInquiry(deps.db, { fullname: 'New', stage: 'new', createdAt: now - 1000 });
    await addInquiry(deps.db, { fullname: 'Won late', stage: 'won', createdAt: now });
    expect((await rows(await exportCsv('?stage=won'))).map((r) => r.Name)).toEqual([
      'Won late',
      'Won early',
    ]);
    expect((await rows(await exportCsv('?stage=won&dir=asc'))).map((r) => r.Name)).toEqual([
      'Won early',
      'Won late',
    ]);
    const empty = await exportCsv('?q=nobody');
    const text = new TextDecoder().decode(await empty.arrayBuffer());
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1);
    const bad = await exportCsv('?stage=closed');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { stage: expect.any(String) } });
  });
});
