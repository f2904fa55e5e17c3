import '../stores/test-env';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ProductTile from '../islands/ProductTile';
import { productCardHtml, type CardProduct } from './product-card';
import { searchResultHtml } from './search-result';

const hostile = `"><img src=x onerror=alert(1)>&'`;
const ring: CardProduct = {
  _id: 'p1',
  name: `Moon Ring ${hostile}`,
  code: 'RG-1',
  price: 2499.5,
  discount: 10,
  total_price: 2250,
  status: true,
  image: {
    url: '/media/a-800.webp',
    srcset: '/media/a-400.webp 400w',
    width: 800,
    height: 800,
    alt: hostile,
  },
  category_id: { name: `Rings ${hostile}` },
  sizeType: null,
};

const entities: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };
const unescape = (text: string) =>
  text.replace(/&(quot|#39|lt|gt|amp);/g, (_, name) => entities[name]!);

describe('the product card', () => {
  it('escapes every value, in text and in attributes', () => {
    const html = productCardHtml(ring);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('alert(1)>');
    expect(html).toContain('Moon Ring &quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;&#39;');
    // The cart's copy of the product is JSON inside an attribute: escaped, and whole again when read.
    const json = /data-product="([^"]*)"/.exec(html)![1]!;
    expect(JSON.parse(unescape(json)).name).toBe(ring.name);
  });

  it('shows the sale badge in stock and the stock badge (with a disabled button) out of it', () => {
    expect(productCardHtml(ring)).toContain('<span class="card-badge">10% OFF</span>');
    const out = productCardHtml({ ...ring, status: false });
    expect(out).toContain('card-badge-out">OUT OF STOCK');
    expect(out).not.toContain('10% OFF');
    expect(out).toMatch(/data-add-to-cart="p1"[^>]* disabled>Add To Cart/);
    expect(productCardHtml({ ...ring, discount: 0 })).toContain('card-none">No Discount');
  });

  it('shows whole rupees without ".00", and paise where a price has them', () => {
    const whole = productCardHtml({ ...ring, price: 5000, discount: 10, total_price: 4500 });
    expect(whole).toContain('<span class="card-now">₹4,500</span>');
    expect(whole).toContain('₹5,000</s>');
    expect(productCardHtml(ring)).toContain('<span class="card-now">₹2,250</span>');
  });

  it('links a piece made in sizes to its page to choose one, instead of adding it', () => {
    const sized = productCardHtml({ ...ring, sizeType: 'ring' });
    expect(sized).toContain(
      '<a class="btn card-cart" href="/prod-detail/p1" data-choose-size="p1">Choose Size</a>',
    );
    expect(sized).not.toContain('data-add-to-cart');
    // Out of stock, it cannot be added in any size.
    expect(productCardHtml({ ...ring, sizeType: 'ring', status: false })).toMatch(
      /data-add-to-cart="p1"[^>]* disabled>Add To Cart/,
    );
  });

  it('is the same markup in an island as on the built pages (but for the grid’s image sizes)', () => {
    const island = renderToStaticMarkup(createElement(ProductTile, { product: ring }));
    const built = productCardHtml(ring);
    const withoutSizes = (html: string) => html.replace(/ sizes="[^"]*"/, '');
    expect(withoutSizes(island)).toBe(`<li>${withoutSizes(built)}</li>`);
  });
});

describe('a search result', () => {
  it('escapes every value and shows the stock only when out of it', () => {
    const doc = {
      id: 'p1',
      name: hostile,
      code: 'RG-1',
      cat: 'Rings',
      price: 2250,
      inStock: false,
    };
    const html = searchResultHtml(doc, 'search-result', '/media/a-400.webp');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<small>RG-1 · Rings</small>');
    expect(html).toContain('₹2,250<small class="search-stock">Out of stock</small>');
    expect(searchResultHtml({ ...doc, inStock: true }, 'x')).not.toContain('Out of stock');
  });
});
