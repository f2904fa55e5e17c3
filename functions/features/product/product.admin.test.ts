import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { formRequest, jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addCategory } from '../../test/fixtures';
import { imageFile } from '../../test/images';
import type { createMemoryBlobStore } from '../../test/memory-deps';
import { createTestDeps } from '../../test/memory-deps';
import type { ProductJson } from './product.shapes';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;
let categoryId: string;

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  cookie = await signInAdmin(app, deps.db);
  categoryId = (await addCategory(deps.db, { name: 'Rings', slug: 'rings' })).id;
});

const blobs = () => deps.blobs as ReturnType<typeof createMemoryBlobStore>;

async function productForm(overrides: Record<string, string> = {}, images = 1) {
  const form = new FormData();
  const fields = {
    name: 'Moonstone Band',
    slug: 'client-slug',
    description: 'A band of 92.5% silver.',
    code: 'rng-101',
    price: '2499.50',
    discount: '15',
    total: '1',
    categoryID: categoryId,
    weight: '6.5',
    bestSeller: 'true',
    trendingProd: 'false',
    role: 'admin',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (let n = 0; n < images; n++) {
    form.set(`image-${n}-400`, await imageFile(400));
    form.set(`image-${n}-800`, await imageFile(800));
    form.set(`alt-${n}`, `Moonstone Band view ${n}`);
  }
  return form;
}

const create = async (form: FormData) =>
  app.request('/api/product/create', formRequest('POST', form, cookie));
const adminProduct = async (id: string) =>
  (
    (await (await app.request(`/api/admin/products/${id}`, { headers: { cookie } })).json()) as {
      prod: ProductJson;
    }
  ).prod;

describe('create', () => {
  it('stores the product with a derived slug, uppercase code and a total computed on the server', async () => {
    const response = await create(await productForm({}, 2));
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    const product = await adminProduct(_id);
    expect(product).toMatchObject({
      name: 'Moonstone Band',
      slug: 'moonstone-band',
      code: 'RNG-101',
      price: 2499.5,
      discount: 15,
      total_price: 2125, // 2,499.50 × 0.85 = 2,124.575 → whole rupees
      weight: 6.5,
      bestSeller: true,
      trendingProd: false,
      newArrival: false,
      status: true,
    });
    expect(product.images.map((i) => i.alt)).toEqual([
      'Moonstone Band view 0',
      'Moonstone Band view 1',
    ]);
    expect(blobs().files.size).toBe(4);
  });

  it.each([
    [{ price: '-1' }, 'price'],
    [{ price: '10.005' }, 'price'],
    [{ discount: '100' }, 'discount'],
    [{ weight: 'heavy' }, 'weight'],
    [{ code: 'bad code!' }, 'code'],
    [{ categoryID: 'noSuchCategory1' }, 'categoryID'],
    [{ name: '' }, 'name'],
  ])('rejects %j with 400 naming %s', async (overrides, field) => {
    const response = await create(await productForm(overrides));
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { errors: Record<string, string> }).errors[field],
    ).toBeDefined();
    expect(blobs().files.size).toBe(0);
  });

  it('requires an image, and refuses a duplicate code with 409', async () => {
    expect((await create(await productForm({}, 0))).status).toBe(400);
    expect((await create(await productForm())).status).toBe(201);
    const duplicate = await create(await productForm({ name: 'Other Band' }));
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({
      msg: 'Another product already has the code RNG-101',
    });
  });
});

describe('update, status and delete', () => {
  it('updates fields, keeps chosen images in order, adds new ones and deletes the rest', async () => {
    const { _id } = (await (await create(await productForm({}, 2))).json()) as { _id: string };
    const before = await adminProduct(_id);
    const form = await productForm({ price: '3000', discount: '0', name: 'Moonstone Band II' }, 1);
    const second = before.images[1]!;
    form.set('images', JSON.stringify([{ _id: second._id, alt: 'Kept view' }]));
    const response = await app.request(
      `/api/product/update/${_id}`,
      formRequest('PUT', form, cookie),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ msg: 'Product updated successfully!' });
    const after = await adminProduct(_id);
    expect(after).toMatchObject({
      name: 'Moonstone Band II',
      slug: 'moonstone-band-ii',
      price: 3000,
      total_price: 3000,
    });
    expect(after.images.map((i) => i.alt)).toEqual(['Kept view', 'Moonstone Band view 0']);
    expect(after.images[0]!.url).toBe(second.url);
    expect(blobs().files.size).toBe(4);
  });

  it('marks out of stock, then deletes the product, its images and cart rows', async () => {
    const { _id } = (await (await create(await productForm())).json()) as { _id: string };
    const customer = await registerCustomer(app);
    await app.request(
      `/api/cart/add-to-db/${customer.id}`,
      jsonRequest('POST', { pId: _id }, customer.cookie),
    );
    expect(
      (
        await app.request(
          `/api/product/change-status/${_id}/false`,
          jsonRequest('PATCH', undefined, cookie),
        )
      ).status,
    ).toBe(200);
    expect((await adminProduct(_id)).status).toBe(false);

    const deleted = await app.request(
      `/api/product/delete/${_id}/whatever-the-client-says`,
      jsonRequest('DELETE', undefined, cookie),
    );
    expect(deleted.status).toBe(200);
    expect((await app.request(`/api/product/${_id}`)).status).toBe(404);
    expect(blobs().files.size).toBe(0);
    const cart = await app.request(
      `/api/cart/state-to-cart/${customer.id}`,
      jsonRequest('POST', { state_cart: '[]' }, customer.cookie),
    );
    expect(await cart.json()).toMatchObject({ UserCart: { products: [] } });
    expect(
      (await app.request(`/api/product/delete/${_id}`, jsonRequest('DELETE', undefined, cookie)))
        .status,
    ).toBe(404);
  });
});
