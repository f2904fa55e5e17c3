import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { slugPattern } from '../../lib/slugs';
import { idPattern } from '../../lib/ids';
import { currentCategorySlug } from '../category/category.service';
import { findVisibleProduct } from '../product/product.service';
import type { MaintenanceState } from '../maintain/maintenance-state';

/** Where a path that has no built page should go instead, if anywhere (DESIGN §1 redirects). */
async function redirectFor(deps: AppDeps, path: string): Promise<string | null> {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === '/products' || trimmed === '/inquiry' || trimmed === '/prod-detail')
    return '/shop/product';
  // `/shop/{slug}` (the footer's shape) and a listing under a category's old slug (a rename).
  const slug = /^\/shop\/(?:product\/)?([^/]+)$/.exec(trimmed)?.[1];
  const current = slug && slugPattern.test(slug) && (await currentCategorySlug(deps.db, slug));
  const listing = current && `/shop/product/${current}`;
  return listing && listing !== trimmed ? listing : null;
}

/**
 * Paths that cannot be pre-rendered, answered by a built shell page whose island reads the path
 * (DESIGN §1). `exists` lets a shell stand only for things that are there, so the rest get a real 404.
 */
const shellRoutes: {
  pattern: RegExp;
  shell: string;
  exists?: (deps: AppDeps, match: RegExpExecArray) => Promise<boolean>;
}[] = [
  { pattern: /^\/inquiry\/[^/]+\/?$/, shell: '/shells/inquiry' },
  { pattern: /^\/admin(\/.*)?$/, shell: '/shells/admin' },
  // A product added since the last build: its page loads it from the API until the rebuild lands.
  {
    pattern: /^\/prod-detail\/([^/]+)\/?$/,
    shell: '/shells/prod-detail',
    exists: async (deps, [, id = '']) =>
      idPattern.test(id) &&
      // If the database cannot answer, let the shell try (it explains a failed load).
      (await findVisibleProduct(deps.db, id).then(Boolean, () => true)),
  },
];

/** The shell page for a path that has no built page, if one applies. */
async function shellFor(deps: AppDeps, path: string, request: Request) {
  for (const { pattern, shell, exists } of shellRoutes) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (exists && !(await exists(deps, match))) return null;
    return deps.site.serve(shell, request);
  }
  return null;
}

/** Paths that keep working during maintenance so the owner can switch it off (DESIGN §1). */
const openDuringMaintenance =
  /^\/(admin(\/|$)|adm-login|adm-forgot-password|shells\/admin|_astro\/|config\/)|\.[a-z0-9]+$/i;

/** Everything that is not the API or media: built pages and files, redirects, shells, maintenance and the 404 page. */
export const pageRoutes = (deps: AppDeps, maintenance: MaintenanceState) =>
  new Hono().on(['GET', 'HEAD'], '/*', async (c) => {
    const path = c.req.path;
    if (!openDuringMaintenance.test(path) && (await maintenance.read()).isMaintain) {
      const screen = await deps.site.serve('/shells/maintenance', c.req.raw);
      const headers = new Headers(screen?.headers);
      headers.set('Retry-After', '300');
      headers.set('Cache-Control', 'no-store');
      headers.delete('ETag');
      return new Response(screen ? screen.body : 'Website Temporarily Unavailable', {
        status: 503,
        headers,
      });
    }
    const page = await deps.site.serve(path, c.req.raw);
    if (page) return page;
    const shellPage = await shellFor(deps, path, c.req.raw);
    if (shellPage) return shellPage;
    const target = await redirectFor(deps, path);
    if (target) return c.redirect(target + new URL(c.req.url).search, 301);
    const notFoundPage = await deps.site.serve('/404.html', c.req.raw);
    if (!notFoundPage) return c.text('Page Not Found', 404);
    return new Response(notFoundPage.body, { status: 404, headers: notFoundPage.headers });
  });
