import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  cartItems,
  categories,
  inquiryItems,
  productImages,
  products,
  wishlistItems,
} from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import type { BlobStore } from '../../lib/blob-store';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { gramsToTenths } from '../../../src/contract/weight';
import { slugify } from '../../../src/contract/slugs';
import { deleteImage, storeImage, type ImageUpload } from '../../lib/uploads';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { categoryNames, productAuditFields } from './product.audit';
import { pricingColumns, type ProductPricingInput } from '../pricing/product-price-columns';
import { sizeColumns, type ProductSizeInput } from './product.sizes';
import { reshapeProduct, type ProductJson } from './product.shapes';
import { staleProduct, versionGuard } from './product.version';

export interface ProductInput extends ProductPricingInput, ProductSizeInput {
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
  /** Kept off the shop (DESIGN §11); undefined keeps the product's current value. */
  hidden?: boolean;
}

/** A product as the admin sees it: as shoppers do, and whether it is hidden from them. */
export type AdminProductJson = ProductJson & { hidden: boolean };

/**
 * Every product with its images for the admin (hidden products and categories included), newest
 * first.
 */
export async function listAllProducts(
  db: Db,
  where?: ReturnType<typeof eq>,
): Promise<AdminProductJson[]> {
  const rows = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  const ids = rows.map((row) => row.product.id);
  const rate = await currentSilverRate(db);
  const images = ids.length
    ? await db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position))
    : [];
  return rows.map((row) => ({
    ...reshapeProduct(
      row.product,
      row.category,
      images.filter((image) => image.productId === row.product.id),
      rate,
    ),
    hidden: row.product.hidden,
  }));
}

/** One product for the admin's edit form; 404 when there is none. */
export async function findProductForAdmin(db: Db, id: string): Promise<AdminProductJson> {
  const [product] = await listAllProducts(db, eq(products.id, id));
  if (!product) throw notFound('Product data could not be loaded.');
  return product;
}

/**
 * The columns a product's fields become: slug from the name, money in paise, total computed here;
 * `current` is the row an update changes (its sizing stays where the input leaves it out).
 */
async function productColumns(
  db: Db,
  input: ProductInput,
  exceptId?: string,
  current?: typeof products.$inferSelect,
) {
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
  const sizing = sizeColumns(input, current);
  const pricing = await pricingColumns(db, input, exceptId);
  return {
    name: input.name,
    slug,
    description: input.description,
    code: input.code,
    discount: input.discount,
    ...pricing,
    ...sizing,
    categoryId: input.categoryID,
    weightTenths: gramsToTenths(input.weight),
    bestSeller: input.bestSeller,
    trendingProd: input.trendingProd,
    newArrival: input.newArrival,
    status: input.status,
    hidden: input.hidden ?? current?.hidden ?? false,
  };
}

/** How the trail names an image: its key, with its alt text when it has one. */
const imageSummary = (image: { key: string; alt: string }) =>
  image.alt ? `${image.key} (${image.alt})` : image.key;

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
  actor: Actor,
): Promise<string> {
  if (uploads.length === 0)
    throw badRequest('Please add at least one image', { image: 'is required' });
  const columns = await productColumns(db, input);
  const id = newId();
  const stored = await Promise.all(
    uploads.map((upload) => storeImage(blobs, `products/${id}`, upload)),
  );
  const names = await categoryNames(db, [columns.categoryId]);
  await db.batch([
    db.insert(products).values({ id, ...columns, createdAt: now, updatedAt: now }),
    db.insert(productImages).values(stored.map((image, i) => imageRow(id, i, image))),
    auditEntry(db, {
      actor,
      entity: 'product',
      entityId: id,
      action: 'create',
      after: productAuditFields(
        { id, ...columns },
        names.get(columns.categoryId),
        stored.map((image) => imageSummary(image)),
      ),
      at: now,
    }),
    bumpCatalogueVersion(db, now),
  ]);
  return id;
}

/** The product's row; 404 when there is none. */
async function currentRow(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('Product not found');
  return row;
}

/** The statement raising a product's version, for every write that changes it. */
const nextVersion = sql`${products.version} + 1`;

/**
 * Update a product's fields; `keep` lists the existing images to keep, in order, with their alt texts
 * (undefined keeps them all); new uploads are added after them. Removed images are deleted. With
 * `version` (the one the admin's form loaded), a product saved by someone else since is refused
 * with 409 instead of being overwritten.
 */
export async function updateProduct(
  db: Db,
  blobs: BlobStore,
  id: string,
  input: ProductInput & { version?: number },
  keep: { _id: string; alt: string }[] | undefined,
  uploads: ImageUpload[],
  now: number,
  actor: Actor,
): Promise<void> {
  const existing = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, id))
    .orderBy(asc(productImages.position));
  const current = await currentRow(db, id);
  if (input.version !== undefined && input.version !== current.version) throw staleProduct();
  const columns = await productColumns(db, input, id, current);
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
  const names = await categoryNames(db, [current.categoryId, columns.categoryId]);
  const images = [
    ...kept.map((image, i) => ({ ...image, position: i })),
    ...stored.map((image, i) => imageRow(id, kept.length + i, image)),
  ];
  const save = db.batch([
    versionGuard(db, id, current.version),
    db
      .update(products)
      .set({ ...columns, version: nextVersion, updatedAt: now })
      .where(eq(products.id, id)),
    db.delete(productImages).where(eq(productImages.productId, id)),
    db.insert(productImages).values(images),
    auditEntry(db, {
      actor,
      entity: 'product',
      entityId: id,
      action: 'update',
      before: productAuditFields(
        current,
        names.get(current.categoryId),
        existing.map((image) => imageSummary(image)),
      ),
      after: productAuditFields(
        { ...current, ...columns },
        names.get(columns.categoryId),
        images.map((image) => imageSummary(image)),
      ),
      at: now,
    }),
    bumpCatalogueVersion(db, now),
  ]);
  await save.catch(async (error: unknown) => {
    // The guard fails the batch when another save landed after the check above.
    const [after] = await db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, id));
    if (after?.version !== current.version) throw staleProduct();
    throw error;
  });
  const removed = existing.filter((e) => !kept.some((k) => k.id === e.id));
  await Promise.all(removed.map((image) => deleteImage(blobs, image)));
}

/** Mark a product in stock (true) or out of stock (false). */
export async function setProductStatus(
  db: Db,
  id: string,
  status: boolean,
  now: number,
  actor: Actor,
): Promise<void> {
  const current = await currentRow(db, id);
  await db.batch([
    db
      .update(products)
      .set({ status, version: nextVersion, updatedAt: now })
      .where(eq(products.id, id)),
    auditEntry(db, {
      actor,
      entity: 'product',
      entityId: id,
      action: status ? 'activate' : 'deactivate',
      before: { status: current.status },
      after: { status },
      at: now,
    }),
    bumpCatalogueVersion(db, now),
  ]);
}

/** Delete a product, its images, and its cart and wishlist rows; inquiries keep their snapshot. */
export async function deleteProduct(
  db: Db,
  blobs: BlobStore,
  id: string,
  now: number,
  actor: Actor,
): Promise<void> {
  const images = await db.select().from(productImages).where(eq(productImages.productId, id));
  const current = await currentRow(db, id);
  const names = await categoryNames(db, [current.categoryId]);
  await db.batch([
    auditEntry(db, {
      actor,
      entity: 'product',
      entityId: id,
      action: 'delete',
      before: productAuditFields(
        current,
        names.get(current.categoryId),
        images.map((image) => imageSummary(image)),
      ),
      at: now,
    }),
    db.update(inquiryItems).set({ productId: null }).where(eq(inquiryItems.productId, id)),
    db.delete(cartItems).where(eq(cartItems.productId, id)),
    db.delete(wishlistItems).where(eq(wishlistItems.productId, id)),
    db.delete(productImages).where(eq(productImages.productId, id)),
    db.delete(products).where(eq(products.id, id)),
    bumpCatalogueVersion(db, now),
  ]);
  await Promise.all(images.map((image) => deleteImage(blobs, image)));
}
