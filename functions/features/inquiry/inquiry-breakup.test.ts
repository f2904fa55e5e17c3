import { asc } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;
let chain: { id: string };

const setRate = (rate: number) =>
  app.request(
    '/api/admin/silver-rate',
    jsonRequest('PUT', { rate, date: '2026-11-20', confirm: true }, owner),
  );
const send = (body: object) =>
  app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest('POST', {
      name: 'Meera Shah',
      email: 'meera@example.in',
      phone: '98290 12345',
      message: 'Is the chain available in 22 inches?',
      ...body,
    }),
  );
const stored = async () =>
  (
    await deps.db
      .select({
        code: inquiryItems.code,
        pricePaise: inquiryItems.pricePaise,
        breakup: inquiryItems.breakup,
      })
      .from(inquiryItems)
      .orderBy(asc(inquiryItems.position))
  ).map((item) => ({ ...item, breakup: item.breakup && JSON.parse(item.breakup) }));

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 20, 6) });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
  const category = await addCategory(deps.db);
  chain = await addProduct(deps.db, category.id, {
    code: 'NCK-104',
    pricing: 'rate_linked',
    weightTenths: 185,
    makingPaise: 1_800,
    discount: 5,
  });
  await addProduct(deps.db, category.id, { code: 'NCK-101', pricePaise: 1_249_900, discount: 15 });
  await setRate(192.45);
});

it('keeps the price, rate and breakup seen when sent, whatever the rate does later', async () => {
  const response = await send({ items: [{ pId: chain.id, qty: 1 }], productCodes: ['NCK-101'] });
  expect(response.status).toBe(201);
  await setRate(215);
  expect(await stored()).toEqual([
    {
      code: 'NCK-104',
      pricePaise: 354_800,
      breakup: {
        metal: 3_293,
        making: 333,
        other: 0,
        gst: 109,
        total: 3_735,
        rate: 192.45,
        rateDate: '2026-11-20',
      },
    },
    // A fixed-price piece has no breakup.
    { code: 'NCK-101', pricePaise: 1_062_400, breakup: null },
  ]);
});
