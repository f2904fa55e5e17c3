import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// Money is integer paise, weight integer tenths of a gram, times epoch milliseconds (DESIGN §2).
const timestamps = {
  createdAt: integer('created_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
  updatedAt: integer('updated_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
};

export const categories = sqliteTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Blob key prefix of the round image; files are `${imageKey}-${width}.${imageFormat}`. */
  imageKey: text('image_key'),
  imageWidths: text('image_widths').notNull().default(''),
  /** File extension of the image's variants: webp (seeded and browser-converted), jpg, png or avif. */
  imageFormat: text('image_format').notNull().default('webp'),
  status: integer('status', { mode: 'boolean' }).notNull().default(true),
  ...timestamps,
});

/**
 * Slugs a category had before the owner changed it: `/shop/product/{old}` redirects (301) to the
 * category's current listing for good. A slug lives in one table at a time: taking it for a
 * category removes it from here.
 */
export const categorySlugRedirects = sqliteTable('category_slug_redirects', {
  slug: text('slug').primaryKey(),
  categoryId: text('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  createdAt: integer('created_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
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
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
  ],
);

export const productImages = sqliteTable(
  'product_images',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Blob key prefix; files are `${key}-${width}.${format}` for each of `widths`. */
    key: text('key').notNull(),
    widths: text('widths').notNull(),
    format: text('format').notNull().default('webp'),
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
  updatedAt: integer('updated_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** The `UserCart._id` of the reference: one cart per customer. */
  cartId: text('cart_id').notNull().unique(),
  ...timestamps,
});

/** Signed-in browsers. `id` is the SHA-256 of the cookie's token, so a database leak signs nobody in. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['customer', 'admin'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    remember: integer('remember', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('sessions_subject_idx').on(t.kind, t.subjectId)],
);

export const cartItems = sqliteTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    addedAt: integer('added_at')
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: integer('added_at')
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Inquiries; `seq` numbers them for the reference shown to the shopper (`INQ-2026-000123`). */
export const inquiries = sqliteTable('inquiries', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  id: text('id').notNull().unique(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  fullname: text('fullname').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  message: text('message').notNull(),
  /** false = Unread (shown to the shopper as Received), true = Acknowledged. */
  status: integer('status', { mode: 'boolean' }).notNull().default(false),
  /** SHA-256 of the tracking link's token (DESIGN §10 "Tokens"); null for inquiries made before links. */
  trackTokenHash: text('track_token_hash').unique(),
  ...timestamps,
});

/** What the shopper asked about, as it was then: code, name and price survive product changes. */
export const inquiryItems = sqliteTable(
  'inquiry_items',
  {
    id: text('id').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('inquiry_items_inquiry_idx').on(t.inquiryId)],
);

/** Fixed-window counters for rate limits, shared by every process and isolate. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});
