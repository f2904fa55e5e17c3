import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let clock = Date.UTC(2026, 10, 23, 10);
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let ring: { id: string };

beforeEach(async () => {
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  const category = await addCategory(deps.db);
  ring = await addProduct(deps.db, category.id, { code: 'RNG-7', name: 'Moonstone Band' });
});

const sendInquiry = (cookie: string | undefined, email: string, qty: number) => {
  clock += 60_000;
  return app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest(
      'POST',
      {
        name: 'Asha Verma',
        email,
        phone: '98290 12345',
        message: 'For my sister',
        items: [{ pId: ring.id, qty }],
      },
      cookie,
    ),
  );
};
type Listed = { reference: string; status: string; items: object[]; trackingLink: string };
const list = async (cookie?: string) => {
  const response = await app.request('/api/user/inquiries', jsonRequest('GET', undefined, cookie));
  return {
    status: response.status,
    response,
    body: (await response.json()) as { status: number; inquiries: Listed[] },
  };
};

describe('GET /api/user/inquiries', () => {
  it('answers 401 without a customer session', async () => {
    const { status, body } = await list();
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: 0, msg: 'Please login first' });
  });

  it("lists the customer's own inquiries newest first, with status, pieces and tracking link", async () => {
    const asha = await registerCustomer(app);
    const other = await registerCustomer(app, 'Bela Rao');
    await sendInquiry(asha.cookie, asha.email, 2);
    await sendInquiry(other.cookie, other.email, 1);
    // Sent with her address but signed out: not hers to see under the account.
    await sendInquiry(undefined, asha.email, 1);
    // Typed another address while signed in: still hers.
    await sendInquiry(asha.cookie, 'asha.work@example.in', 3);
    const [older, newer] = await deps.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.userId, asha.id))
      .orderBy(inquiries.seq);
    await deps.db.update(inquiries).set({ stage: 'won' }).where(eq(inquiries.id, older!.id));

    const { status, response, body } = await list(asha.cookie);
    expect(status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.inquiries).toEqual([
      {
        reference: 'INQ-2026-000004',
        kind: 'inquiry',
        status: 'Received',
        createdAt: new Date(newer!.createdAt).toISOString(),
        items: [{ code: 'RNG-7', name: 'Moonstone Band', qty: 3, size: '' }],
        trackingLink: '/track-order#ref=INQ-2026-000004&email=asha.work%40example.in',
      },
      expect.objectContaining({
        reference: 'INQ-2026-000001',
        status: 'Confirmed',
        items: [{ code: 'RNG-7', name: 'Moonstone Band', qty: 2, size: '' }],
      }),
    ]);
  });

  it('gives tracking links that the tracking API accepts', async () => {
    const asha = await registerCustomer(app);
    await sendInquiry(asha.cookie, asha.email, 2);
    const [listed] = (await list(asha.cookie)).body.inquiries;
    const proof = new URLSearchParams(listed!.trackingLink.split('#')[1]);
    const response = await app.request(
      `/api/inquiry/track/${proof.get('ref')}?email=${encodeURIComponent(proof.get('email')!)}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      result: { reference: listed!.reference, items: [{ qty: 2 }] },
    });
  });

  it('is empty for a customer who has sent nothing', async () => {
    const asha = await registerCustomer(app);
    expect((await list(asha.cookie)).body).toEqual({
      status: 1,
      msg: '0 inquiries',
      inquiries: [],
    });
  });
});
