import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  cartItems,
  categories,
  inquiryItems,
  productImages,
  products,
  wishlistItems,
} from '../../../db/schema';
import type { BlobStore } from '../../lib/blob-store';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { discountedPaise, rupeesToPaise } from '../../../src/contract/money';
import { gramsToTenths } from '../../../src/contract/weight';
import { slugify } from '../../lib/slugs';
import { deleteImage, storeImage, type ImageUpload } from '../../lib/uploads';
import { reshapeProduct, type ProductJson } from './product.shapes';

export interface ProductInput {
  name: string;
  description: string;
  code: string;
  price: number;
  discount: number;
  categoryID: string;
  weight: number;
  bestSeller: boolean;
  trendingProd: boolean;
  newArrival: boolean;
  status: boolean;
}

/** Every product with its images for the admin (hidden categories included), newest first. */
export async function listAllProducts(
  db: Db,
  where?: ReturnType<typeof eq>,
): Promise<ProductJson[]> {
  const rows = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  const ids = rows.map((row) => row.product.id);
  const images = ids.length
    ? await db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position))
    : [];
  return rows.map((row) =>
    reshapeProduct(
      row.product,
      row.category,
      images.filter((image) => image.productId === row.product.id),
    ),
  );
}

/** One product for the admin's edit form; 404 when there is none. */
export async function findProductForAdmin(db: Db, id: string): Promise<ProductJson> {
  const [product] = await listAllProducts(db, eq(products.id, id));
  if (!product) throw notFound('Product data could not be loaded.');
  return product;
}

/** The columns a product's fields become: slug from the name, money in paise, total computed here. */
async function productColumns(db: Db, input: ProductInput, exceptId?: string) {
  const slug = slugify(input.name);
  if (!slug)
    throw badRequest('Invalid product: name must contain letters or digits', {
      name: 'must contain letters or digits',
    });
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryID));
  if (!category)
    throw badRequest('Invalid product: categoryID: no such category', {
      categoryID: 'no such category',
    });
  const [clash] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.code, input.code), exceptId ? ne(products.id, exceptId) : undefined));
  if (clash)
    throw new HttpError(409, `Another product already has the code ${input.code}`, {
      code: 'is already used',
    });
  const [slugTaken] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug));
  if (slugTaken && slugTaken.id !== exceptId) {
    throw new HttpError(409, `Another product already has the name "${input.name}"`, {
      name: 'is already used by another product',
    });
  }
  const pricePaise = rupeesToPaise(input.price);
  return {
    name: input.name,
    slug,
    description: input.description,
    code: input.code,
    pricePaise,
    discount: input.discount,
    totalPaise: discountedPaise(pricePaise, input.discount),
    categoryId: input.categoryID,
    weightTenths: gramsToTenths(input.weight),
    bestSeller: input.bestSeller,
    trendingProd: input.trendingProd,
    newArrival: input.newArrival,
    status: input.status,
  };
}

const imageRow = (
  productId: string,
  position: number,
  stored: Awaited<ReturnType<typeof storeImage>>,
) => ({
  id: newId(),
  productId,
  position,
  ...stored,
});

/** Create a product with at least one image; 409 when its code or name is taken. */
export async function createProduct(
  db: Db,
  blobs: BlobStore,
  input: ProductInput,
  uploads: ImageUpload[],
  now: number,
): Promise<string> {
  if (uploads.length === 0)
    throw badRequest('Please add at least one image', { image: 'is required' });
  const columns = await productColumns(db, input);
  const id = newId();
  const stored = await Promise.all(
    uploads.map((upload) => storeImage(blobs, `products/${id}`, upload)),
  );
  await db.batch([
    db.insert(products).values({ id, ...columns, createdAt: now, updatedAt: now }),
    db.insert(productImages).values(stored.map((image, i) => imageRow(id, i, image))),
    bumpCatalogueVersion(db, now),
  ]);
  return id;
}

/**
 * Update a product's fields; `keep` lists the existing images to keep, in order, with their alt texts
 * (undefined keeps them all); new uploads are added after them. Removed images are deleted.
 */
export async function updateProduct(
  db: Db,
  blobs: BlobStore,
  id: string,
  input: ProductInput,
  keep: { _id: string; alt: string }[] | undefined,
  uploads: ImageUpload[],
  now: number,
): Promise<void> {
  const existing = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  const [current] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!current) throw notFound('Product not found');
  const columns = await productColumns(db, input, id);
  const kept = keep
    ? keep.flatMap((k) =>
        existing.filter((e) => e.id === k._id).map((e) => ({ ...e, alt: k.alt || e.alt })),
      )
    : existing;
  if (kept.length + uploads.length === 0)
    throw badRequest('A product needs at least one image', { image: 'is required' });
  const stored = await Promise.all(
    uploads.map((upload) => storeImage(blobs, `products/${id}`, upload)),
  );
  await db.batch([
    db
      .update(products)
      .set({ ...columns, updatedAt: now })
      .where(eq(products.id, id)),
    db.delete(productImages).where(eq(productImages.productId, id)),
    db
      .insert(productImages)
      .values([
        ...kept.map((image, i) => ({ ...image, position: i })),
        ...stored.map((image, i) => imageRow(id, kept.length + i, image)),
      ]),
    bumpCatalogueVersion(db, now),
  ]);
  const removed = existing.filter((e) => !kept.some((k) => k.id === e.id));
  await Promise.all(removed.map((image) => deleteImage(blobs, image)));
}

/** Mark a product in stock (true) or out of stock (false). */
export async function setProductStatus(
  db: Db,
  id: string,
  status: boolean,
  now: number,
): Promise<void> {
  const updated = await db
    .update(products)
    .set({ status, updatedAt: now })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated.length) throw notFound('Product not found');
  await bumpCatalogueVersion(db, now);
}

/** Delete a product, its images, and its cart and wishlist rows; inquiries keep their snapshot. */
export async function deleteProduct(
  db: Db,
  blobs: BlobStore,
  id: string,
  now: number,
): Promise<void> {
  const images = await db.select().from(productImages).where(eq(productImages.productId, id));
  const [current] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!current) throw notFound('Product not found');
  await db.batch([
    db.update(inquiryItems).set({ productId: null }).where(eq(inquiryItems.productId, id)),
    db.delete(cartItems).where(eq(cartItems.productId, id)),
    db.delete(wishlistItems).where(eq(wishlistItems.productId, id)),
    db.delete(productImages).where(eq(productImages.productId, id)),
    db.delete(products).where(eq(products.id, id)),
    bumpCatalogueVersion(db, now),
  ]);
  await Promise.all(images.map((image) => deleteImage(blobs, image)));
}
