import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { slugPattern } from '../../../src/contract/slugs';
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

/** Built pages of the admin, open during maintenance so the owner can switch it off (DESIGN §1). */
const adminPages = new Set([
  '/adm-login',
  '/adm-forgot-password',
  '/adm-reset-password',
  '/adm-accept-invite',
  '/shells/admin',
]);

/** The shell page for a path that has no built page, if one applies, and whether it is the admin's. */
async function shellFor(deps: AppDeps, path: string, request: Request) {
  for (const { pattern, shell, exists } of shellRoutes) {
    const match = pattern.exec(path);
    if (!match) continue;
    if (exists && !(await exists(deps, match))) return null;
    const response = await deps.site.serve(shell, request);
    return response && { response, admin: adminPages.has(shell) };
  }
  return null;
}

/**
 * The page a path names however it is spelled (percent-encoded, trailing slash, `/index.html`,
 * `.html`): what the static servers reduce it to before looking for the file.
 */
function pageName(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: the static servers look it up as it is, and so do we.
  }
  return decoded.replace(/\/+$/, '').replace(/(\/index)?\.html$/, '') || '/';
}

/** A page rather than a file pages use (script, style, image, JSON); no type at all counts as a page. */
function isPage(response: Response): boolean {
  const type = response.headers.get('content-type');
  return !type || type.toLowerCase().startsWith('text/html');
}

/** The maintenance screen with 503, fresh on every request. */
async function maintenanceScreen(deps: AppDeps, request: Request) {
  // Only the encoding is asked for: a validator the client sent is for some other page.
  const accepts = request.headers.get('accept-encoding') ?? '';
  const screen = await deps.site.serve(
    '/shells/maintenance',
    new Request(request.url, { method: request.method, headers: { 'accept-encoding': accepts } }),
  );
  const headers = new Headers(screen?.headers);
  headers.set('Retry-After', '300');
  headers.set('Cache-Control', 'no-store');
  headers.delete('ETag');
  return new Response(screen ? screen.body : 'Website Temporarily Unavailable', {
    status: 503,
    headers,
  });
}

/** Everything that is not the API or media: built pages and files, redirects, shells, maintenance and the 404 page. */
export const pageRoutes = (deps: AppDeps, maintenance: MaintenanceState) =>
  new Hono().on(['GET', 'HEAD'], '/*', async (c) => {
    const path = c.req.path;
    const file = await deps.site.serve(path, c.req.raw);
    const shell = file ? null : await shellFor(deps, path, c.req.raw);
    const page = file ?? shell?.response;
    // Maintenance is decided on what the path resolved to, not on how it is spelled: everything
    // that is a page (or no file: redirects, the 404 page) closes, except the admin's own pages.
    const ownersPage = shell ? shell.admin : adminPages.has(pageName(path));
    if ((!page || isPage(page)) && !ownersPage && (await maintenance.read()).isMaintain)
      return maintenanceScreen(deps, c.req.raw);
    if (page) return page;
    const target = await redirectFor(deps, path);
    if (target) return c.redirect(target + new URL(c.req.url).search, 301);
    const notFoundPage = await deps.site.serve('/404.html', c.req.raw);
    if (!notFoundPage) return c.text('Page Not Found', 404);
    return new Response(notFoundPage.body, { status: 404, headers: notFoundPage.headers });
  });
