import type { createApp } from '../app';

type App = ReturnType<typeof createApp>;

/** Who may call a route: anyone, a signed-in customer, or the admin; `middleware` is a `.use()` layer. */
export type Access = 'public' | 'customer' | 'admin' | 'middleware';

/**
 * What a state-changing route reads from its body: nothing, JSON, a multipart form (JSON also
 * works), or a CSV file as the body itself (the product import: `text/csv` up to 5 MB).
 */
export type BodyKind = 'none' | 'json' | 'form' | 'csv';

/**
 * Every route of the app, by `METHOD path` exactly as Hono registers it. A route missing here fails
 * `routes.test.ts`, so whoever adds a route has to decide who may call it and what body it takes.
 */
export const routeTable: Record<string, { access: Access; body?: BodyKind }> = {
  'ALL /*': { access: 'middleware' },
  'ALL /api/*': { access: 'middleware' },
  'ALL /api/cart/*': { access: 'middleware' },
  'ALL /api/wishlist/*': { access: 'middleware' },
  'GET /api/health': { access: 'public' },
  'GET /api/category': { access: 'public' },
  'POST /api/category/create': { access: 'admin', body: 'form' },
  'PUT /api/category/update/:id': { access: 'admin', body: 'form' },
  'PATCH /api/category/change-status/:id/:status': { access: 'admin', body: 'none' },
  'DELETE /api/category/delete/:id': { access: 'admin', body: 'none' },
  'GET /api/product': { access: 'public' },
  'POST /api/product/create': { access: 'admin', body: 'form' },
  'PUT /api/product/update/:id': { access: 'admin', body: 'form' },
  'PATCH /api/product/change-status/:id/:newStatus': { access: 'admin', body: 'none' },
  'DELETE /api/product/delete/:id/:images{.*}?': { access: 'admin', body: 'none' },
  'GET /api/product/:id': { access: 'public' },
  'GET /api/maintain/getMaintainStatus': { access: 'public' },
  'PUT /api/maintain/setMaintainStatus': { access: 'admin', body: 'json' },
  'POST /api/user/register-user': { access: 'public', body: 'json' },
  'POST /api/user/login-user': { access: 'public', body: 'json' },
  'POST /api/user/logout': { access: 'public', body: 'none' },
  'GET /api/user/get-user': { access: 'admin' },
  'GET /api/user/me': { access: 'customer' },
  'POST /api/user/forgot-password': { access: 'public', body: 'json' },
  'POST /api/user/reset-password': { access: 'public', body: 'json' },
  'GET /api/user/inquiries': { access: 'customer' },
  'GET /api/user/my-data': { access: 'customer' },
  'POST /api/cart/add-to-db/:userId': { access: 'customer', body: 'json' },
  'DELETE /api/cart/delete-from-db-cart/:cartId/:productId': { access: 'customer', body: 'none' },
  'POST /api/cart/state-to-cart/:userId': { access: 'customer', body: 'json' },
  'GET /api/cart/:userId': { access: 'customer' },
  'POST /api/wishlist/add-to-db-wishlist/:userId/:productId': { access: 'customer', body: 'none' },
  'DELETE /api/wishlist/delete-from-db-wishlist/:userId/:productId': {
    access: 'customer',
    body: 'none',
  },
  'POST /api/wishlist/state-to-db/:userId': { access: 'customer', body: 'json' },
  'POST /api/inquiry/send-inquiry': { access: 'public', body: 'json' },
  'GET /api/inquiry/get-inquiry': { access: 'admin' },
  'PATCH /api/inquiry/change-status/:inquiryId/:newStatus': { access: 'admin', body: 'none' },
  'GET /api/inquiry/track/:reference': { access: 'public' },
  'POST /api/inquiry/contact': { access: 'public', body: 'json' },
  'POST /api/admin/login': { access: 'public', body: 'json' },
  'POST /api/admin/logout': { access: 'public', body: 'none' },
  'PUT /api/admin/reset-password': { access: 'public', body: 'json' },
  'GET /api/admin/me': { access: 'admin' },
  'GET /api/admin/dashboard': { access: 'admin' },
  'GET /api/admin/categories': { access: 'admin' },
  'GET /api/admin/products': { access: 'admin' },
  'POST /api/admin/products/bulk': { access: 'admin', body: 'json' },
  'POST /api/admin/products/bulk/undo': { access: 'admin', body: 'json' },
  'GET /api/admin/products/export': { access: 'admin' },
  'POST /api/admin/products/import/preview': { access: 'admin', body: 'csv' },
  'POST /api/admin/products/import/apply': { access: 'admin', body: 'csv' },
  'GET /api/admin/users': { access: 'admin' },
  'GET /api/admin/audit': { access: 'admin' },
  'GET /api/admin/audit/facets': { access: 'admin' },
  'GET /api/admin/products/:id': { access: 'admin' },
  'GET /api/admin/publish-status': { access: 'admin' },
  'GET /api/silver-rate': { access: 'public' },
  'ALL /api/trade/*': { access: 'middleware' },
  'GET /api/trade/account': { access: 'customer' },
  'POST /api/trade/account': { access: 'customer', body: 'json' },
  'GET /api/trade/prices': { access: 'customer' },
  'GET /api/trade/line-sheet': { access: 'customer' },
  'ALL /api/admin/trade/*': { access: 'middleware' },
  'GET /api/admin/trade/accounts': { access: 'admin' },
  'PATCH /api/admin/trade/accounts/:id/approve': { access: 'admin', body: 'none' },
  'PATCH /api/admin/trade/accounts/:id/decline': { access: 'admin', body: 'json' },
  'GET /api/admin/trade/settings': { access: 'admin' },
  'PUT /api/admin/trade/settings': { access: 'admin', body: 'json' },
  'GET /api/admin/trade/products': { access: 'admin' },
  'GET /api/admin/trade/products/:productId': { access: 'admin' },
  'PUT /api/admin/trade/products/:productId': { access: 'admin', body: 'json' },
  'PUT /api/admin/silver-rate': { access: 'admin', body: 'json' },
  'GET /api/admin/silver-rate/history': { access: 'admin' },
  'GET /api/settings': { access: 'public' },
  'GET /api/admin/settings': { access: 'admin' },
  'PUT /api/admin/settings': { access: 'admin', body: 'json' },
  'GET /api/admin/staff': { access: 'admin' },
  'POST /api/admin/staff': { access: 'admin', body: 'json' },
  'POST /api/admin/staff/:id/invite': { access: 'admin', body: 'none' },
  'PATCH /api/admin/staff/:id/disable': { access: 'admin', body: 'none' },
  'PATCH /api/admin/staff/:id/enable': { access: 'admin', body: 'none' },
  'PATCH /api/admin/staff/:id/email': { access: 'admin', body: 'json' },
  'PUT /api/admin/account/name': { access: 'admin', body: 'json' },
  'PUT /api/admin/account/password': { access: 'admin', body: 'json' },
  'POST /api/admin/account/forgot-password': { access: 'public', body: 'json' },
  'POST /api/admin/account/reset-password': { access: 'public', body: 'json' },
  'POST /api/admin/account/accept-invite': { access: 'public', body: 'json' },
  'GET /api/admin/customers/:id': { access: 'admin' },
  'DELETE /api/admin/customers/:id': { access: 'admin', body: 'none' },
  'ALL /api/admin/inquiries/*': { access: 'middleware' },
  'GET /api/admin/inquiries': { access: 'admin' },
  'GET /api/admin/inquiries/export.csv': { access: 'admin' },
  'GET /api/admin/inquiries/:id': { access: 'admin' },
  'POST /api/admin/inquiries/:id/notes': { access: 'admin', body: 'json' },
  'POST /api/admin/inquiries/:id/replies': { access: 'admin', body: 'json' },
  'POST /api/admin/inquiries/:id/quotes': { access: 'admin', body: 'json' },
  'POST /api/admin/inquiries/:id/mail/:outboxId/resend': { access: 'admin', body: 'json' },
  'PATCH /api/admin/inquiries/:id/stage': { access: 'admin', body: 'json' },
  'ALL /api/admin/quotes/*': { access: 'middleware' },
  'GET /api/admin/quotes': { access: 'admin' },
  'POST /api/admin/quotes': { access: 'admin', body: 'json' },
  'ALL /api/quote/*': { access: 'middleware' },
  'POST /api/quote/:number/accept': { access: 'public', body: 'json' },
  'POST /api/quote/:number/changes': { access: 'public', body: 'json' },
  'ALL /api/admin/outbox/*': { access: 'middleware' },
  'GET /api/admin/outbox': { access: 'admin' },
  'POST /api/admin/outbox/:id/retry': { access: 'admin', body: 'none' },
  'ALL /api/admin/backups/*': { access: 'middleware' },
  'GET /api/admin/backups': { access: 'admin' },
  'POST /api/admin/backups': { access: 'admin', body: 'none' },
  'GET /api/admin/backups/export': { access: 'admin' },
  'GET /api/admin/backups/:name/download': { access: 'admin' },
  'POST /api/alerts/subscribe': { access: 'public', body: 'json' },
  'GET /api/alerts/confirm': { access: 'public' },
  'POST /api/alerts/confirm': { access: 'public', body: 'none' },
  'GET /api/alerts/unsubscribe': { access: 'public' },
  'POST /api/alerts/unsubscribe': { access: 'public', body: 'none' },
  'ALL /api/admin/alerts/*': { access: 'middleware' },
  'GET /api/admin/alerts/products/:id': { access: 'admin' },
  'GET /api/admin/alerts/settings': { access: 'admin' },
  'PUT /api/admin/alerts/settings': { access: 'admin', body: 'json' },
  'POST /api/vitals': { access: 'public', body: 'json' },
  'ALL /api/admin/vitals/*': { access: 'middleware' },
  'GET /api/admin/vitals': { access: 'admin' },
  'GET /media/*': { access: 'public' },
  'GET /*': { access: 'public' },
  'HEAD /*': { access: 'public' },
};

/**
 * The admin routes only the owner may call (DESIGN §10 "Staff and audit": settings, staff accounts,
 * the silver rate, maintenance, the audit trail, deleting a customer, backups); staff get 403 from
 * `requireOwner`. `admin-roles.test.ts` holds every admin route of the app to this list.
 */
export const ownerOnlyRoutes: ReadonlySet<string> = new Set([
  'PUT /api/maintain/setMaintainStatus',
  'PUT /api/admin/silver-rate',
  'GET /api/admin/trade/accounts',
  'PATCH /api/admin/trade/accounts/:id/approve',
  'PATCH /api/admin/trade/accounts/:id/decline',
  'GET /api/admin/trade/settings',
  'PUT /api/admin/trade/settings',
  'GET /api/admin/trade/products',
  'GET /api/admin/trade/products/:productId',
  'PUT /api/admin/trade/products/:productId',
  'GET /api/admin/audit',
  'GET /api/admin/audit/facets',
  'GET /api/admin/settings',
  'PUT /api/admin/settings',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'POST /api/admin/staff/:id/invite',
  'PATCH /api/admin/staff/:id/disable',
  'PATCH /api/admin/staff/:id/enable',
  'PATCH /api/admin/staff/:id/email',
  'DELETE /api/admin/customers/:id',
  'GET /api/admin/backups',
  'POST /api/admin/backups',
  'GET /api/admin/backups/export',
  'GET /api/admin/backups/:name/download',
  'GET /api/admin/vitals',
  'GET /api/admin/alerts/settings',
  'PUT /api/admin/alerts/settings',
]);

/** One route as the app registers it, with its entry in the table (undefined when unclassified). */
export interface AppRoute {
  key: string;
  method: string;
  path: string;
  access?: Access;
  body?: BodyKind;
}

/** Every distinct `METHOD path` the Hono app has registered, read from `app.routes`. */
export function enumerateRoutes(app: App): AppRoute[] {
  const keys = [...new Set(app.routes.map((route) => `${route.method} ${route.path}`))];
  return keys.map((key) => {
    const [method, path] = key.split(' ') as [string, string];
    return { key, method, path, ...routeTable[key] };
  });
}

/** Routes a client can call (no `.use()` layers). */
export const endpoints = (app: App) =>
  enumerateRoutes(app).filter((route) => route.access !== 'middleware');

/** Endpoints that change state: the ones the Origin, content-type and size checks guard. */
export const stateChanging = (app: App) =>
  endpoints(app).filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));

/** Values for path parameters; `:id` means a category under `/api/category`, else a product. */
export interface PathValues {
  userId: string;
  cartId: string;
  productId: string;
  categoryId: string;
  inquiryId: string;
  reference: string;
  mediaKey: string;
}

/** A concrete URL for a route pattern, every `:param` (and `*`) filled from `values`. */
export function fillPath(path: string, values: PathValues): string {
  const byName: Record<string, string> = {
    userId: values.userId,
    cartId: values.cartId,
    productId: values.productId,
    id: path.startsWith('/api/category')
      ? values.categoryId
      : path.startsWith('/api/admin/inquiries')
        ? values.inquiryId
        : values.productId,
    status: 'true',
    newStatus: 'true',
    inquiryId: values.inquiryId,
    // Any id-shaped value: the battery checks who may call, not which message is resent.
    outboxId: values.productId,
    reference: values.reference,
    number: 'QT-2026-000001',
    name: 'chandi-2026-11-27T030000Z',
    images: 'image-key',
  };
  const filled = path.replace(/:(\w+)(\{[^}]*\})?\??/g, (_, name: string) => {
    const value = byName[name];
    if (value === undefined) throw new Error(`No test value for the path parameter :${name}`);
    return encodeURIComponent(value);
  });
  if (!filled.endsWith('*')) return filled;
  return filled.replace(/\*$/, path === '/media/*' ? values.mediaKey : '');
}
