import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useStore } from '@nanostores/react';
import { $admin } from '../../stores/admin';
import { appRootId } from './Dialog';
import { startFirstRequests } from './first-load';
import { signOut } from './http';
import { Icon } from './icons';
import { Link } from './Link';
import { $path, listenToHistory } from './navigation';
import { OwnerOnly } from './OwnerOnly';
import { PublishStatus } from './PublishStatus';
import {
  isOwnerOnly,
  matchRoute,
  menu,
  notFoundTitle,
  routes,
  titleOf,
  type Route,
  type ScreenProps,
} from './routes';
import { Loading, PageHead } from './screen-parts';
import { YourAccount } from './YourAccount';

// One lazy component per screen loader (the two product forms share one), made once.
const lazyScreens = new Map<
  () => Promise<ComponentType<ScreenProps>>,
  LazyExoticComponent<ComponentType<ScreenProps>>
>();
const lazyScreen = (load: () => Promise<ComponentType<ScreenProps>>) => {
  let screen = lazyScreens.get(load);
  if (!screen) {
    screen = lazy(() => load().then((component) => ({ default: component })));
    lazyScreens.set(load, screen);
  }
  return screen;
};

function Screen({ route }: { route: Route }) {
  if (route.name === 'not-found') {
    return (
      <>
        <PageHead title={notFoundTitle} intro="There is no admin screen at this address." />
        <Link className="adm-btn" href="/admin">
          Back to the dashboard
        </Link>
      </>
    );
  }
  const Shown = lazyScreen(routes[route.name].screen);
  // A new key per address: another product or inquiry opens fresh, not with the last one's state.
  return <Shown key={`${route.name}/${route.id ?? ''}`} id={route.id} />;
}

/** The admin back office: one island with its own router over `location.pathname` (reference §2 "Admin area"). */
export default function AdminApp() {
  const admin = useStore($admin);
  const path = useStore($path);
  const route = matchRoute(path);
  const title = titleOf(route);
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
    document.title = `${title} · Chandi Admin`;
    setDrawer(false);
    if (first.current) {
      first.current = false;
      return;
    }
    requestAnimationFrame(() =>
      (main.current?.querySelector<HTMLElement>('[data-page-title]') ?? main.current)?.focus(),
    );
  }, [path, title]);

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
              const current = item.covers.includes(route.name);
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
          {isOwnerOnly(route) && admin?.role !== 'owner' ? (
            <OwnerOnly title={title} />
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
