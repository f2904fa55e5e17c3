// The admin's screens, each its own chunk: the browser fetches the code of the screen it opens, not
// every screen's, before the first one can show (most of it went unused on a products page).
import { lazy, type ComponentType } from 'react';
import type { Route } from './router';

const loaders = {
  audit: () => import('./AuditPage'),
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
  users: () => import('./UsersPage'),
} satisfies Partial<Record<Route['name'], () => Promise<unknown>>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own props
const screen = <Name extends string, Module extends Record<Name, ComponentType<any>>>(
  load: () => Promise<Module>,
  name: Name,
) => lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * Start fetching a screen's code now (while the session is being checked), so it is there by the
 * time the screen shows instead of being asked for only then.
 */
export function preloadScreen(name: Route['name']) {
  const load = (loaders as Partial<Record<Route['name'], () => Promise<unknown>>>)[name];
  void load?.().catch(() => {});
}

export const AuditPage = screen(loaders.audit, 'AuditPage');
export const CategoriesPage = screen(loaders.category, 'CategoriesPage');
export const CustomerPage = screen(loaders.customer, 'CustomerPage');
export const Dashboard = screen(loaders.dashboard, 'Dashboard');
export const InquiriesPage = screen(loaders.inquiries, 'InquiriesPage');
export const InquiryPage = screen(loaders.inquiry, 'InquiryPage');
export const ProductForm = screen(loaders['product-edit'], 'ProductForm');
export const ProductsPage = screen(loaders.products, 'ProductsPage');
export const SettingsPage = screen(loaders.settings, 'SettingsPage');
export const StaffPage = screen(loaders.staff, 'StaffPage');
export const UsersPage = screen(loaders.users, 'UsersPage');
