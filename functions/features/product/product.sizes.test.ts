import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { formRequest, signInAdmin } from '../../test/customers';
import { addCategory } from '../../test/fixtures';
import { imageFile } from '../../test/images';
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

async function productForm(fields: Record<string, string>, withImage = true) {
  const form = new FormData();
  const all = {
    name: 'Moonstone Band',
    description: 'A band of 92.5% silver.',
    code: 'RNG-101',
    price: '2499',
    discount: '0',
    categoryID: categoryId,
    weight: '6.5',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  if (withImage) {
    form.set('image-0-400', await imageFile(400));
    form.set('image-0-800', await imageFile(800));
  }
  return form;
}

const create = async (fields: Record<string, string>) =>
  app.request('/api/product/create', formRequest('POST', await productForm(fields), cookie));
const update = async (id: string, fields: Record<string, string>) =>
  app.request(
    `/api/product/update/${id}`,
    formRequest('PUT', await productForm(fields, false), cookie),
  );
const sizingOf = async (id: string) => {
  const response = await app.request(`/api/product/${id}`);
  const { prod } = (await response.json()) as { prod: ProductJson };
  return { sizeType: prod.sizeType, sizes: prod.sizes };
};
const errorsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: Record<string, string> }).errors;
};

describe('product sizing', () => {
  it('stores a size type with the sizes it is made in, in the order of the size table', async () => {
    const response = await create({ sizeType: 'ring', sizes: '16, 8,12' });
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };
    expect(await sizingOf(_id)).toEqual({ sizeType: 'ring', sizes: ['8', '12', '16'] });
  });

  it('makes a piece without sizing one size only', async () => {
    const { _id } = (await (await create({})).json()) as { _id: string };
    expect(await sizingOf(_id)).toEqual({ sizeType: null, sizes: [] });
    const none = (await (
      await create({ code: 'RNG-102', name: 'Plain Band', sizeType: 'none', sizes: '' })
    ).json()) as { _id: string };
    expect(await sizingOf(none._id)).toEqual({ sizeType: null, sizes: [] });
  });

  it('refuses sizes of another type, a type without sizes, sizes without a type and an unknown type', async () => {
    expect(await errorsOf(await create({ sizeType: 'bangle', sizes: '12,2-4' }))).toEqual({
      sizes: 'must be bangle sizes (2-2 to 2-14); not 12',
    });
    expect(await errorsOf(await create({ sizeType: 'ring', sizes: '' }))).toEqual({
      sizes: 'must include at least one ring size',
    });
    expect(await errorsOf(await create({ sizeType: 'ring' }))).toEqual({
      sizes: 'must include at least one ring size',
    });
    expect(await errorsOf(await create({ sizes: '12' }))).toEqual({
      sizes: 'need a size type (ring or bangle)',
    });
    expect(await errorsOf(await create({ sizeType: 'wrist', sizes: '12' }))).toMatchObject({
      sizeType: 'must be none, ring or bangle',
    });
    expect(await errorsOf(await create({ sizeType: 'ring', sizes: '12,12' }))).toEqual({
      sizes: 'lists a size twice',
    });
  });

  it('keeps the sizing a save leaves out, and changes or clears it when given', async () => {
    const { _id } = (await (await create({ sizeType: 'bangle', sizes: '2-4,2-6' })).json()) as {
      _id: string;
    };
    expect((await update(_id, { name: 'Moonstone Bangle' })).status).toBe(200);
    expect(await sizingOf(_id)).toEqual({ sizeType: 'bangle', sizes: ['2-4', '2-6'] });
    expect((await update(_id, { sizes: '2-8' })).status).toBe(200);
    expect(await sizingOf(_id)).toEqual({ sizeType: 'bangle', sizes: ['2-8'] });
    // A new type does not inherit the old type's sizes.
    expect(await errorsOf(await update(_id, { sizeType: 'ring' }))).toEqual({
      sizes: 'must include at least one ring size',
    });
    expect((await update(_id, { sizeType: 'none' })).status).toBe(200);
    expect(await sizingOf(_id)).toEqual({ sizeType: null, sizes: [] });
  });

  it('records the sizing in the audit trail', async () => {
    const { _id } = (await (await create({ sizeType: 'ring', sizes: '14' })).json()) as {
      _id: string;
    };
    await update(_id, { sizes: '14,16' });
    const trail = await app.request(`/api/admin/audit?entity=product&q=${_id}`, {
      headers: { cookie },
    });
    const { items } = (await trail.json()) as {
      items: { action: string; changes: Record<string, [unknown, unknown]> }[];
    };
    expect(items.find((item) => item.action === 'update')?.changes.sizes).toEqual(['14', '14,16']);
  });
});
