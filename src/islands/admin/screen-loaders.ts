// Where each admin screen's code is: its own chunk, so the browser fetches the code of the screen
// it opens, not every screen's. No React here: the page's first script (first-load.ts) starts the
// current screen's chunk before the app's code has arrived.
import type { Route } from './router';

export const loaders = {
  audit: () => import('./AuditPage'),
  backups: () => import('./BackupsPage'),
  category: () => import('./CategoriesPage'),
  customer: () => import('./CustomerPage'),
  dashboard: () => import('./Dashboard'),
  inquiries: () => import('./InquiriesPage'),
  inquiry: () => import('./InquiryPage'),
  'product-add': () => import('./ProductForm'),
  'product-edit': () => import('./ProductForm'),
  products: () => import('./ProductsPage'),
  settings: () => import('./SettingsPage'),
  staff: () => import('./StaffPage'),
  trade: () => import('./TradePage'),
  users: () => import('./UsersPage'),
} satisfies Partial<Record<Route['name'], () => Promise<unknown>>>;

/**
 * Start fetching a screen's code now (with the session check), so it is there by the
 * time the screen shows instead of being asked for only then.
 */
export function preloadScreen(name: Route['name']) {
  const load = (loaders as Partial<Record<Route['name'], () => Promise<unknown>>>)[name];
  void load?.().catch(() => {});
}
