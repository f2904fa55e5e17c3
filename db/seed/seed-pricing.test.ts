import { expect, it } from 'vitest';
import { listProducts } from '../../functions/features/product/product.service';
import { createDb, migrateDb } from '../../functions/node/db';
import { createMemoryBlobStore } from '../../functions/test/memory-deps';
import { huidPattern } from '../../src/contract/pricing';
import { silverRates } from '../schema';
import { demoProducts } from './catalogue';
import { seedDemoCatalogue, type Rasterize } from './seed-catalogue';

const fakeRasterize: Rasterize = async (_svg, widths) => widths.map(() => new Uint8Array([1]));

async function freshDb() {
  const db = await createDb(':memory:');
  await migrateDb(db);
  return db;
}

it('seeds a demo silver rate dated today and a mix of fixed and rate-linked pieces', async () => {
  const db = await freshDb();
  await seedDemoCatalogue(db, createMemoryBlobStore(), fakeRasterize);
  const rates = await db.select().from(silverRates);
  expect(rates).toHaveLength(1);
  expect(rates[0]).toMatchObject({ ratePaise: 19_245, setByName: 'Demo catalogue' });
  expect(rates[0]!.rateDate).toMatch(/^20\d\d-\d\d-\d\d$/);

  const all = await listProducts(db);
  const linked = all.filter((p) => p.pricing === 'rate_linked');
  expect(linked.length).toBeGreaterThanOrEqual(8);
  expect(all.length - linked.length).toBeGreaterThanOrEqual(8);
  for (const piece of linked) {
    expect(piece.breakup).toMatchObject({ total: piece.price, rate: 192.45 });
    expect(Number.isInteger(piece.price) && Number.isInteger(piece.total_price)).toBe(true);
    // Stone pieces carry a fixed setting charge and the stones; plain work is charged per gram.
    const demo = demoProducts.find((d) => d.code === piece.code)!;
    expect(piece.making_kind).toBe(demo.art.stone === 'none' ? 'per_gram' : 'fixed');
    expect(piece.other_charges > 0).toBe(demo.art.stone !== 'none');
  }
  const huids = all.flatMap((p) => (p.huid ? [p.huid] : []));
  expect(huids.length).toBeGreaterThanOrEqual(3);
  expect(new Set(huids).size).toBe(huids.length);
  expect(huids.every((huid) => huidPattern.test(huid))).toBe(true);
  // The worked example of the pricing note: the Everyday Silver Chain.
  expect(all.find((p) => p.code === 'NCK-104')).toMatchObject({
    price: 3_735,
    total_price: 3_548,
    breakup: { metal: 3_293, making: 333, other: 0, gst: 109, total: 3_735 },
  });
});

it('prices the demo at the rate in force when one is set already, adding none', async () => {
  const db = await freshDb();
  await db.insert(silverRates).values({
    id: 'rate1',
    ratePaise: 20_000,
    rateDate: '2026-11-01',
    setByName: 'Owner',
    createdAt: 1,
  });
  await seedDemoCatalogue(db, createMemoryBlobStore(), fakeRasterize);
  expect(await db.select().from(silverRates)).toHaveLength(1);
  const chain = (await listProducts(db)).find((p) => p.code === 'NCK-104')!;
  expect(chain.breakup).toMatchObject({ rate: 200, rateDate: '2026-11-01' });
});
