import { Hono } from 'hono';
import type { adminApi } from './admin-api';
import type { occasionalApi } from './occasional-api';
import type { AppDeps } from './deps';
import { defaultSiteUrl } from './config';
import { cartRoutes } from './features/cart/cart.routes';
import { categoryRoutes } from './features/category/category.routes';
import { healthRoutes } from './features/health/health.routes';
import { maintainRoutes } from './features/maintain/maintain.routes';
import { createMaintenanceState } from './features/maintain/maintenance-state';
import { mediaRoutes } from './features/media/media.routes';
import { pageRoutes } from './features/pages/pages.routes';
import { silverRateRoutes } from './features/pricing/silver-rate.routes';
import { productRoutes } from './features/product/product.routes';
import { settingsRoutes } from './features/settings/settings.routes';
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
 * Route groups the Worker loads on the first request for one (`lazyRoutes`), so its entry does not
 * import them: the back office (`adminApi`) and the shoppers' occasional routes (`occasionalApi`).
 * The Node server and the tests pass the groups themselves.
 */
export interface LaterRoutes {
  backOffice: typeof adminApi;
  occasional: typeof occasionalApi;
}

/**
 * The whole shop as one Hono app: `/api/*`, `/media/*` and the built pages, from injected
 * dependencies. Loaded later or not, every group sits here behind the same middleware, and
 * `hc<AppType>` sees its routes' types.
 */
export function createShopApp(deps: AppDeps, later: LaterRoutes) {
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
    .route('/api/cart', cartRoutes(deps))
    .route('/api/wishlist', wishlistRoutes(deps))
    .route('/api/silver-rate', silverRateRoutes(deps))
    .route('/api/settings', settingsRoutes(deps))
    .route('/api/vitals', vitalsRoutes(deps))
    // No other route's path is under /api/admin, so the back office's place among them is free.
    .route('/api/admin', later.backOffice(deps))
    // Last of the API: only a request no route above answers may load them (decision 047).
    .route('/api', later.occasional(deps))
    .all('/api/*', () => {
      throw notFound('No such API endpoint');
    })
    .route('/media', mediaRoutes(deps))
    .route('/', pageRoutes(deps, maintenance));
  app.onError(errorHandler);
  app.notFound((c) => c.json({ status: 0, msg: 'Not found' }, 404));
  return app;
}
