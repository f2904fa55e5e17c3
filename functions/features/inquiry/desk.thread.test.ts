import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries, inquiryEvents, outbox } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addInquiry, signInStaff } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';

// 23 Nov 2026, 15:30 in Jaipur.
const now = Date.UTC(2026, 10, 23, 10);
const day = 86_400_000;

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;
let clock: number;

beforeEach(async () => {
  clock = now;
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
});

interface Event {
  kind: string;
  author: string;
  body: string;
  from: string | null;
  to: string | null;
  quote: { amount: number; validUntil: string; expired: boolean } | null;
  createdAt: string;
}
interface Answer {
  status: number;
  msg: string;
  errors?: Record<string, string>;
  events?: Event[];
  inquiry?: {
    reference: string;
    stage: string;
    followUp: boolean;
    customer: {
      name: string;
      email: string;
      phone: string;
      account: unknown;
      otherInquiries: number;
    };
    items: {
      code: string;
      name: string;
      qty: number;
      size: string | null;
      price: number;
      breakup: unknown;
    }[];
    events: Event[];
    whatsApp: string | null;
  };
}

const call = async (method: string, path: string, body?: unknown, cookie = owner) => {
  const response = await app.request(
    `/api/admin/inquiries${path}`,
    jsonRequest(method, body, cookie),
  );
  return { status: response.status, body: (await response.json()) as Answer };
};
const detail = async (id: string) => (await call('GET', `/${id}`)).body.inquiry!;
const mails = () => deps.db.select().from(outbox);
const audits = () => deps.db.select().from(auditLog);

/** The private tracking link in an e-mail's text: the reference and token it carries. */
function trackingLinkIn(text: string) {
  const link = /http:\/\/localhost:4321\/track-order#ref=([^&\s]+)&token=([\w-]{43})(?=\s|$)/.exec(
    text,
  );
  expect(link, 'a tracking link with its token').not.toBeNull();
  return { reference: link![1]!, token: link![2]! };
}

/** What the tracking API answers for a reference and a link's token. */
const trackWith = async (reference: string, token: string) => {
  const response = await app.request(`/api/inquiry/track/${reference}?token=${token}`);
  return {
    status: response.status,
    body: (await response.json()) as { result?: { reference: string } },
  };
};

const breakup = {
  metal: 900,
  making: 300,
  other: 0,
  gst: 36,
  total: 1236,
  rate: 97.3,
  rateDate: '2026-11-23',
};

describe('GET /api/admin/inquiries/{id}', () => {
  it('shows the customer, the pieces as they were, the thread and a WhatsApp link', async () => {
    const inquiry = await addInquiry(
      deps.db,
      { fullname: 'Meera Shah', phoneNumber: '+91 98290 12345', createdAt: now - 2 * day },
      [
        { code: 'NCK-101', name: 'Temple Choker', qty: 2, pricePaise: 400_000 },
        {
          code: 'RNG-7',
          name: 'Moonstone Band',
          size: '14',
          pricePaise: 134_950,
          breakup: JSON.stringify(breakup),
        },
        { code: 'BAD-1', breakup: '{"metal":"a lot"}' },
      ],
    );
    await addInquiry(deps.db, { email: 'MEERA@example.in' });
    const { status, body } = await call('GET', `/${inquiry.id}`);
    expect(status).toBe(200);
    expect(body.inquiry).toMatchObject({
      reference: 'INQ-2026-000001',
      stage: 'new',
      followUp: true,
      customer: {
        name: 'Meera Shah',
        email: 'meera@example.in',
        phone: '+91 98290 12345',
        account: null,
        otherInquiries: 1,
      },
      items: [
        { code: 'NCK-101', name: 'Temple Choker', qty: 2, size: null, price: 4000, breakup: null },
        {
          code: 'RNG-7',
          name: 'Moonstone Band',
          qty: 1,
          size: '14',
          price: 1349.5,
          breakup,
        },
        { code: 'BAD-1', breakup: null },
      ],
      events: [],
    });
    const link = new URL(body.inquiry!.whatsApp!);
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/919829012345');
    expect(link.searchParams.get('text')).toContain('INQ-2026-000001');
  });

  it('has no WhatsApp link without an Indian number, 404 for an unknown id, 400 for a malformed one', async () => {
    const contact = await addInquiry(deps.db, { kind: 'contact', phoneNumber: '' });
    expect((await detail(contact.id)).whatsApp).toBeNull();
    expect(await call('GET', '/nosuchinquiry123')).toMatchObject({
      status: 404,
      body: { msg: 'Inquiry not found' },
    });
    const bad = await call('GET', '/not-an-id!');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: 'must be an inquiry id' });
  });
});

describe('notes', () => {
  it('adds an internal note with who and when, audited, and e-mails nobody', async () => {
    const inquiry = await addInquiry(deps.db);
    const added = await call('POST', `/${inquiry.id}/notes`, {
      body: '  Called her, she will visit on Saturday  ',
    });
    expect(added.status).toBe(201);
    expect(added.body.events).toEqual([
      expect.objectContaining({
        kind: 'note',
        author: 'Shop Owner',
        body: 'Called her, she will visit on Saturday',
        createdAt: new Date(now).toISOString(),
      }),
    ]);
    // A note has no e-mail, so nothing to say about one.
    expect((await detail(inquiry.id)).events).toEqual([{ ...added.body.events![0], mail: null }]);
    expect(await mails()).toEqual([]);
    expect(await audits()).toEqual([
      expect.objectContaining({
        actorName: 'Shop Owner',
        entity: 'inquiry',
        entityId: inquiry.id,
        action: 'note',
      }),
    ]);
  });

  it('refuses an empty or overlong note naming the field, and a note for no inquiry', async () => {
    const inquiry = await addInquiry(deps.db);
    for (const body of [{ body: '   ' }, {}, { body: 'x'.repeat(5001) }]) {
      const refused = await call('POST', `/${inquiry.id}/notes`, body);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors!)).toEqual(['body']);
    }
    expect((await call('POST', '/nosuchinquiry123/notes', { body: 'Hi' })).status).toBe(404);
    expect(await deps.db.select().from(inquiryEvents)).toEqual([]);
  });
});

describe('replies', () => {
  it('e-mails the customer with their words escaped, moves new to in progress and audits, in one go', async () => {
    const inquiry = await addInquiry(deps.db, {
      fullname: 'Meera <b>Shah</b>',
      email: 'meera@example.in',
    });
    const sent = await call('POST', `/${inquiry.id}/replies`, {
      body: 'Yes, in 14 & 16.\nCome any day <i>after</i> 11.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.events!.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['reply', null, null],
      ['status', 'new', 'in_progress'],
    ]);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      kind: 'customer_reply',
      toAddress: 'meera@example.in',
      subject: 'Reply to your inquiry INQ-2026-000001',
      ref: `inquiry:${inquiry.id}`,
      state: 'pending',
    });
    expect(mail!.text).toContain('Yes, in 14 & 16.\nCome any day <i>after</i> 11.');
    expect(mail!.html).toContain('Meera &lt;b&gt;Shah&lt;/b&gt;');
    expect(mail!.html).toContain(
      'Yes, in 14 &amp; 16.<br>Come any day &lt;i&gt;after&lt;/i&gt; 11.',
    );
    expect(mail!.html).not.toContain('<i>after');
    // Its link carries a token of its own, which opens the inquiry without the e-mail address.
    const link = trackingLinkIn(mail!.text);
    expect(link.reference).toBe('INQ-2026-000001');
    const tracked = await trackWith(link.reference, link.token);
    expect(tracked.status).toBe(200);
    expect(tracked.body.result?.reference).toBe('INQ-2026-000001');
    // It opens that inquiry only.
    const other = await addInquiry(deps.db);
    const otherReference = (await detail(other.id)).reference;
    expect((await trackWith(otherReference, link.token)).status).toBe(404);
    const [row] = await deps.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row).toMatchObject({ stage: 'in_progress', updatedAt: now });
    expect((await audits()).map((a) => [a.action, JSON.parse(a.changes)])).toEqual([
      [
        'reply',
        {
          stage: ['new', 'in_progress'],
          reply: [null, 'Yes, in 14 & 16.\nCome any day <i>after</i> 11.'],
        },
      ],
    ]);
  });

  it('keeps a quoted inquiry quoted, and refuses spam with 409 and nothing written', async () => {
    const quoted = await addInquiry(deps.db, { stage: 'quoted' });
    const answer = await call('POST', `/${quoted.id}/replies`, { body: 'Still available.' });
    expect(answer.body.events!.map((e) => e.kind)).toEqual(['reply']);
    expect((await detail(quoted.id)).stage).toBe('quoted');

    const spam = await addInquiry(deps.db, { stage: 'spam' });
    const refused = await call('POST', `/${spam.id}/replies`, { body: 'Hello' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      status: 0,
      msg: expect.stringContaining('marked as spam'),
    });
    expect((await detail(spam.id)).events).toEqual([]);
    expect(await mails()).toHaveLength(1);
  });

  it('refuses a blank reply naming the field', async () => {
    const inquiry = await addInquiry(deps.db);
    const refused = await call('POST', `/${inquiry.id}/replies`, { body: '' });
    expect(refused).toMatchObject({ status: 400, body: { errors: { body: 'is required' } } });
    expect(await mails()).toEqual([]);
  });
});

describe('quotes', () => {
  it('e-mails the quote, makes the inquiry quoted with a status event, and audits', async () => {
    const inquiry = await addInquiry(deps.db, { stage: 'in_progress', fullname: 'Meera <Shah>' }, [
      { code: 'NCK-101', name: 'Temple <Choker>', qty: 2 },
    ]);
    const sent = await call('POST', `/${inquiry.id}/quotes`, {
      amount: 106600,
      validUntil: '2026-11-30',
      message: 'Includes the gift box.',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.events).toEqual([
      expect.objectContaining({
        kind: 'quote',
        body: 'Includes the gift box.',
        quote: { amount: 106600, validUntil: '2026-11-30', expired: false },
      }),
      expect.objectContaining({
        kind: 'status',
        from: 'in_progress',
        to: 'quoted',
        author: 'Shop Owner',
      }),
    ]);
    expect((await detail(inquiry.id)).stage).toBe('quoted');
    const [mail] = await mails();
    expect(mail).toMatchObject({
      kind: 'customer_quote',
      toAddress: 'meera@example.in',
      subject: 'Your quote for INQ-2026-000001: ₹1,06,600',
    });
    expect(mail!.text).toContain('Valid until: 30 November 2026');
    expect(mail!.text).toContain('Temple <Choker> (NCK-101) × 2');
    expect(mail!.text).toContain('Includes the gift box.');
    expect(mail!.html).toContain('Dear Meera &lt;Shah&gt;,');
    expect(mail!.html).toContain('Temple &lt;Choker&gt; (NCK-101) × 2');
    expect(mail!.html).not.toContain('<Shah>');
    const link = trackingLinkIn(mail!.text);
    expect(link.reference).toBe('INQ-2026-000001');
    expect((await trackWith(link.reference, link.token)).status).toBe(200);
    expect((await audits()).map((a) => a.action)).toEqual(['quote']);
  });

  it('takes paise and today as the last day; a lapsed quote shows as expired', async () => {
    const inquiry = await addInquiry(deps.db);
    const today = await call('POST', `/${inquiry.id}/quotes`, {
      amount: '2499.50',
      validUntil: '2026-11-23',
    });
    expect(today.status).toBe(201);
    expect(today.body.events![0]!.quote).toEqual({
      amount: 2499.5,
      validUntil: '2026-11-23',
      expired: false,
    });
    // 24 Nov 2026, 00:30 in Jaipur: the quote's last day has passed.
    clock = Date.UTC(2026, 10, 23, 19);
    const [quote] = (await detail(inquiry.id)).events;
    expect(quote!.quote).toEqual({ amount: 2499.5, validUntil: '2026-11-23', expired: true });
    const listed = (await call('GET', '')).body as unknown as { items: { quote: unknown }[] };
    expect(listed.items[0]!.quote).toEqual({
      amount: 2499.5,
      validUntil: '2026-11-23',
      expired: true,
    });
  });

  it('refuses a day in the past, an amount of zero or less, and malformed input, naming each field', async () => {
    const inquiry = await addInquiry(deps.db);
    const cases: [unknown, Record<string, string>][] = [
      [{ amount: 2500, validUntil: '2026-11-22' }, { validUntil: 'must be today or a later day' }],
      [{ amount: 0, validUntil: '2026-11-30' }, { amount: 'must be at least ₹1' }],
      [{ amount: -5, validUntil: '2026-11-30' }, { amount: 'must be at least ₹1' }],
      // Amounts that round to nothing, or to less than a rupee, as the shop stores them (paise).
      [{ amount: 1e-9, validUntil: '2026-11-30' }, { amount: 'must be at least ₹1' }],
      [{ amount: 0.99, validUntil: '2026-11-30' }, { amount: 'must be at least ₹1' }],
      [
        { amount: 2500, validUntil: '2027-11-25' },
        { validUntil: 'must be within a year from today' },
      ],
      [{ amount: 10.005, validUntil: '2026-11-30' }, { amount: 'must have at most 2 decimals' }],
      [
        { amount: '1e5', validUntil: '2026-11-30' },
        { amount: 'must be a number of rupees, such as 2500' },
      ],
      [{ validUntil: '2026-11-30' }, { amount: 'is required' }],
      [{ amount: 2500, validUntil: '2026-02-30' }, { validUntil: 'must be a real date' }],
      [{ amount: 2500 }, { validUntil: 'is required' }],
      [
        { amount: 2500, validUntil: 'next week' },
        { validUntil: 'must be a date such as 2026-11-23' },
      ],
      [
        { amount: 2500, validUntil: '2026-11-30', message: 'x'.repeat(2001) },
        { message: 'must be at most 2000 characters' },
      ],
    ];
    for (const [input, errors] of cases) {
      const refused = await call('POST', `/${inquiry.id}/quotes`, input);
      expect(refused.status, JSON.stringify(input)).toBe(400);
      expect(refused.body.errors, JSON.stringify(input)).toEqual(errors);
    }
    expect(await mails()).toEqual([]);
    expect((await detail(inquiry.id)).stage).toBe('new');
  });

  it('refuses a quote to spam with 409', async () => {
    const spam = await addInquiry(deps.db, { stage: 'spam' });
    const refused = await call('POST', `/${spam.id}/quotes`, {
      amount: 2500,
      validUntil: '2026-11-30',
    });
    expect(refused.status).toBe(409);
    expect(await mails()).toEqual([]);
  });
});

describe('PATCH /api/admin/inquiries/{id}/stage', () => {
  it('records each change with from, to, who and when, and audits it; staff may do it', async () => {
    const inquiry = await addInquiry(deps.db);
    const staff = await signInStaff(app, deps.db);
    const moved = await call('PATCH', `/${inquiry.id}/stage`, { stage: 'won' }, staff);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ msg: 'Moved to Won', stage: 'won' });
    expect(moved.body.events).toEqual([
      expect.objectContaining({
        kind: 'status',
        from: 'new',
        to: 'won',
        author: 'Ravi Staff',
        createdAt: new Date(now).toISOString(),
      }),
    ]);
    const again = await call('PATCH', `/${inquiry.id}/stage`, { stage: 'won' });
    expect(again.body).toMatchObject({ msg: 'Already Won', events: [] });
    expect((await detail(inquiry.id)).events).toHaveLength(1);
    expect((await audits()).map((a) => [a.actorName, a.action, JSON.parse(a.changes)])).toEqual([
      ['Ravi Staff', 'stage', { stage: ['new', 'won'] }],
    ]);
  });

  it('refuses an unknown stage naming the field', async () => {
    const inquiry = await addInquiry(deps.db);
    const refused = await call('PATCH', `/${inquiry.id}/stage`, { stage: 'closed' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      stage: 'must be one of new, in_progress, quoted, won, lost, spam',
    });
  });
});

describe("the reference's Unread/Acknowledged calls", () => {
  it('PATCH change-status maps to new/in_progress and joins the thread and the audit trail', async () => {
    const inquiry = await addInquiry(deps.db);
    const patch = (to: boolean) =>
      app.request(
        `/api/inquiry/change-status/${inquiry.id}/${to}`,
        jsonRequest('PATCH', undefined, owner),
      );
    const acknowledged = await patch(true);
    expect(acknowledged.status).toBe(200);
    expect(await acknowledged.json()).toEqual({ status: 1, msg: 'Inquiry acknowledged' });
    expect((await detail(inquiry.id)).stage).toBe('in_progress');
    const listed = await app.request(
      '/api/inquiry/get-inquiry',
      jsonRequest('GET', undefined, owner),
    );
    expect(await listed.json()).toMatchObject({ inquiry: [{ _id: inquiry.id, status: true }] });
    expect((await patch(false)).status).toBe(200);
    expect((await detail(inquiry.id)).events.map((e) => [e.kind, e.from, e.to, e.author])).toEqual([
      ['status', 'new', 'in_progress', 'Shop Owner'],
      ['status', 'in_progress', 'new', 'Shop Owner'],
    ]);
    expect((await audits()).map((a) => a.action)).toEqual(['stage', 'stage']);
    const missing = await app.request(
      '/api/inquiry/change-status/nosuchinquiry123/true',
      jsonRequest('PATCH', undefined, owner),
    );
    expect(missing.status).toBe(404);
  });
});
