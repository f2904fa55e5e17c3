// The sitemap, made by @astrojs/sitemap from the pages the build wrote, so it cannot drift from them.
import { copyFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import type { SitemapOptions } from '@astrojs/sitemap';
import { readPageInputs } from './product-pages';
import { pageUrl } from './seo';

/**
 * Built pages that are not for search engines: the back office, the shells the server answers
 * other paths with (all noindex), and the shopper's own pages (sign-in and password reset, account,
 * cart, wishlist, search, tracking), which have nothing to find. 404 is dropped by the integration itself.
 */
const unlisted = [
  '/admin',
  '/adm-login',
  '/adm-forgot-password',
  '/adm-reset-password',
  '/adm-accept-invite',
  '/shells',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/account',
  '/shop/cart',
  '/shop/wishlist',
  '/shop/search',
  '/track-order',
];

/** True for a page URL that belongs in the sitemap: every built page except the `unlisted` ones. */
export const isListedInSitemap = (url: string) => {
  const path = new URL(url).pathname.replace(/\/+$/, '');
  return !unlisted.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * Every product page of the site being built, as the build lists them in `.page-inputs.json`: a
 * build that renders only the changed product pages keeps the others from the previous site, and
 * the sitemap must list those too (the rendered ones appear twice and are counted once).
 */
export function productPageUrls(outDir: string, site: string): string[] {
  const ids = Object.keys(readPageInputs(outDir)?.pages ?? {});
  return ids.map((id) => new URL(`/prod-detail/${id}/`, site).href);
}

/** Options for @astrojs/sitemap: listed pages only, each at exactly its canonical URL. */
export const sitemapOptions: SitemapOptions = {
  filter: isListedInSitemap,
  // The build writes `/shop/blog/`; the canonical link (and the server) say `/shop/blog`.
  serialize: (item) => ({ ...item, url: pageUrl(new URL(item.url).pathname, item.url).href }),
  // Read when the sitemap is written, after the pages (as astro.config.mjs sets outDir and site).
  get customPages() {
    return productPageUrls(
      process.env.CHANDI_OUT_DIR ?? 'dist',
      process.env.SITE_URL ?? 'http://localhost:4321',
    );
  },
};

/**
 * Astro integration (after the sitemap's): the index is also written as `/sitemap.xml`, the address
 * crawlers were given before, so it keeps answering on Node and on the edge alike.
 */
export const sitemapAlias = (): AstroIntegration => ({
  name: 'chandi:sitemap-alias',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      await copyFile(new URL('sitemap-index.xml', dir), new URL('sitemap.xml', dir));
    },
  },
});
