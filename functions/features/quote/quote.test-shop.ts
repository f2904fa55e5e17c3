// A shop ready to quote, shared by the quote tests: a rate, a sized rate-linked ring and a fixed
// pendant, the shop's GSTIN (Rajasthan) and an inquiry about the ring.
import { silverRates } from '../../../db/schema';
import type { createApp } from '../../app';
import type { Db } from '../../lib/db';
import { writeSetting } from '../../lib/settings';
import { addCategory, addProduct } from '../../test/fixtures';
import { addInquiry } from '../../test/inquiries';
import { gstinCheckCharacter } from '../settings/gstin';
import { defaultShopSettings } from '../../../src/lib/shop';

/** A well-formed GSTIN for a state code and PAN-like middle. */
export const gstinFor = (state: string, middle = 'AABCC1234D1Z') =>
  `${state}${middle}${gstinCheckCharacter(`${state}${middle}`)}`;

export const shopGstin = gstinFor('08');

/** Seed the shop; returns the inquiry's row. */
export async function quotingShop(db: Db, at: number) {
  await db.insert(silverRates).values({
    id: 'rate1',
    ratePaise: 9_000,
    rateDate: '2026-11-23',
    setByName: 'Owner',
    createdAt: at - 1000,
  });
  await writeSetting(db, 'shop', {
    ...defaultShopSettings,
    gstin: shopGstin,
    shipping: { chargePaise: 1200, freeAbovePaise: 500_000 },
  });
  const category = await addCategory(db);
  // 5.2 g of 925 at ₹90/g: metal 433, making ₹150/g → 780, other 0 → ₹1,213 before GST.
  await addProduct(db, category.id, {
    code: 'RNG-101',
    name: 'Lotus Ring',
    pricing: 'rate_linked',
    weightTenths: 52,
    purity: 925,
    makingKind: 'per_gram',
    makingPaise: 15_000,
    otherPaise: 0,
    discount: 0,
    sizeType: 'ring',
    sizes: '12,14',
  });
  // ₹2,060 including GST → ₹2,000 before it.
  await addProduct(db, category.id, {
    code: 'PND-7',
    name: 'Moon Pendant',
    pricePaise: 206_000,
    discount: 0,
  });
  return addInquiry(db, { fullname: 'Asha Verma', email: 'asha@example.in', createdAt: at }, [
    { code: 'RNG-101', name: 'Lotus Ring', qty: 2, size: '12' },
  ]);
}

type App = ReturnType<typeof createApp>;

/** `POST /api/admin/quotes` as the signed-in admin. */
export const postQuote = (app: App, cookie: string, body: object) =>
  app.request('/api/admin/quotes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
