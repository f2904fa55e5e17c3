import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { adminRoutes } from './features/admin/admin.routes';
import { alertAdminRoutes } from './features/alerts/alerts.admin-routes';
import { backupRoutes } from './features/backup/backup.routes';
import { deskRoutes } from './features/inquiry/desk.routes';
import { outboxRoutes } from './features/mail/outbox.routes';
import { silverRateAdminRoutes } from './features/pricing/silver-rate.routes';
import { adminQuoteRoutes } from './features/quote/quote.admin-routes';
import { adminSettingsRoutes } from './features/settings/settings.routes';
import { adminAccountRoutes } from './features/staff/admin-account.routes';
import { staffRoutes } from './features/staff/staff.routes';
import { tradeAdminRoutes } from './features/trade/trade.admin-routes';
import { customerAdminRoutes } from './features/user/customer-admin.routes';
import { vitalsAdminRoutes } from './features/vitals/vitals.routes';

/**
 * The back office's API, every route under `/api/admin` (the app mounts it there). A module of its
 * own so that the Worker loads it on the first admin request, never on a shopper's (decision 047).
 */
export const adminApi = (deps: AppDeps) =>
  new Hono()
    .route('/silver-rate', silverRateAdminRoutes(deps))
    .route('/alerts', alertAdminRoutes(deps))
    .route('/trade', tradeAdminRoutes(deps))
    .route('/inquiries', deskRoutes(deps))
    .route('/quotes', adminQuoteRoutes(deps))
    .route('/', adminRoutes(deps))
    .route('/settings', adminSettingsRoutes(deps))
    .route('/staff', staffRoutes(deps))
    .route('/account', adminAccountRoutes(deps))
    .route('/customers', customerAdminRoutes(deps))
    .route('/outbox', outboxRoutes(deps))
    .route('/backups', backupRoutes(deps))
    .route('/vitals', vitalsAdminRoutes(deps));
