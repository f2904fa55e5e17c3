import { describe, expect, it } from 'vitest';
import type { ProductJson } from '../build/catalogue';
import { productDetailHtml } from './product-detail';

const hostile = `"><img src=x onerror=alert(1)>&'`;
const image = {
  _id: 'i1',
  url: '/media/a-800.webp',
  srcset: '/media/a-400.webp 400w',
  width: 800,
  height: 800,
  alt: hostile,
};
const ring = {
  _id: 'p1',
  name: `Moon Ring ${hostile}`,
  code: 'RG-1',
  description: `First ${hostile}\n\nSecond`,
  price: 2499.5,
  discount: 10,
  total_price: 2250,
  weight: 5.2,
  status: true,
  purity: 925,
  huid: null,
  breakup: null,
  making_kind: 'per_gram',
  making_charge: 0,
  sizeType: null,
  sizes: [],
  image,
  images: [image, { ...image, _id: 'i2' }],
  category_id: { _id: 'c1', name: `Rings ${hostile}`, slug: 'rings', description: '' },
} as unknown as ProductJson;
const draw = (product: ProductJson) => productDetailHtml(product, { freeAbove: '₹5,000' });

describe('the product detail', () => {
  it('escapes every value, in text and in attributes', () => {
    const html = draw(ring);
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('alert(1)>');
    expect(html).toContain(
      '<h1>Moon Ring &quot;&gt;&lt;img src=x onerror=alert(1)&gt;&amp;&#39;</h1>',
    );
    expect(html).toContain('<p>First &quot;&gt;');
    expect(html).toContain('<p>Second</p>');
  });

  it('shows the hallmark, the breakup and the size picker only for pieces that have them', () => {
    const plain = draw(ring);
    expect(plain).not.toContain('<dt>Hallmark</dt>');
    expect(plain).not.toContain('price-breakup');
    expect(plain).not.toContain('size-picker');
    const rateLinked = draw({
      ...ring,
      huid: 'H7K2P9',
      sizeType: 'ring',
      sizes: ['10', '12'],
      breakup: {
        metal: 1000,
        making: 100,
        other: 0,
        gst: 33,
        total: 1133,
        rate: 200,
        rateDate: '2026-11-24',
      },
    } as ProductJson);
    expect(rateLinked).toContain('<dd>BIS hallmarked · HUID H7K2P9</dd>');
    expect(rateLinked).toContain('<h2 id="price-breakup-title">Price breakup</h2>');
    expect(rateLinked).toContain('<legend>Ring size (Indian)</legend>');
    expect(rateLinked.match(/name="size"/g)).toHaveLength(2);
  });

  it('offers "Notify me when it is back" on a piece out of stock only', () => {
    expect(draw(ring)).not.toContain('data-alert-form');
    const html = draw({ ...ring, status: false } as ProductJson);
    expect(html).toContain(
      '<form class="alert-form" data-alert-form data-kind="back_in_stock" data-product-id="p1" novalidate>',
    );
    expect(html).toContain('Notify me when it is back');
  });

  it('turns the cart off for a piece out of stock, and shows a thumbnail per picture', () => {
    expect(draw({ ...ring, status: false })).toMatch(/data-add-to-cart="p1"[^>]* disabled>/);
    expect(draw({ ...ring, status: false })).toContain('detail-stock out">Out of stock');
    expect(draw(ring).match(/data-gallery-main/g)).toHaveLength(1);
    expect(
      draw(ring).match(/<button type="button" data-tap="gallery" aria-label="Show image/g),
    ).toHaveLength(2);
  });
});
