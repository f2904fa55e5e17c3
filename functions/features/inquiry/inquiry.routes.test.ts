import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { rateRules } from '../../lib/rate-rules';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { scaleInquiry, seedManyInquiries } from '../../test/inquiries-at-scale';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 23, 10) });
  app = createApp(deps);
  const category = await addCategory(deps.db);
  await addProduct(deps.db, category.id, {
    code: 'NCK-101',
    name: 'Temple Choker',
    pricePaise: 500_000,
    discount: 20,
  });
  await addProduct(deps.db, category.id, { code: 'RNG-7', name: 'Moonstone Band', status: false });
});

const valid = {
  user_id: 'someoneElse123',
  name: 'Meera Shah',
  email: 'meera@example.in',
  phone: '+91 98290-12345',
  message: 'Is this available in a smaller size?',
  productCodes: JSON.stringify(['nck-101', 'RNG-7', 'NCK-101']),
};
const send = (body: unknown, cookie?: string) =>
  app.request('/api/inquiry/send-inquiry', jsonRequest('POST', body, cookie));

describe('send-inquiry', () => {
  it('stores the inquiry with codes, names and prices seen now, and returns a reference', async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: number; reference: string };
    expect(body).toMatchObject({ status: 1, reference: 'INQ-2026-000001' });
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored).toMatchObject({
      fullname: 'Meera Shah',
      phoneNumber: '+91 98290 12345',
      stage: 'new',
      userId: null,
    });
    const items = await deps.db
      .select()
      .from(inquiryItems)
      .where(eq(inquiryItems.inquiryId, stored!.id));
    expect(items.map((i) => [i.code, i.name, i.pricePaise])).toEqual([
      ['NCK-101', 'Temple Choker', 400_000],
      ['RNG-7', 'Moonstone Band', 134_900],
    ]);
    expect((await (await send({ ...valid, productCodes: [] })).json()) as object).toMatchObject({
      reference: 'INQ-2026-000002',
    });
  });

  it('links the inquiry to the signed-in customer, never to the body user_id', async () => {
    const customer = await registerCustomer(app);
    await send(valid, customer.cookie);
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored?.userId).toBe(customer.id);
  });

  it('names unknown product codes in a 400', async () => {
    const response = await send({
      ...valid,
      productCodes: JSON.stringify(['NCK-101', 'ZZZ-1', 'YYY-2']),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      msg: 'Unknown product codes: ZZZ-1, YYY-2',
      errors: {
        productCodes: 'Not in our catalogue: ZZZ-1, YYY-2. Remove them to send the inquiry.',
      },
    });
    expect(await deps.db.select().from(inquiries)).toEqual([]);
  });

  it.each([
    ['phone', '12345'],
    ['phone', '+1 415 555 0100'],
    ['email', 'meera@'],
    ['message', ''],
    ['message', 'x'.repeat(2001)],
    ['name', ''],
  ])('rejects a bad %s with 400 naming it', async (field, value) => {
    const response = await send({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { errors: Record<string, string> }).errors[field],
    ).toBeDefined();
  });

  it('accepts Indian phone formats', async () => {
    for (const phone of ['9829012345', '09829012345', '+919829012345', '91 98290 12345']) {
      expect((await send({ ...valid, phone })).status).toBe(201);
    }
  });

  it('rate-limits sending with 429', async () => {
    app = createApp({ ...deps, rateRules: rateRules(0.2), clientAddress: () => '198.51.100.7' });
    expect((await send(valid)).status).toBe(201);
    const limited = await send(valid);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('track', () => {
  type Sent = { reference: string; trackingLink: string };
  const sendValid = async () => (await (await send(valid)).json()) as Sent;
  const track = (reference: string, query = '') =>
    app.request(`/api/inquiry/track/${reference}${query}`);
  /** Status and body of an answer, to compare one refusal with another exactly. */
  const answer = async (response: Response) => ({
    status: response.status,
    body: await response.text(),
  });
  const tokenOf = (link: string) => new URLSearchParams(link.split('#')[1]).get('token')!;

  it('shows only the status, dates and pieces, given the reference and the e-mail address in any case', async () => {
    const { reference } = await sendValid();
    const response = await track(
      reference.toLowerCase(),
      `?email=${encodeURIComponent('  Meera@Example.IN ')}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { result: Record<string, unknown> };
    expect(body.result).toEqual({
      reference,
      kind: 'inquiry',
      status: 'Received',
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
      items: [
        { code: 'NCK-101', name: 'Temple Choker', qty: 1, size: '' },
        { code: 'RNG-7', name: 'Moonstone Band', qty: 1, size: '' },
      ],
      replies: [],
      quote: null,
      offer: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/meera|98290|smaller/i);
  });

  it('gives a tracking link whose token shows the status; only the token hash is stored', async () => {
    const { reference, trackingLink } = await sendValid();
    expect(trackingLink).toMatch(
      new RegExp(`^/track-order#ref=${reference}&token=[A-Za-z0-9_-]{43}$`),
    );
    const token = tokenOf(trackingLink);
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored?.trackTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const response = await track(reference, `?token=${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: { reference, status: 'Received' } });
    // Each inquiry gets its own token.
    expect(tokenOf((await sendValid()).trackingLink)).not.toBe(token);
  });

  it('answers a wrong e-mail, a wrong token and an unknown reference with the same 404', async () => {
    const { reference, trackingLink } = await sendValid();
    const second = await sendValid();
    const unknown = await answer(await track('INQ-2026-000999', '?email=meera@example.in'));
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({
      status: 0,
      msg: 'We could not find an inquiry with these details',
    });
    for (const refused of [
      track(reference, '?email=someone.else@example.in'),
      track(reference, '?email=meera@example.com'),
      track('INQ-2025-000001', '?email=meera@example.in'),
      track('INQ-2026-000999', `?token=${tokenOf(trackingLink)}`),
      track(reference, `?token=${tokenOf(second.trackingLink)}`),
      track(reference, `?token=${tokenOf(trackingLink).slice(1)}`),
      track(reference, '?token=not-a-token'),
    ]) {
      expect(await answer(await refused)).toEqual(unknown);
    }
  });

  it('answers a reference alone the same whether it exists or not: 400 asking for the e-mail', async () => {
    const { reference } = await sendValid();
    const known = await answer(await track(reference));
    expect(known.status).toBe(400);
    expect(JSON.parse(known.body)).toMatchObject({
      status: 0,
      msg: expect.stringMatching(/e-mail address used for the inquiry/),
      errors: { email: 'is required' },
    });
    expect(await answer(await track('INQ-2026-000999'))).toEqual(known);
    expect(await answer(await track(reference, '?email=&token='))).toEqual(known);
  });

  it('answers 400 for a malformed reference or e-mail address', async () => {
    expect((await track('hello', '?email=meera@example.in')).status).toBe(400);
    expect((await track('INQ-2026-000001', '?email=meera@')).status).toBe(400);
  });

  it('rate-limits lookups with 429, so e-mail addresses cannot be guessed', async () => {
    const { reference } = await sendValid();
    app = createApp({ ...deps, rateRules: rateRules(0.04), clientAddress: () => '198.51.100.9' });
    expect((await track(reference, '?email=guess@example.in')).status).toBe(404);
    const limited = await track(reference, '?email=meera@example.in');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe(
  "get-inquiry (the reference's list) at 50,000 inquiries (issue 27)",
  { timeout: 60_000 },
  () => {
    interface ListBody {
      status: number;
      msg: string;
      inquiry: { fullname: string; status: boolean; products: { code: string }[] }[];
      total: number;
      page: number;
      limit: number;
      errors?: Record<string, string>;
    }
    const list = async (owner: string, query = '') => {
      const response = await app.request(
        `/api/inquiry/get-inquiry${query}`,
        jsonRequest('GET', undefined, owner),
      );
      return { status: response.status, body: (await response.json()) as ListBody };
    };
    const numbers = (body: ListBody) =>
      body.inquiry.map((inquiry) => Number(inquiry.fullname.replace('Customer ', '')));

    it('answers the newest 100 by default, any page by ?page=&limit=, and the total', async () => {
      const owner = await signInAdmin(app, deps.db);
      await seedManyInquiries(deps.db, 50_000, Date.UTC(2026, 8, 1));
      const first = await list(owner);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 1, total: 50_000, page: 1, limit: 100 });
      expect(numbers(first.body)).toEqual(Array.from({ length: 100 }, (_, i) => 50_000 - i));
      const third = await list(owner, '?page=3&limit=4');
      expect(numbers(third.body)).toEqual([49_992, 49_991, 49_990, 49_989]);
      expect(third.body.inquiry.map((inquiry) => inquiry.products.map((p) => p.code))).toEqual(
        [49_992, 49_991, 49_990, 49_989].map((n) => scaleInquiry(n).pieces.map((p) => p.code)),
      );
      expect(third.body.inquiry.map((inquiry) => inquiry.status)).toEqual([
        true,
        false,
        false,
        true,
      ]);
      const last = await list(owner, '?page=500');
      expect(numbers(last.body)).toEqual(Array.from({ length: 100 }, (_, i) => 100 - i));
      const beyond = await list(owner, '?page=501');
      expect(beyond.body).toMatchObject({ status: 1, inquiry: [], total: 50_000 });
    });

    it('refuses a limit over 100 and a page below 1, naming the field', async () => {
      const owner = await signInAdmin(app, deps.db);
      const tooMany = await list(owner, '?limit=101');
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.errors).toEqual({ limit: 'must be at most 100' });
      const noPage = await list(owner, '?page=0');
      expect(noPage.status).toBe(400);
      expect(noPage.body.errors).toEqual({ page: 'must be at least 1' });
      for (const loose of ['two', '1e2', '0x10', '+5', '2.0'])
        expect((await list(owner, `?page=${loose}`)).body.errors).toEqual({
          page: 'must be a page number',
        });
    });
  },
);
