import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryEvents } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { newId } from '../../lib/ids';
import { jsonRequest } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

const sentAt = Date.UTC(2026, 10, 23, 10);
const day = 24 * 60 * 60 * 1000;
let clock = sentAt;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let ring: { id: string };

beforeEach(async () => {
  clock = sentAt;
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  const category = await addCategory(deps.db);
  ring = await addProduct(deps.db, category.id, {
    code: 'RNG-7',
    name: 'Moonstone Band',
    sizeType: 'ring',
    sizes: '12,14',
  });
});

type Tracked = {
  status: string;
  items: unknown[];
  replies: { body: string; at: string }[];
  quote: { amount: number; validUntil: string; message: string; expired: boolean } | null;
};

/** Send an inquiry for two rings in size 14; returns its id, reference and tracking token. */
async function sendOne() {
  const response = await app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest('POST', {
      name: 'Meera Shah',
      email: 'meera@example.in',
      phone: '98290 12345',
      message: 'Private words about my budget',
      items: [{ pId: ring.id, qty: 2, size: '14' }],
    }),
  );
  const body = (await response.json()) as { reference: string; trackingLink: string };
  const [row] = await deps.db.select().from(inquiries);
  const token = new URLSearchParams(body.trackingLink.split('#')[1]).get('token')!;
  return { id: row!.id, reference: body.reference, token };
}

const track = async (reference: string, token: string) => {
  const response = await app.request(`/api/inquiry/track/${reference}?token=${token}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: Tracked }).result;
};

/** Put an event in the inquiry's thread as the desk would. */
async function addEvent(inquiryId: string, fields: Partial<typeof inquiryEvents.$inferInsert>) {
  await deps.db.insert(inquiryEvents).values({
    id: newId(),
    inquiryId,
    kind: 'note',
    authorName: 'Shop Owner',
    createdAt: clock,
    ...fields,
  });
}

describe('the tracking page', () => {
  it('lists the pieces with quantity and size', async () => {
    const { reference, token } = await sendOne();
    expect((await track(reference, token)).items).toEqual([
      { code: 'RNG-7', name: 'Moonstone Band', qty: 2, size: '14' },
    ]);
  });

  it.each([
    ['new', 'Received'],
    ['in_progress', 'In progress'],
    ['quoted', 'Quoted'],
    ['won', 'Confirmed'],
    ['lost', 'Closed'],
    ['spam', 'Closed'],
  ] as const)('shows the stage %s as "%s"', async (stage, status) => {
    const { id, reference, token } = await sendOne();
    await deps.db.update(inquiries).set({ stage }).where(eq(inquiries.id, id));
    const response = await app.request(`/api/inquiry/track/${reference}?token=${token}`);
    expect(((await response.json()) as { result: Tracked }).result.status).toBe(status);
  });

  it("shows the owner's replies and the latest quote, never internal notes or who wrote", async () => {
    const { id, reference, token } = await sendOne();
    clock += 1000;
    await addEvent(id, { kind: 'note', body: 'Customer seems price-sensitive; offer 5 % at most' });
    await addEvent(id, { kind: 'status', fromStage: 'new', toStage: 'in_progress' });
    clock += 1000;
    await addEvent(id, { kind: 'reply', body: 'Size 14 is in stock.' });
    await addEvent(id, {
      kind: 'quote',
      body: 'First quote',
      quotePaise: 350_000,
      quoteValidUntil: '2026-11-25',
    });
    clock += 1000;
    await addEvent(id, {
      kind: 'quote',
      body: 'Both rings, polished and boxed.',
      quotePaise: 299_950,
      quoteValidUntil: '2026-11-30',
    });
    const result = await track(reference, token);
    expect(result.replies).toEqual([
      { body: 'Size 14 is in stock.', at: new Date(sentAt + 2000).toISOString() },
    ]);
    expect(result.quote).toEqual({
      amount: 2999.5,
      validUntil: '2026-11-30',
      message: 'Both rings, polished and boxed.',
      expired: false,
      at: new Date(sentAt + 3000).toISOString(),
    });
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/price-sensitive|Shop Owner|First quote|Private words|meera|98290/i);
  });

  it('marks a quote expired after its last day in shop time (IST)', async () => {
    const { id, reference, token } = await sendOne();
    await addEvent(id, { kind: 'quote', quotePaise: 100_000, quoteValidUntil: '2026-11-24' });
    // 23:59 IST on the 24th is still the quote's last day; 00:00 IST on the 25th is not.
    clock = Date.UTC(2026, 10, 24, 18, 29);
    expect((await track(reference, token)).quote?.expired).toBe(false);
    clock = Date.UTC(2026, 10, 24, 18, 30);
    expect((await track(reference, token)).quote?.expired).toBe(true);
    clock += 30 * day;
    expect((await track(reference, token)).quote?.expired).toBe(true);
  });
});
