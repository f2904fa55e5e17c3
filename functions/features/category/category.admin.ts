import { count, eq } from 'drizzle-orm';
import { categories, categorySlugRedirects, products } from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import type { BlobStore } from '../../lib/blob-store';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { deleteImage, storeImage, type ImageUpload } from '../../lib/uploads';

type CategoryRow = typeof categories.$inferSelect;

/** A category as the audit trail records it: what the owner can change, not bookkeeping. */
const auditFields = (row: Partial<CategoryRow>) => ({
  name: row.name,
  slug: row.slug,
  description: row.description,
  image: row.imageKey ?? null,
  status: row.status,
});

/** The audit statement for a change of one category, for the same batch as the change. */
const audited = (
  db: Db,
  actor: Actor,
  id: string,
  action: string,
  now: number,
  before: Partial<CategoryRow> | null,
  after: Partial<CategoryRow> | null,
) =>
  auditEntry(db, {
    actor,
    entity: 'category',
    entityId: id,
    action,
    before: before && auditFields(before),
    after: after && auditFields(after),
    at: now,
  });

async function findCategory(db: Db, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('Category not found');
  return row;
}

/** 409 naming `field` when another category's current slug is `slug` (old slugs may be taken over). */
async function assertSlugFree(db: Db, slug: string, field: 'name' | 'slug', exceptId?: string) {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (taken && taken.id !== exceptId) {
    throw new HttpError(409, `A category with the slug "${slug}" already exists`, {
      [field]: 'is already used by another category',
    });
  }
}

/** A slug taken for a category stops redirecting elsewhere: it lives in one table at a time. */
const releaseOldSlug = (db: Db, slug: string) =>
  db.delete(categorySlugRedirects).where(eq(categorySlugRedirects.slug, slug));

const imageColumns = (stored: Awaited<ReturnType<typeof storeImage>>) => ({
  imageKey: stored.key,
  imageWidths: stored.widths,
  imageFormat: stored.format,
});

/** Create a category with its image; 409 when the slug is taken. */
export async function createCategory(
  db: Db,
  blobs: BlobStore,
  input: { name: string; slug: string; description: string },
  image: ImageUpload,
  now: number,
  actor: Actor,
): Promise<string> {
  await assertSlugFree(db, input.slug, 'name');
  const stored = await storeImage(blobs, 'categories', image);
  const id = newId();
  const row = { id, ...input, ...imageColumns(stored), status: true };
  await db.batch([
    releaseOldSlug(db, input.slug),
    db.insert(categories).values({ ...row, createdAt: now, updatedAt: now }),
    audited(db, actor, id, 'create', now, null, row),
    bumpCatalogueVersion(db, now),
  ]);
  return id;
}

/**
 * Update a category's name, description and (optionally) image; the old image is deleted. The slug
 * changes only when `input.slug` is given and differs, and then the old one redirects for good.
 */
export async function updateCategory(
  db: Db,
  blobs: BlobStore,
  id: string,
  input: { name: string; description: string; slug?: string },
  image: ImageUpload | undefined,
  now: number,
  actor: Actor,
): Promise<{ slug: string }> {
  const existing = await findCategory(db, id);
  const slug = input.slug ?? existing.slug;
  const moved = slug !== existing.slug;
  if (moved) await assertSlugFree(db, slug, 'slug', id);
  const stored = image ? await storeImage(blobs, 'categories', image) : null;
  const changes = {
    name: input.name,
    description: input.description,
    slug,
    ...(stored ? imageColumns(stored) : {}),
  };
  const update = db
    .update(categories)
    .set({ ...changes, updatedAt: now })
    .where(eq(categories.id, id));
  const audit = audited(db, actor, id, 'update', now, existing, { ...existing, ...changes });
  const version = bumpCatalogueVersion(db, now);
  if (moved) {
    await db.batch([
      releaseOldSlug(db, slug),
      update,
      db
        .insert(categorySlugRedirects)
        .values({ slug: existing.slug, categoryId: id, createdAt: now }),
      audit,
      version,
    ]);
  } else {
    await db.batch([update, audit, version]);
  }
  if (stored && existing.imageKey) {
    await deleteImage(blobs, {
      key: existing.imageKey,
      widths: existing.imageWidths,
      format: existing.imageFormat,
    });
  }
  return { slug };
}

/** Show (true) or hide (false) a category and its products from shoppers. */
export async function setCategoryStatus(
  db: Db,
  id: string,
  status: boolean,
  now: number,
  actor: Actor,
): Promise<void> {
  const existing = await findCategory(db, id);
  await db.batch([
    db.update(categories).set({ status, updatedAt: now }).where(eq(categories.id, id)),
    auditEntry(db, {
      actor,
      entity: 'category',
      entityId: id,
      action: status ? 'show' : 'hide',
      before: { status: existing.status },
      after: { status },
      at: now,
    }),
    bumpCatalogueVersion(db, now),
  ]);
}

/** Delete an empty category and its image; 409 while it still has products. */
export async function deleteCategory(
  db: Db,
  blobs: BlobStore,
  id: string,
  now: number,
  actor: Actor,
): Promise<void> {
  const existing = await findCategory(db, id);
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  const n = row?.n ?? 0;
  if (n > 0) {
    throw new HttpError(
      409,
      `${existing.name} still has ${n} product${n === 1 ? '' : 's'}. Move or delete them first.`,
    );
  }
  await db.batch([
    db.delete(categorySlugRedirects).where(eq(categorySlugRedirects.categoryId, id)),
    db.delete(categories).where(eq(categories.id, id)),
    audited(db, actor, id, 'delete', now, existing, null),
    bumpCatalogueVersion(db, now),
  ]);
  if (existing.imageKey)
    await deleteImage(blobs, {
      key: existing.imageKey,
      widths: existing.imageWidths,
      format: existing.imageFormat,
    });
}
