import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $admin } from '../../stores/admin';
import { appRootId } from './Dialog';
import { startFirstRequests } from './first-load';
import { signOut } from './http';
import { Icon, type IconName } from './icons';
import { Link } from './Link';
import { OwnerOnly } from './OwnerOnly';
import { PublishStatus } from './PublishStatus';
import { $path, listenToHistory, matchRoute, ownerOnlyScreens, type Route } from './router';
import {
  AuditPage,
  BackupsPage,
  CategoriesPage,
  CustomerPage,
  Dashboard,
  InquiriesPage,
  InquiryPage,
  ProductForm,
  ProductsPage,
  SettingsPage,
  StaffPage,
  TradePage,
  UsersPage,
} from './screens';
import { Loading, PageHead } from './ui';
import { YourAccount } from './YourAccount';

const menu: {
  href: string;
  label: string;
  icon: IconName;
  match: Route['name'][];
  ownerOnly?: boolean;
}[] = [
  { href: '/admin', label: 'Dashboard', icon: 'dashboard', match: ['dashboard'] },
  { href: '/admin/users', label: 'Customers', icon: 'users', match: ['users', 'customer'] },
  { href: '/admin/category', label: 'Category', icon: 'category', match: ['category'] },
  {
    href: '/admin/products',
    label: 'Products',
    icon: 'product',
    match: ['products', 'product-add', 'product-edit'],
  },
  {
    href: '/admin/adm-inquiry',
    label: 'Inquiries',
    icon: 'inbox',
    match: ['inquiries', 'inquiry'],
  },
  { href: '/admin/staff', label: 'Staff', icon: 'key', match: ['staff'], ownerOnly: true },
  { href: '/admin/trade', label: 'Trade', icon: 'users', match: ['trade'], ownerOnly: true },
  {
    href: '/admin/settings',
    label: 'Settings',
    icon: 'tools',
    match: ['settings'],
    ownerOnly: true,
  },
  { href: '/admin/audit', label: 'Audit trail', icon: 'clock', match: ['audit'], ownerOnly: true },
  {
    href: '/admin/backups',
    label: 'Backups',
    icon: 'backup',
    match: ['backups'],
    ownerOnly: true,
  },
];

const titles: Record<Route['name'], string> = {
  dashboard: 'Dashboard',
  users: 'Customers',
  category: 'Category',
  products: 'Products',
  'product-add': 'Add product',
  'product-edit': 'Edit product',
  inquiries: 'Inquiries',
  inquiry: 'Inquiry',
  settings: 'Settings',
  staff: 'Staff',
  customer: 'Customer',
  audit: 'Audit trail',
  backups: 'Backups',
  trade: 'Trade',
  'not-found': 'Page not found',
};

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'dashboard':
      return <Dashboard />;
    case 'users':
      return <UsersPage />;
    case 'category':
      return <CategoriesPage />;
    case 'products':
      return <ProductsPage />;
    case 'product-add':
      return <ProductForm key="add" />;
    case 'product-edit':
      return <ProductForm key={route.id} id={route.id} />;
    case 'inquiries':
      return <InquiriesPage />;
    case 'inquiry':
      return <InquiryPage key={route.id} id={route.id} />;
    case 'settings':
      return <SettingsPage />;
    case 'staff':
      return <StaffPage />;
    case 'customer':
      return <CustomerPage key={route.id} id={route.id} />;
    case 'audit':
      return <AuditPage />;
    case 'backups':
      return <BackupsPage />;
    case 'trade':
      return <TradePage />;
    default:
      return (
        <>
          <PageHead title="Page not found" intro="There is no admin screen at this address." />
          <Link className="adm-btn" href="/admin">
            Back to the dashboard
          </Link>
        </>
      );
  }
}

/** The admin back office: one island with its own router over `location.pathname` (reference §2 "Admin area"). */
export default function AdminApp() {
  const admin = useStore($admin);
  const path = useStore($path);
  const route = matchRoute(path);
  const visibleMenu = menu.filter((item) => !item.ownerOnly || admin?.role === 'owner');
  const [session, setSession] = useState<'checking' | 'ok' | 'offline'>('checking');
  const [drawer, setDrawer] = useState(false);
  const first = useRef(true);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    listenToHistory();
    void (async () => {
      const state = await startFirstRequests();
      if (state === 'signed-out') {
        location.replace(
          `/adm-login?next=${encodeURIComponent(location.pathname + location.search)}`,
        );
        return;
      }
      // A transition: React renders the app in slices that leave the page free to answer input.
      startTransition(() => setSession(state === 'signed-in' ? 'ok' : 'offline'));
    })();
  }, []);

  // On every route change: the document title, the drawer closed, focus on the new screen's heading.
  useEffect(() => {
    document.title = `${titles[route.name]} · Chandi Admin`;
    setDrawer(false);
    if (first.current) {
      first.current = false;
      return;
    }
    requestAnimationFrame(() =>
      (main.current?.querySelector<HTMLElement>('[data-page-title]') ?? main.current)?.focus(),
    );
  }, [path, route.name]);

  useEffect(() => {
    if (!drawer) return;
    document.querySelector<HTMLElement>('#adm-menu nav a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawer(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);

  if (session === 'checking') {
    return (
      <div className="adm-boot">
        <Loading text="Checking your session…" />
      </div>
    );
  }

  return (
    <div id={appRootId} className={`adm${drawer ? ' drawer-open' : ''}`}>
      <aside className="adm-side" id="adm-menu" aria-label="Admin menu">
        <div className="adm-brand">
          <span className="adm-brand-mark" aria-hidden="true">
            C
          </span>
          <span>
            Chandi <small>Back office</small>
          </span>
          <button
            type="button"
            className="adm-iconbtn adm-drawer-close"
            aria-label="Close menu"
            onClick={() => setDrawer(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Admin">
          <ul role="list">
            {visibleMenu.map((item) => {
              const current = item.match.includes(route.name);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={current ? 'is-current' : undefined}
                  >
                    <Icon name={item.icon} />
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a className="adm-side-shop" href="/" target="_blank" rel="noopener">
          <Icon name="external" /> Open the shop
        </a>
      </aside>
      <div className="adm-scrim" aria-hidden="true" onClick={() => setDrawer(false)} />
      <div className="adm-body">
        <header className="adm-top">
          <button
            type="button"
            className="adm-iconbtn adm-burger"
            aria-label="Menu"
            aria-expanded={drawer}
            aria-controls="adm-menu"
            onClick={() => setDrawer(!drawer)}
          >
            <Icon name={drawer ? 'close' : 'menu'} size={22} />
          </button>
          <span className="adm-top-brand">Chandi</span>
          <PublishStatus compact />
          <div className="adm-top-end">
            {admin && (
              <span className="adm-who" title={admin.email}>
                {admin.name || admin.email}
              </span>
            )}
            <YourAccount />
            <button type="button" className="adm-toplink" onClick={() => void signOut()}>
              <Icon name="logout" />
              <span>Logout</span>
            </button>
          </div>
        </header>
        {session === 'offline' && (
          <p className="adm-offline" role="alert">
            The server could not be reached to confirm your session. Changes may fail until the
            connection is back.
          </p>
        )}
        <main id="main" ref={main} tabIndex={-1} className="adm-main">
          {ownerOnlyScreens.has(route.name) && admin?.role !== 'owner' ? (
            <OwnerOnly title={titles[route.name]} />
          ) : (
            <Suspense fallback={<Loading />}>
              <Screen route={route} />
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}
