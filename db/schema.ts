import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// Money is integer paise, weight integer tenths of a gram, times epoch milliseconds (DESIGN §2).
const timestamps = {
  createdAt: integer('created_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
};

export const categories = sqliteTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Blob key prefix of the round image; files are `${imageKey}-${width}.webp`. */
  imageKey: text('image_key'),
  imageWidths: text('image_widths').notNull().default(''),
  status: integer('status', { mode: 'boolean' }).notNull().default(true),
  ...timestamps,
});

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    code: text('code').notNull().unique(),
    pricePaise: integer('price_paise').notNull(),
    discount: integer('discount').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    weightTenths: integer('weight_tenths').notNull(),
    status: integer('status', { mode: 'boolean' }).notNull().default(true),
    newArrival: integer('new_arrival', { mode: 'boolean' }).notNull().default(false),
    trendingProd: integer('trending_prod', { mode: 'boolean' }).notNull().default(false),
    bestSeller: integer('best_seller', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [index('products_category_idx').on(t.categoryId), index('products_created_idx').on(t.createdAt)],
);

export const productImages = sqliteTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Blob key prefix; files are `${key}-${width}.webp` for each of `widths`. */
    key: text('key').notNull(),
    widths: text('widths').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const admins = sqliteTable('admins', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

/** Small typed documents by key: the maintenance switch, the catalogue version stamp. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
});
