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

/** Paths that cannot be pre-rendered, answered by a built shell page whose island reads the path (DESIGN §1). */
const shellRoutes: [RegExp, string][] = [[/^\/inquiry\/[^/]+\/?$/, '/shells/inquiry']];

/** Everything that is not the API or media: built pages and files, redirects, and the 404 page. */
export const pageRoutes = (deps: AppDeps) =>
  new Hono().on(['GET', 'HEAD'], '/*', async (c) => {
    const page = await deps.site.serve(c.req.path, c.req.raw);
    if (page) return page;
    const shell = shellRoutes.find(([pattern]) => pattern.test(c.req.path))?.[1];
    const shellPage = shell ? await deps.site.serve(shell, c.req.raw) : null;
    if (shellPage) return shellPage;
    const target = await redirectFor(deps, c.req.path);
    if (target) return c.redirect(target + new URL(c.req.url).search, 301);
    const notFoundPage = await deps.site.serve('/404.html', c.req.raw);
    if (!notFoundPage) return c.text('Page Not Found', 404);
    return new Response(notFoundPage.body, { status: 404, headers: notFoundPage.headers });
  });
