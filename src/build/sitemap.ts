// The sitemap, made by @astrojs/sitemap from the pages the build wrote, so it cannot drift from
// them, and the product pages' own, from the product pages the build lists.
import { copyFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SitemapOptions } from '@astrojs/sitemap';
import { readPageInputs } from './product-pages';
import { escapeHtml } from '../lib/html';
import { pageUrl } from '../lib/seo';

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

/** The product pages' own sitemap (`productSitemap()`), listed in the index beside the others. */
export const productSitemapFile = 'sitemap-products.xml';

const isProductPage = (url: string) => new URL(url).pathname.startsWith('/prod-detail/');

/**
 * Options for @astrojs/sitemap, given the site's address: listed pages but the product pages, each
 * at exactly its canonical URL, and the product pages' sitemap in the index. Product pages have
 * their own: a build that renders only the changed ones keeps the others, which @astrojs/sitemap
 * would not see, and it sorts with `localeCompare` (1.6 s for 5,000 addresses here).
 */
export const sitemapOptions = (site: string): NonNullable<SitemapOptions> => ({
  filter: (url) => isListedInSitemap(url) && !isProductPage(url),
  // The build writes `/shop/blog/`; the canonical link (and the server) say `/shop/blog`.
  serialize: (item) => ({ ...item, url: pageUrl(new URL(item.url).pathname, item.url).href }),
  customSitemaps: [new URL(productSitemapFile, site).href],
});

/** The product pages' sitemap: each product's page at its canonical URL, in the catalogue's order. */
export function productSitemapXml(productIds: string[], site: string): string {
  const urls = productIds.map(
    (id) => `<url><loc>${escapeHtml(new URL(`/prod-detail/${id}`, site).href)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>`;
}

/**
 * Astro integration: writes `productSitemapFile` with every product page the build lists in
 * `.page-inputs.json`, whether this build rendered it or keeps it from the site it replaces.
 */
export const productSitemap = (): AstroIntegration => {
  let site = '';
  return {
    name: 'chandi:product-sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir }) => {
        const ids = Object.keys(readPageInputs(fileURLToPath(dir))?.pages ?? {});
        await writeFile(new URL(productSitemapFile, dir), productSitemapXml(ids, site));
      },
    },
  };
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
