import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

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
    /** Kept off every public page, search, feed and sitemap; not the same as out of stock (DESIGN §11). */
    hidden: integer('hidden', { mode: 'boolean' }).notNull().default(false),
    newArrival: integer('new_arrival', { mode: 'boolean' }).notNull().default(false),
    trendingProd: integer('trending_prod', { mode: 'boolean' }).notNull().default(false),
    bestSeller: integer('best_seller', { mode: 'boolean' }).notNull().default(false),
    /** `fixed`: price typed by the owner; `rate_linked`: price follows the silver rate (DESIGN §10). */
    pricing: text('pricing', { enum: ['fixed', 'rate_linked'] })
      .notNull()
      .default('fixed'),
    /** Parts per thousand of pure silver: 999, 970, 958, 925, 900, 835 or 800. */
    purity: integer('purity').notNull().default(925),
    makingKind: text('making_kind', { enum: ['per_gram', 'fixed'] })
      .notNull()
      .default('per_gram'),
    /** Paise per gram (`per_gram`) or paise for the piece (`fixed`). */
    makingPaise: integer('making_paise').notNull().default(0),
    /** Stones and other charges for the piece, in paise. */
    otherPaise: integer('other_paise').notNull().default(0),
    /** BIS hallmark unique ID: six uppercase letters or digits. */
    huid: text('huid').unique(),
    sizeType: text('size_type', { enum: ['ring', 'bangle'] }),
    /** The sizes the piece is made in, comma-separated in the order shown (`12,14,16` or `2-4,2-6`). */
    sizes: text('sizes').notNull().default(''),
    /** Raised by every save, so a second admin's save of an older copy is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    // The admin's list sorts by these with the id breaking ties: a deep page reads the index in
    // order instead of sorting every product.
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_name_idx').on(t.name, t.id),
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
  /** Empty until an invited staff member sets a password through the invite link. */
  passwordHash: text('password_hash').notNull(),
  /** `owner` may do everything; `staff` runs the catalogue and inquiries (DESIGN §10). */
  role: text('role', { enum: ['owner', 'staff'] })
    .notNull()
    .default('staff'),
  /** Set when the owner disables the account: it cannot sign in and its sessions end. */
  disabledAt: integer('disabled_at'),
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
  /** Optional; given with an inquiry or in the account, searchable by the admin. */
  phone: text('phone'),
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
    /** '' for a piece without sizes; a product in two sizes is two lines. */
    size: text('size').notNull().default(''),
    qty: integer('qty').notNull(),
    /** The price (paise) the shopper saw when adding, so the cart can say it changed since. */
    seenTotalPaise: integer('seen_total_paise'),
    /** JSON of a rate-linked piece's breakup behind that price (the rate and its date); else null. */
    seenBreakup: text('seen_breakup'),
    addedAt: integer('added_at')
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] })],
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
export const inquiries = sqliteTable(
  'inquiries',
  {
    seq: integer('seq').primaryKey({ autoIncrement: true }),
    id: text('id').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    message: text('message').notNull(),
    /** `inquiry` (pieces asked about) or `contact` (the contact form: no pieces). */
    kind: text('kind', { enum: ['inquiry', 'contact'] })
      .notNull()
      .default('inquiry'),
    /** Workflow (DESIGN §10); the reference's Unread/Acknowledged are `new`/`in_progress`. */
    stage: text('stage', { enum: ['new', 'in_progress', 'quoted', 'won', 'lost', 'spam'] })
      .notNull()
      .default('new'),
    /** SHA-256 of the tracking link's token (DESIGN §10 "Tokens"); null for inquiries made before links. */
    trackTokenHash: text('track_token_hash').unique(),
    ...timestamps,
  },
  (t) => [
    index('inquiries_stage_created_idx').on(t.stage, t.createdAt),
    index('inquiries_created_idx').on(t.createdAt),
    index('inquiries_user_idx').on(t.userId),
  ],
);

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
    qty: integer('qty').notNull().default(1),
    size: text('size'),
    /** JSON of the price breakup and silver rate seen when sent (rate-linked pieces only). */
    breakup: text('breakup'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('inquiry_items_inquiry_idx').on(t.inquiryId),
    index('inquiry_items_code_idx').on(t.code),
  ],
);

/**
 * An inquiry's thread: internal notes, replies e-mailed to the customer, quotes and status
 * changes, each with who and when. `authorId` is the admin's id (null for the system).
 */
export const inquiryEvents = sqliteTable(
  'inquiry_events',
  {
    id: text('id').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** `customer`: the customer's own words from the tracking page (asking for changes to a quote). */
    kind: text('kind', { enum: ['note', 'reply', 'quote', 'status', 'customer'] }).notNull(),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull().default(''),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    quotePaise: integer('quote_paise'),
    /** Last day the quote holds, `YYYY-MM-DD` in shop time. */
    quoteValidUntil: text('quote_valid_until'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('inquiry_events_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

/**
 * The tracking links of the shop's replies and quotes (the acknowledgement's is `trackTokenHash`):
 * each e-mail carries a token of its own, stored as SHA-256 only (DESIGN §10 "Tokens in links").
 */
export const inquiryLinks = sqliteTable(
  'inquiry_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('inquiry_links_inquiry_idx').on(t.inquiryId)],
);

/**
 * Quotes as their own records (DESIGN §11 "Quotes"): number `QT-{year}-{seq}`, the silver rate the
 * lines were priced at, GST split by the customer's state, and a state: `sent`, `viewed`,
 * `accepted` or `replaced` (expired is read from `validUntil`, the last day, in shop time).
 */
export const quotes = sqliteTable(
  'quotes',
  {
    id: text('id').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    state: text('state', { enum: ['sent', 'viewed', 'accepted', 'replaced'] })
      .notNull()
      .default('sent'),
    /** Paise per gram of fine silver the rate-linked lines were priced at; null before any rate. */
    ratePaise: integer('rate_paise'),
    rateDate: text('rate_date'),
    /** `INR`, or the currency the quote is also written in, converted at `fxRupees` (₹ per 1 unit,
     * the owner's rate of `fxDate`) held with the quote; rupees and GST stay the invoice's basis. */
    currency: text('currency').notNull().default('INR'),
    fxRupees: real('fx_rupees'),
    fxDate: text('fx_date'),
    validUntil: text('valid_until').notNull(),
    message: text('message').notNull().default(''),
    shopGstin: text('shop_gstin').notNull().default(''),
    /** GST state codes (`08` Rajasthan): the same state means CGST + SGST, another IGST. */
    shopState: text('shop_state').notNull(),
    customerState: text('customer_state').notNull(),
    customerGstin: text('customer_gstin').notNull().default(''),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The quote that replaced this one. */
    replacedBy: text('replaced_by'),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: integer('created_at').notNull(),
    viewedAt: integer('viewed_at'),
    acceptedAt: integer('accepted_at'),
  },
  (t) => [
    uniqueIndex('quotes_number_idx').on(t.year, t.seq),
    index('quotes_inquiry_idx').on(t.inquiryId, t.createdAt),
  ],
);

/** A quote's lines: the piece as it was, quantity, unit price before GST and its breakup (JSON). */
export const quoteLines = sqliteTable(
  'quote_lines',
  {
    id: text('id').primaryKey(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    size: text('size'),
    qty: integer('qty').notNull(),
    unitPaise: integer('unit_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    breakup: text('breakup'),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId, t.position)],
);

/**
 * Every e-mail the shop sends, written in the same batch as the change that causes it (DESIGN §10).
 * `id` is the idempotency key: a row is claimed before sending and marked sent once, never resent.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    replyTo: text('reply_to'),
    /** What the message is about, e.g. `inquiry:<id>`, to list it beside that record. */
    ref: text('ref'),
    /** An alert's one-click unsubscribe address (RFC 8058): sent as `List-Unsubscribe` headers. */
    listUnsubscribe: text('list_unsubscribe'),
    state: text('state', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** A sender's claim on the row expires at this time, so a crashed sender's rows are retried. */
    claimedUntil: integer('claimed_until'),
    /**
     * Which sender holds the claim, when it can be told dead before the claim runs out: the Node
     * server's `node:<host>:<pid>`. Null for the Worker (its isolates have no such name).
     */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    /** JSON `[{ filename, contentType, content (base64) }]` (a quote's PDF), or null. */
    attachments: text('attachments'),
    sentAt: integer('sent_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('outbox_due_idx').on(t.state, t.nextAttemptAt), index('outbox_ref_idx').on(t.ref)],
);

/**
 * Single-use tokens in e-mailed links (password reset 30 min, staff invite 7 days), stored as
 * SHA-256 so a database leak opens nothing.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['password_reset', 'staff_invite'] }).notNull(),
    accountKind: text('account_kind', { enum: ['customer', 'admin'] }).notNull(),
    accountId: text('account_id').notNull(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('account_tokens_account_idx').on(t.accountKind, t.accountId)],
);

/** The day's fine-silver (999) rate as the owner set it; the newest row is the current rate. */
export const silverRates = sqliteTable(
  'silver_rates',
  {
    id: text('id').primaryKey(),
    /** Paise per gram of 999 silver. */
    ratePaise: integer('rate_paise').notNull(),
    /** The day the rate is for, `YYYY-MM-DD`. */
    rateDate: text('rate_date').notNull(),
    setById: text('set_by_id'),
    setByName: text('set_by_name').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('silver_rates_created_idx').on(t.createdAt)],
);

/** Every admin write: who, when, what, and the changed fields before and after (JSON). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    at: integer('at').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    /** `{ field: [before, after] }` for updates; the whole record for creations and deletions. */
    changes: text('changes').notNull().default('{}'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** Fixed-window counters for rate limits, shared by every process and isolate. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/**
 * Real-user metrics as reported (DESIGN §11), kept a few days only: no cookie, address or user
 * agent, only what the page said. Pruned as reports arrive.
 */
export const vitalsReports = sqliteTable(
  'vitals_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at').notNull(),
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    value: real('value').notNull(),
    effectiveType: text('effective_type'),
  },
  (t) => [index('vitals_reports_at_idx').on(t.at)],
);

/**
 * Daily roll-ups of the metrics: how many reports fell in each bucket of a fixed histogram per
 * shop day, page type and metric (functions/features/vitals/vitals-histogram.ts); the 75th
 * percentile is read from them. Days past the owner's longest window are pruned as reports arrive.
 */
export const vitalsDaily = sqliteTable(
  'vitals_daily',
  {
    day: text('day').notNull(),
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.metric, t.bucket] })],
);

/**
 * A customer's application for a trade (reseller) account and the owner's decision on it: one per
 * customer; applying again after a decline puts the same row back to `pending`.
 */
export const tradeAccounts = sqliteTable(
  'trade_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    /** An Indian business's GSTIN (checked with its check character), or null abroad. */
    gstin: text('gstin'),
    /** ISO 3166 alpha-2 country of the business (`IN` with a GSTIN). */
    country: text('country').notNull(),
    /** A business registration number, required when there is no GSTIN. */
    registration: text('registration'),
    phone: text('phone').notNull(),
    /** What the business sells, in the applicant's words. */
    sells: text('sells').notNull(),
    state: text('state', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    decidedAt: integer('decided_at'),
    decidedByName: text('decided_by_name'),
    /** The owner's note with a decline, e-mailed to the applicant. */
    decisionNote: text('decision_note'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('trade_accounts_state_idx').on(t.state, t.updatedAt)],
);

/**
 * A product's trade terms, kept out of `products` so that nothing reading products for the public
 * (the build, the catalogue API, the CSV export) can carry them (DESIGN §11). `makingKind` null:
 * the shop's trade discount applies instead of a trade making charge.
 */
export const tradeTerms = sqliteTable('trade_terms', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  makingKind: text('making_kind', { enum: ['per_gram', 'fixed'] }),
  /** Paise per gram (`per_gram`) or for the piece (`fixed`). */
  makingPaise: integer('making_paise'),
  /** The fewest pieces of this design a trade buyer may ask for. */
  minQty: integer('min_qty').notNull().default(1),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * A shopper's wish to hear about one piece (DESIGN §11 "Alerts"): `back_in_stock` when it returns,
 * `price_drop` when a new silver rate lowers it by the owner's percentage. Nothing but the
 * confirmation goes to an address until it is `active` (double opt-in); a back-in-stock alert is
 * `fulfilled` once sent; `unsubscribed` is final until the shopper subscribes again.
 */
export const alertSubscriptions = sqliteTable(
  'alert_subscriptions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['back_in_stock', 'price_drop'] }).notNull(),
    /** Lowercase. */
    email: text('email').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'active', 'fulfilled', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** Price watch: the price (paise) a fall is measured from; the price last told, after an alert. */
    baselinePaise: integer('baseline_paise'),
    /** The alert event that last e-mailed this subscription: never twice for one event. */
    lastEventId: integer('last_event_id'),
    createdAt: integer('created_at').notNull(),
    confirmedAt: integer('confirmed_at'),
    notifiedAt: integer('notified_at'),
    endedAt: integer('ended_at'),
  },
  (t) => [
    uniqueIndex('alert_subscriptions_who_idx').on(t.kind, t.email, t.productId),
    index('alert_subscriptions_product_idx').on(t.productId, t.kind, t.state),
  ],
);

/**
 * Tokens in alert links, stored as SHA-256 only: `confirm` (the double opt-in, expires) and
 * `unsubscribe` (one per alert e-mail, never expires, so an old e-mail's link still works).
 */
export const alertTokens = sqliteTable(
  'alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    expiresAt: integer('expires_at'),
    usedAt: integer('used_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('alert_tokens_subscription_idx').on(t.subscriptionId)],
);

/**
 * Things that may owe shoppers an alert, written by triggers (0014_alerts.sql) in the same
 * statement as the change, whatever path made it: a piece back in stock (`status` or `hidden`
 * changing to shown and in stock) or a new silver rate (`rate`). Deleted once handled.
 */
export const alertEvents = sqliteTable('alert_events', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: ['back_in_stock', 'rate'] }).notNull(),
  productId: text('product_id'),
  createdAt: integer('created_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});
