import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { slugPattern } from '../../lib/slugs';
import { findActiveCategoryBySlug } from '../category/category.service';

/** Where a path that has no built page should go instead, if anywhere (DESIGN §1 redirects). */
async function redirectFor(deps: AppDeps, path: string): Promise<string | null> {
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (trimmed === '/products' || trimmed === '/inquiry' || trimmed === '/prod-detail') return '/shop/product';
  const shopSlug = /^\/shop\/([^/]+)$/.exec(trimmed)?.[1];
  if (shopSlug && slugPattern.test(shopSlug) && (await findActiveCategoryBySlug(deps.db, shopSlug))) {
    return `/shop/product/${shopSlug}`;
  }
  return null;
}

/** Everything that is not the API or media: built pages and files, redirects, and the 404 page. */
export const pageRoutes = (deps: AppDeps) =>
  new Hono().on(['GET', 'HEAD'], '/*', async (c) => {
    const page = await deps.site.serve(c.req.path, c.req.raw);
    if (page) return page;
    const target = await redirectFor(deps, c.req.path);
    if (target) return c.redirect(target + new URL(c.req.url).search, 301);
    const notFoundPage = await deps.site.serve('/404.html', c.req.raw);
    if (!notFoundPage) return c.text('Page Not Found', 404);
    return new Response(notFoundPage.body, { status: 404, headers: notFoundPage.headers });
  });
