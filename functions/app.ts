import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { defaultSiteUrl } from './env';
import { adminRoutes } from './features/admin/admin.routes';
import { alertAdminRoutes } from './features/alerts/alerts.admin-routes';
import { alertRoutes } from './features/alerts/alerts.routes';
import { backupRoutes } from './features/backup/backup.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { categoryRoutes } from './features/category/category.routes';
import { healthRoutes } from './features/health/health.routes';
import { deskRoutes } from './features/inquiry/desk.routes';
import { adminQuoteRoutes, customerQuoteRoutes } from './features/quote/quote.routes';
import { contactRoutes } from './features/inquiry/contact.routes';
import { inquiryRoutes } from './features/inquiry/inquiry.routes';
import { maintainRoutes } from './features/maintain/maintain.routes';
import { createMaintenanceState } from './features/maintain/maintenance-state';
import { outboxRoutes } from './features/mail/outbox.routes';
import { mediaRoutes } from './features/media/media.routes';
import { pageRoutes } from './features/pages/pages.routes';
import { silverRateAdminRoutes, silverRateRoutes } from './features/pricing/silver-rate.routes';
import { productRoutes } from './features/product/product.routes';
import { adminSettingsRoutes, settingsRoutes } from './features/settings/settings.routes';
import { adminAccountRoutes } from './features/staff/admin-account.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { tradeAdminRoutes } from './features/trade/trade.admin-routes';
import { tradeRoutes } from './features/trade/trade.routes';
import { customerAdminRoutes } from './features/user/customer-admin.routes';
import { myDataRoutes } from './features/user/my-data.routes';
import { myInquiriesRoutes } from './features/user/my-inquiries.routes';
import { passwordResetRoutes } from './features/user/password-reset.routes';
import { userRoutes } from './features/user/user.routes';
import { vitalsAdminRoutes, vitalsRoutes } from './features/vitals/vitals.routes';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { notFound } from './lib/errors';
import { viaTrustedProxy } from './lib/proxy';
import { siteOrigins } from './lib/site-origins';
import { errorHandler } from './middleware/error-handler';
import { requestGuard } from './middleware/request-guard';
import { securityHeaders } from './middleware/security-headers';

/** The whole shop as one Hono app: `/api/*`, `/media/*` and the built pages, from injected dependencies. */
export function createApp(deps: AppDeps) {
  const maintenance = createMaintenanceState(deps);
  // Not strict: `/api/product/` (the reference's path) and `/api/product` are the same route.
  const app = new Hono({ strict: false })
    .use(async (c, next) => {
      if (deps.trustProxy) c.req.raw = viaTrustedProxy(c.req.raw);
      return next();
    })
    .use(securityHeaders())
    .use('/api/*', requestGuard(deps.siteOrigins ?? siteOrigins(defaultSiteUrl)))
    .route('/api/health', healthRoutes(deps))
    .route('/api/category', categoryRoutes(deps))
    .route('/api/product', productRoutes(deps))
    .route('/api/maintain', maintainRoutes(deps, maintenance))
    .route('/api/user', userRoutes(deps))
    .route('/api/user', passwordResetRoutes(deps))
    .route('/api/user', myInquiriesRoutes(deps))
    .route('/api/user', myDataRoutes(deps))
    .route('/api/cart', cartRoutes(deps))
    .route('/api/wishlist', wishlistRoutes(deps))
    .route('/api/inquiry', inquiryRoutes(deps))
    .route('/api/inquiry', contactRoutes(deps))
    .route('/api/silver-rate', silverRateRoutes(deps))
    .route('/api/admin/silver-rate', silverRateAdminRoutes(deps))
    .route('/api/alerts', alertRoutes(deps))
    .route('/api/admin/alerts', alertAdminRoutes(deps))
    .route('/api/trade', tradeRoutes(deps))
    .route('/api/admin/trade', tradeAdminRoutes(deps))
    .route('/api/admin/inquiries', deskRoutes(deps))
    .route('/api/admin/quotes', adminQuoteRoutes(deps))
    .route('/api/quote', customerQuoteRoutes(deps))
    .route('/api/admin', adminRoutes(deps))
    .route('/api/settings', settingsRoutes(deps))
    .route('/api/admin/settings', adminSettingsRoutes(deps))
    .route('/api/admin/staff', staffRoutes(deps))
    .route('/api/admin/account', adminAccountRoutes(deps))
    .route('/api/admin/customers', customerAdminRoutes(deps))
    .route('/api/admin/outbox', outboxRoutes(deps))
    .route('/api/admin/backups', backupRoutes(deps))
    .route('/api/vitals', vitalsRoutes(deps))
    .route('/api/admin/vitals', vitalsAdminRoutes(deps))
    .all('/api/*', () => {
      throw notFound('No such API endpoint');
    })
    .route('/media', mediaRoutes(deps))
    .route('/', pageRoutes(deps, maintenance));
  app.onError(errorHandler);
  app.notFound((c) => c.json({ status: 0, msg: 'Not found' }, 404));
  return app;
}

export type AppType = ReturnType<typeof createApp>;
