// The admin app's one route table (reference §2 "Admin area"): each screen's address, title, code,
// first list and who may open it. The router, the menu, the document titles, the page's first
// requests and the owner-only check all read it, so a new screen is one entry here.
// No React and no screen imported here: the page's first script (first-load.ts) reads this table
// before the app's code arrives, and each screen's code is its own chunk, fetched when it opens.
import type { ComponentType } from 'react';
import type { IconName } from './icons';
import { inquiryListPath, viewFromSearch as deskViewFromSearch } from './inquiry-filters';
import { listPath, viewFromSearch, type PagedList } from './list-address';
import { auditList, customerList, productList } from './paged-lists';

/** What a screen is given: the `:id` its address names, if any. */
export interface ScreenProps {
  id?: string;
}

interface RouteEntry {
  /** The address, `/admin/...`; a `:id` segment is the screen's `id`. */
  path: string;
  /** Older addresses that open the same screen (the reference's links). */
  alsoAt?: readonly string[];
  /** The heading of its menu item, its owner-only notice and the document title. */
  title: string;
  /** The screen's code, fetched when it opens or as the page starts. */
  screen: () => Promise<ComponentType<ScreenProps>>;
  /** The API list the screen asks for first, as `search` (the address's `?...`) says. */
  firstList?: (search: string) => string;
  /** The owner's screen (DESIGN §10): hidden from staff, whose calls the server refuses anyway. */
  ownerOnly?: boolean;
  /** In the menu with this icon, labelled with the title. */
  icon?: IconName;
  /** A screen within another's menu item (an edit form under its list). */
  under?: string;
}

type IdOf<Path extends string> = Path extends `${string}/:id` ? { id: string } : object;

/** An entry whose screen takes the `id` its path has: checked here, so the table can hold them all. */
const route = <const Path extends string>(
  entry: Omit<RouteEntry, 'screen'> & {
    path: Path;
    screen: () => Promise<ComponentType<IdOf<Path>>>;
  },
) => entry as RouteEntry;

const pageOf = (list: PagedList) => (search: string) =>
  listPath(list, viewFromSearch(search, list.shape));

// One loader for both forms, so the two routes share one lazy screen.
const productForm = () => import('./ProductForm').then((module) => module.ProductForm);

/** Every screen, in the menu's order. */
export const routes = {
  dashboard: route({
    path: '/admin',
    title: 'Dashboard',
    icon: 'dashboard',
    screen: () => import('./Dashboard').then((module) => module.Dashboard),
  }),
  users: route({
    path: '/admin/users',
    title: 'Customers',
    icon: 'users',
    screen: () => import('./UsersPage').then((module) => module.UsersPage),
    firstList: pageOf(customerList),
  }),
  customer: route({
    path: '/admin/users/:id',
    title: 'Customer',
    under: 'users',
    screen: () => import('./CustomerPage').then((module) => module.CustomerPage),
  }),
  category: route({
    path: '/admin/category',
    title: 'Category',
    icon: 'category',
    screen: () => import('./CategoriesPage').then((module) => module.CategoriesPage),
    firstList: () => '/api/admin/categories',
  }),
  products: route({
    path: '/admin/products',
    title: 'Products',
    icon: 'product',
    screen: () => import('./ProductsPage').then((module) => module.ProductsPage),
    firstList: pageOf(productList),
  }),
  'product-add': route({
    path: '/admin/products/add',
    title: 'Add product',
    under: 'products',
    screen: productForm,
  }),
  'product-edit': route({
    path: '/admin/products/edit/:id',
    title: 'Edit product',
    under: 'products',
    screen: productForm,
  }),
  inquiries: route({
    path: '/admin/adm-inquiry',
    alsoAt: ['/admin/inquiries'],
    title: 'Inquiries',
    icon: 'inbox',
    screen: () => import('./InquiriesPage').then((module) => module.InquiriesPage),
    firstList: (search) => inquiryListPath(deskViewFromSearch(search)),
  }),
  inquiry: route({
    path: '/admin/inquiries/:id',
    title: 'Inquiry',
    under: 'inquiries',
    screen: () => import('./InquiryPage').then((module) => module.InquiryPage),
  }),
  staff: route({
    path: '/admin/staff',
    title: 'Staff',
    icon: 'key',
    ownerOnly: true,
    screen: () => import('./StaffPage').then((module) => module.StaffPage),
  }),
  trade: route({
    path: '/admin/trade',
    title: 'Trade',
    icon: 'users',
    ownerOnly: true,
    screen: () => import('./TradePage').then((module) => module.TradePage),
  }),
  settings: route({
    path: '/admin/settings',
    title: 'Settings',
    icon: 'tools',
    ownerOnly: true,
    screen: () => import('./SettingsPage').then((module) => module.SettingsPage),
  }),
  audit: route({
    path: '/admin/audit',
    title: 'Audit trail',
    icon: 'clock',
    ownerOnly: true,
    screen: () => import('./AuditPage').then((module) => module.AuditPage),
    firstList: pageOf(auditList),
  }),
  backups: route({
    path: '/admin/backups',
    title: 'Backups',
    icon: 'backup',
    ownerOnly: true,
    screen: () => import('./BackupsPage').then((module) => module.BackupsPage),
  }),
};

export type RouteName = keyof typeof routes;

/** A screen with the `id` its address gave; `not-found` when no route has the address. */
export type Route = { name: RouteName; id?: string } | { name: 'not-found'; id?: undefined };

export const notFoundTitle = 'Page not found';

/** The title of the screen a route shows. */
export const titleOf = (route: Route) =>
  route.name === 'not-found' ? notFoundTitle : routes[route.name].title;

/** Whether only the owner may open the route's screen. */
export const isOwnerOnly = (route: Route) =>
  route.name !== 'not-found' && routes[route.name].ownerOnly === true;

const patterns = (Object.keys(routes) as RouteName[]).flatMap((name) =>
  [routes[name].path, ...(routes[name].alsoAt ?? [])].map((path) => ({
    name,
    pattern: new RegExp(`^${path.replace(':id', '([^/]+)')}$`),
  })),
);

/** The route a path shows (a trailing slash is ignored). */
export function matchRoute(path: string): Route {
  const trimmed = path.replace(/\/+$/, '') || '/';
  for (const { name, pattern } of patterns) {
    const match = pattern.exec(trimmed);
    if (match) return match[1] ? { name, id: decodeURIComponent(match[1]) } : { name };
  }
  return { name: 'not-found' };
}

/** The menu's items: each screen with an icon, with the screens shown within it. */
export const menu = (Object.keys(routes) as RouteName[]).flatMap((name) => {
  const { path, title, icon, ownerOnly = false } = routes[name];
  const covers: readonly Route['name'][] = (Object.keys(routes) as RouteName[]).filter(
    (other) => other === name || routes[other].under === name,
  );
  return icon ? [{ name, href: path, label: title, icon, ownerOnly, covers }] : [];
});
