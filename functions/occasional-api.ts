import { Hono } from 'hono';
import type { AppDeps } from './deps';
import { alertRoutes } from './features/alerts/alerts.routes';
import { contactRoutes } from './features/inquiry/contact.routes';
import { inquiryRoutes } from './features/inquiry/inquiry.routes';
import { customerQuoteRoutes } from './features/quote/quote.routes';
import { tradeRoutes } from './features/trade/trade.routes';
import { myDataRoutes } from './features/user/my-data.routes';
import { myInquiriesRoutes } from './features/user/my-inquiries.routes';
import { passwordResetRoutes } from './features/user/password-reset.routes';

/**
 * The shoppers' routes that a page view never calls: sending an inquiry or a message, price
 * alerts, a trade application, answering a quote, a customer's own inquiries and data, a password
 * reset. The app mounts them at `/api`, after the routes pages call as they load (the catalogue,
 * sessions, cart, wishlist, settings, vitals), so that the Worker loads them on the first request
 * for one and a cold isolate serving a page view never parses them (decision 047).
 */
export const occasionalApi = (deps: AppDeps) =>
  new Hono()
    .route('/user', passwordResetRoutes(deps))
    .route('/user', myInquiriesRoutes(deps))
    .route('/user', myDataRoutes(deps))
    .route('/inquiry', inquiryRoutes(deps))
    .route('/inquiry', contactRoutes(deps))
    .route('/alerts', alertRoutes(deps))
    .route('/trade', tradeRoutes(deps))
    .route('/quote', customerQuoteRoutes(deps));
