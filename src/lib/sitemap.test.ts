import { describe, expect, it } from 'vitest';
import { isListedInSitemap, sitemapOptions } from './sitemap';

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
    const serialize = sitemapOptions?.serialize;
    if (!serialize) throw new Error('no serialize');
    expect(await serialize({ url: `${site}/shop/blog/` })).toEqual({ url: `${site}/shop/blog` });
    expect(await serialize({ url: `${site}/` })).toEqual({ url: `${site}/` });
  });
});
