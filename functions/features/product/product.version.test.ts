import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { formRequest } from '../../test/customers';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import { versionGuard } from './product.version';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let first: string;
let second: string;
let product: Awaited<ReturnType<typeof addProduct>>;

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  first = (await signedInAdmin(app, deps.db, 'owner')).cookie;
  second = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  const category = await addCategory(deps.db);
  product = await addProduct(deps.db, category.id, { name: 'Lotus Ring', code: 'LOT-1' });
  await addImage(deps.db, product.id);
});

function save(cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  const all = {
    name: 'Lotus Ring',
    description: 'A ring',
    code: 'LOT-1',
    price: '1499',
    discount: '0',
    categoryID: product.categoryId,
    weight: '5.2',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return app.request(`/api/product/update/${product.id}`, formRequest('PUT', form, cookie));
}

const stored = async () =>
  (await deps.db.select().from(products).where(eq(products.id, product.id)))[0]!;

describe('two admins editing the same product', () => {
  it('refuses the second save of the same version with 409 and keeps the first', async () => {
    const saved = await save(first, { version: '1', price: '1600' });
    expect(saved.status).toBe(200);
    expect((await stored()).version).toBe(2);

    const late = await save(second, { version: '1', price: '1700' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      status: 0,
      msg: 'Someone else changed this product since you opened it',
      errors: { version: expect.any(String) },
    });
    expect(await stored()).toMatchObject({ pricePaise: 160_000, version: 2 });
    expect(await save(second, { version: '2', price: '1700' })).toHaveProperty('status', 200);
    expect(await stored()).toMatchObject({ pricePaise: 170_000, version: 3 });
  });

  it('counts a stock switch as a change: a form opened before it is refused', async () => {
    await app.request(`/api/product/change-status/${product.id}/false`, {
      method: 'PATCH',
      headers: { cookie: first },
    });
    expect((await stored()).version).toBe(2);
    expect((await save(second, { version: '1', status: 'true' })).status).toBe(409);
    expect((await stored()).status).toBe(false);
  });

  it('still takes a save without a version (the reference client) and a bad one is a 400', async () => {
    expect((await save(first, { price: '1550' })).status).toBe(200);
    expect((await save(first, { version: 'two' })).status).toBe(400);
  });

  it('rolls the whole batch back when another save lands between the check and the batch', async () => {
    await deps.db.update(products).set({ version: 5 }).where(eq(products.id, product.id));
    const racing = deps.db.batch([
      versionGuard(deps.db, product.id, 4),
      deps.db.update(products).set({ name: 'Lost write' }).where(eq(products.id, product.id)),
    ]);
    await expect(racing).rejects.toThrow();
    expect((await stored()).name).toBe('Lotus Ring');
    await deps.db.batch([
      versionGuard(deps.db, product.id, 5),
      deps.db.update(products).set({ name: 'Kept write' }).where(eq(products.id, product.id)),
    ]);
    expect((await stored()).name).toBe('Kept write');
  });
});
