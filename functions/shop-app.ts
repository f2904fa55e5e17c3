import { Hono } from 'hono';
import type { adminApi } from './admin-api';
import type { AppDeps } from './deps';
import { defaultSiteUrl } from './config';
import { alertRoutes } from './features/alerts/alerts.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { categoryRoutes } from './features/category/category.routes';
import { healthRoutes } from './features/health/health.routes';
import { customerQuoteRoutes } from './features/quote/quote.routes';
import { contactRoutes } from './features/inquiry/contact.routes';
import { inquiryRoutes } from './features/inquiry/inquiry.routes';
import { maintainRoutes } from './features/maintain/maintain.routes';
import { createMaintenanceState } from './features/maintain/maintenance-state';
import { mediaRoutes } from './features/media/media.routes';
import { pageRoutes } from './features/pages/pages.routes';
import { silverRateRoutes } from './features/pricing/silver-rate.routes';
import { productRoutes } from './features/product/product.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { tradeRoutes } from './features/trade/trade.routes';
import { myDataRoutes } from './features/user/my-data.routes';
import { myInquiriesRoutes } from './features/user/my-inquiries.routes';
import { passwordResetRoutes } from './features/user/password-reset.routes';
import { userRoutes } from './features/user/user.routes';
import { vitalsRoutes } from './features/vitals/vitals.routes';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { notFound } from './lib/errors';
import { viaTrustedProxy } from './lib/proxy';
import { siteOrigins } from './lib/site-origins';
import { errorHandler } from './middleware/error-handler';
import { requestGuard } from './middleware/request-guard';
import { securityHeaders } from './middleware/security-headers';

/**
 * The whole shop as one Hono app: `/api/*`, `/media/*` and the built pages, from injected
 * dependencies. The back office's routes come in as `backOffice` (`adminApi`, or on the Worker
 * `lazyRoutes` loading it on the first admin request), so the Worker's entry does not import them;
 * either way they sit here, behind the same middleware, and `hc<AppType>` sees their types.
 */
export function createShopApp(deps: AppDeps, backOffice: typeof adminApi) {
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
    .route('/api/alerts', alertRoutes(deps))
    .route('/api/trade', tradeRoutes(deps))
    .route('/api/quote', customerQuoteRoutes(deps))
    .route('/api/settings', settingsRoutes(deps))
    .route('/api/vitals', vitalsRoutes(deps))
    // No other route's path is under /api/admin, so the back office's place among them is free.
    .route('/api/admin', backOffice(deps))
    .all('/api/*', () => {
      throw notFound('No such API endpoint');
    })
    .route('/media', mediaRoutes(deps))
    .route('/', pageRoutes(deps, maintenance));
  app.onError(errorHandler);
  app.notFound((c) => c.json({ status: 0, msg: 'Not found' }, 404));
  return app;
}
