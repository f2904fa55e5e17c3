import { describe, expect, it } from 'vitest';
import {
  isListedInSitemap,
  productSitemapFile,
  productSitemapXml,
  sitemapOptions,
} from './sitemap';

const site = 'https://chandi.example';

describe('sitemap options', () => {
  it('lists catalogue, journal and information pages', () => {
    for (const path of ['/', '/shop/product/', '/shop/product/mens-rings/', '/shop/blog/x/']) {
      expect(isListedInSitemap(`${site}${path}`), path).toBe(true);
    }
  });

  it('leaves out the back office, the shells and the shopper’s own pages', () => {
    for (const path of [
      '/admin/',
      '/adm-login/',
      '/shells/prod-detail/',
      '/login/',
      '/register/',
      '/forgot-password/',
      '/reset-password/',
      '/account/inquiries/',
      '/shop/cart/',
      '/shop/wishlist/',
      '/shop/search/',
      '/track-order/',
    ]) {
      expect(isListedInSitemap(`${site}${path}`), path).toBe(false);
    }
    // A prefix is a whole segment: a category called "login-rings" would still be listed.
    expect(isListedInSitemap(`${site}/shop/product/login-rings/`)).toBe(true);
  });

  it('writes each page without the build’s trailing slash, as its canonical link does', async () => {
    const serialize = sitemapOptions(site).serialize;
    if (!serialize) throw new Error('no serialize');
    expect(await serialize({ url: `${site}/shop/blog/` })).toEqual({ url: `${site}/shop/blog` });
    expect(await serialize({ url: `${site}/` })).toEqual({ url: `${site}/` });
  });
});

describe('the product pages’ sitemap', () => {
  it('holds the product pages, which the other sitemap leaves out and the index lists', () => {
    const options = sitemapOptions(site);
    expect(options.filter?.(`${site}/prod-detail/abc/`)).toBe(false);
    expect(options.filter?.(`${site}/shop/product/`)).toBe(true);
    expect(options.customSitemaps).toEqual([`${site}/${productSitemapFile}`]);
  });

  it('lists each product page at its canonical URL, in the order given', () => {
    expect(productSitemapXml(['b2', 'a1'], site)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        `<url><loc>${site}/prod-detail/b2</loc></url><url><loc>${site}/prod-detail/a1</loc></url>` +
        '</urlset>',
    );
  });
});
