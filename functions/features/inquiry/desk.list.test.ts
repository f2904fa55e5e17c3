import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addInquiry, signInStaff } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';

// 23 Nov 2026, 15:30 in Jaipur.
const now = Date.UTC(2026, 10, 23, 10);
const hour = 3_600_000;

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => now });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
});

interface ListBody {
  status: number;
  msg: string;
  items: {
    _id: string;
    reference: string;
    fullname: string;
    stage: string;
    kind: string;
    followUp: boolean;
    products: { code: string; qty: number }[];
    quote: { amount: number; validUntil: string; expired: boolean } | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
  counts: { stages: Record<string, number>; all: number; followUp: number };
  errors?: Record<string, string>;
}

const list = async (query = '', cookie = owner) => {
  const response = await app.request(
    `/api/admin/inquiries${query}`,
    jsonRequest('GET', undefined, cookie),
  );
  return { status: response.status, body: (await response.json()) as ListBody };
};
const names = (body: ListBody) => body.items.map((item) => item.fullname);

describe('who may use the desk', () => {
  it('refuses anonymous callers (401) and customers (403) on every route, and lets staff in', async () => {
    const inquiry = await addInquiry(deps.db);
    const customer = await registerCustomer(app);
    const staff = await signInStaff(app, deps.db);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/inquiries'],
      ['GET', '/api/admin/inquiries/export.csv'],
      ['GET', `/api/admin/inquiries/${inquiry.id}`],
      ['POST', `/api/admin/inquiries/${inquiry.id}/notes`, { body: 'Called her' }],
      ['POST', `/api/admin/inquiries/${inquiry.id}/replies`, { body: 'Yes, it is' }],
      [
        'POST',
        `/api/admin/inquiries/${inquiry.id}/quotes`,
        { amount: 2500, validUntil: '2026-11-30' },
      ],
      ['PATCH', `/api/admin/inquiries/${inquiry.id}/stage`, { stage: 'won' }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await app.request(path, jsonRequest(method, body));
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(await anonymous.json()).toMatchObject({ status: 0, msg: 'Please sign in as admin' });
      const asCustomer = await app.request(path, jsonRequest(method, body, customer.cookie));
      expect(asCustomer.status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, body] of calls) {
      const asStaff = await app.request(path, jsonRequest(method, body, staff));
      expect(asStaff.status, `${method} ${path}`).toBeLessThan(300);
    }
  });
});

describe('GET /api/admin/inquiries', () => {
  it('pages newest first with the total, and refuses a page size over 100 naming the field', async () => {
    for (let i = 0; i < 5; i++)
      await addInquiry(deps.db, { fullname: `Customer ${i}`, createdAt: now - (5 - i) * hour });
    const first = await list('?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 1, total: 5, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['Customer 4', 'Customer 3']);
    expect(names((await list('?pageSize=2&page=3')).body)).toEqual(['Customer 0']);
    expect((await list('?pageSize=2&page=4')).body.items).toEqual([]);
    expect((await list()).body.pageSize).toBe(25);

    const tooBig = await list('?pageSize=101');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toMatchObject({ status: 0, errors: { pageSize: 'must be at most 100' } });
    const notANumber = await list('?page=two');
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errors).toHaveProperty('page');
  });

  it('sorts by name, stage, oldest first or last updated', async () => {
    await addInquiry(deps.db, {
      fullname: 'zoya',
      stage: 'won',
      createdAt: now - 3 * hour,
      updatedAt: now - 3 * hour,
    });
    await addInquiry(deps.db, {
      fullname: 'Arjun',
      stage: 'quoted',
      createdAt: now - 2 * hour,
      updatedAt: now,
    });
    await addInquiry(deps.db, {
      fullname: 'Meera',
      stage: 'new',
      createdAt: now - hour,
      updatedAt: now - hour,
    });
    expect(names((await list('?sort=name&dir=asc')).body)).toEqual(['Arjun', 'Meera', 'zoya']);
    expect(names((await list('?sort=stage&dir=asc')).body)).toEqual(['Meera', 'Arjun', 'zoya']);
    expect(names((await list('?dir=asc')).body)).toEqual(['zoya', 'Arjun', 'Meera']);
    expect(names((await list('?sort=updated')).body)).toEqual(['Arjun', 'Meera', 'zoya']);
    const bad = await list('?sort=price&dir=up');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors!)).toEqual(expect.arrayContaining(['sort', 'dir']));
  });

  it('filters by stage and kind, and counts each stage under the other filters', async () => {
    await addInquiry(deps.db, { fullname: 'New one', stage: 'new' });
    await addInquiry(deps.db, { fullname: 'Quoted one', stage: 'quoted' });
    await addInquiry(deps.db, { fullname: 'Won one', stage: 'won' });
    await addInquiry(deps.db, { fullname: 'Contact', stage: 'new', kind: 'contact' });
    const quoted = await list('?stage=quoted');
    expect(names(quoted.body)).toEqual(['Quoted one']);
    expect(quoted.body.total).toBe(1);
    expect(quoted.body.counts).toEqual({
      stages: { new: 2, in_progress: 0, quoted: 1, won: 1, lost: 0, spam: 0 },
      all: 4,
      followUp: 0,
    });
    const contacts = await list('?kind=contact');
    expect(names(contacts.body)).toEqual(['Contact']);
    expect(contacts.body.items[0]?.kind).toBe('contact');
    expect((await list('?kind=inquiry')).body.counts.stages.new).toBe(1);
    const bad = await list('?stage=closed&kind=order');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      stage: 'must be one of new, in_progress, quoted, won, lost, spam',
      kind: 'must be inquiry or contact',
    });
  });

  it('filters by days in shop time (IST), both ends included', async () => {
    // 22 Nov 23:59 IST, 23 Nov 00:00 IST and 23 Nov 15:00 IST.
    await addInquiry(deps.db, {
      fullname: 'Late on the 22nd',
      createdAt: Date.UTC(2026, 10, 22, 18, 29),
    });
    await addInquiry(deps.db, { fullname: 'Midnight', createdAt: Date.UTC(2026, 10, 22, 18, 30) });
    await addInquiry(deps.db, { fullname: 'Afternoon', createdAt: Date.UTC(2026, 10, 23, 9, 30) });
    expect(names((await list('?from=2026-11-23')).body)).toEqual(['Afternoon', 'Midnight']);
    expect(names((await list('?to=2026-11-22')).body)).toEqual(['Late on the 22nd']);
    expect(names((await list('?from=2026-11-22&to=2026-11-22')).body)).toEqual([
      'Late on the 22nd',
    ]);
    expect(names((await list('?from=&to=')).body)).toHaveLength(3);
    const reversed = await list('?from=2026-11-23&to=2026-11-22');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({ to: 'must not be before the start date' });
    const unreal = await list('?from=2026-02-30');
    expect(unreal.status).toBe(400);
    expect(unreal.body.errors).toEqual({ from: 'must be a real date' });
    const words = await list('?from=yesterday&to=2026-1-5');
    expect(words.status).toBe(400);
    expect(words.body.errors).toEqual({
      from: 'must be a date such as 2026-11-23',
      to: 'must be a date such as 2026-11-23',
    });
  });

  it('marks and filters inquiries left in new for more than 24 hours', async () => {
    await addInquiry(deps.db, { fullname: 'Waiting', createdAt: now - 25 * hour });
    await addInquiry(deps.db, { fullname: 'Fresh', createdAt: now - 23 * hour });
    await addInquiry(deps.db, {
      fullname: 'Old but answered',
      stage: 'in_progress',
      createdAt: now - 50 * hour,
    });
    const all = await list();
    expect(all.body.items.map((item) => [item.fullname, item.followUp])).toEqual([
      ['Fresh', false],
      ['Waiting', true],
      ['Old but answered', false],
    ]);
    expect(all.body.counts.followUp).toBe(1);
    expect(names((await list('?followUp=true')).body)).toEqual(['Waiting']);
  });

  describe('search', () => {
    beforeEach(async () => {
      await addInquiry(
        deps.db,
        {
          fullname: 'Meera Shah',
          email: 'meera@example.in',
          phoneNumber: '+91 98290 12345',
          createdAt: now - 3 * hour,
        },
        [{ code: 'NCK-101' }],
      );
      await addInquiry(
        deps.db,
        {
          fullname: 'मीरा देवी',
          email: 'devi@example.com',
          phoneNumber: '+91 70000 55555',
          createdAt: now - 2 * hour,
        },
        [{ code: 'RNG-7' }, { code: 'PYL-100_A' }],
      );
      await addInquiry(deps.db, {
        fullname: 'Asha 50% Verma',
        email: 'asha@example.org',
        phoneNumber: '+91 90000 11111',
        createdAt: now - hour,
      });
    });
    const search = async (q: string) => names((await list(`?q=${encodeURIComponent(q)}`)).body);

    it('finds by reference, however much of it is typed', async () => {
      const [first] = (await list('?dir=asc')).body.items;
      expect(first?.reference).toBe('INQ-2026-000001');
      expect(await search('INQ-2026-000001')).toEqual(['Meera Shah']);
      expect(await search('inq-2026-000002')).toEqual(['मीरा देवी']);
      expect(await search('3')).toEqual(['Asha 50% Verma']);
    });

    it('finds by name (any script), e-mail and phone as typed', async () => {
      expect(await search('meera')).toEqual(['Meera Shah']);
      expect(await search('मीरा')).toEqual(['मीरा देवी']);
      expect(await search('EXAMPLE.COM')).toEqual(['मीरा देवी']);
      expect(await search('98290-12345')).toEqual(['Meera Shah']);
      expect(await search('09829012345')).toEqual(['Meera Shah']);
      expect(await search('55555')).toEqual(['मीरा देवी']);
    });

    it('finds by product code, and takes % and _ as letters', async () => {
      expect(await search('rng-7')).toEqual(['मीरा देवी']);
      expect(await search('NCK')).toEqual(['Meera Shah']);
      expect(await search('100_a')).toEqual(['मीरा देवी']);
      expect(await search('50%')).toEqual(['Asha 50% Verma']);
      expect(await search('%')).toEqual(['Asha 50% Verma']);
      expect(await search('s_a')).toEqual([]);
      expect(await search('nobody')).toEqual([]);
    });

    it('follows a changed name and e-mail, and a piece taken off', async () => {
      await deps.db
        .update(inquiries)
        .set({ fullname: 'Meera Kapoor', email: 'mk@example.net' })
        .where(eq(inquiries.fullname, 'Meera Shah'));
      expect(await search('kapoor')).toEqual(['Meera Kapoor']);
      expect(await search('example.net')).toEqual(['Meera Kapoor']);
      expect(await search('Shah')).toEqual([]);
      await deps.db.delete(inquiryItems).where(eq(inquiryItems.code, 'RNG-7'));
      expect(await search('rng-7')).toEqual([]);
      expect(await search('PYL-100')).toEqual(['मीरा देवी']);
    });

    it('combines search with the other filters and refuses a search over 100 characters', async () => {
      expect(names((await list('?q=meera&kind=contact')).body)).toEqual([]);
      const long = await list(`?q=${'a'.repeat(101)}`);
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ q: 'must be at most 100 characters' });
    });
  });
});
