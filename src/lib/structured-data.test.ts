import { describe, expect, it } from 'vitest';
import type { ProductJson } from '../build/catalogue';
import { defaultShopSettings } from './shop';
import {
  articleSchema,
  breadcrumbList,
  jewelryStoreSchema,
  jsonLdText,
  productSchema,
} from './structured-data';

const product = {
  _id: 'p1',
  name: 'Moon Ring',
  code: 'RNG-7',
  description: 'A thin band\n\nwith a moonstone.',
  price: 2000,
  discount: 10,
  total_price: 1800,
  weight: 4.5,
  status: false,
  image: { url: '/media/a-800.webp', srcset: '', width: 800, height: 800, alt: 'Moon Ring' },
  images: [
    { url: '/media/a-800.webp', srcset: '', width: 800, height: 800, alt: 'Moon Ring' },
    { url: '/media/b-800.webp', srcset: '', width: 800, height: 800, alt: 'Side view' },
  ],
  category_id: { _id: 'c1', name: 'Ladies Rings', slug: 'ladies-rings' },
} as unknown as ProductJson;

describe('productSchema', () => {
  it('offers the price paid in rupees with absolute image and page URLs', () => {
    const data = productSchema(product, 'https://shop.example/prod-detail/p1', 'Chandi');
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'RNG-7',
      brand: { name: 'Chandi' },
      description: 'A thin band with a moonstone.',
      image: ['https://shop.example/media/a-800.webp', 'https://shop.example/media/b-800.webp'],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '1800.00',
        url: 'https://shop.example/prod-detail/p1',
        availability: 'https://schema.org/OutOfStock',
      },
    });
    const inStock = productSchema({ ...product, status: true }, 'https://shop.example/x', 'Chandi');
    expect(inStock.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1 and links each one, the last to the page itself', () => {
    const data = breadcrumbList(
      [
        { label: 'Home', href: '/' },
        { label: 'Products', href: '/shop/product' },
        { label: 'Tops' },
      ],
      'https://shop.example/shop/product/tops',
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Products',
        item: 'https://shop.example/shop/product',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Tops',
        item: 'https://shop.example/shop/product/tops',
      },
    ]);
  });
});

describe('jewelryStoreSchema', () => {
  it('carries the address and the opening hours as times of day', () => {
    const data = jewelryStoreSchema(defaultShopSettings, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'JewelryStore',
      address: { addressLocality: 'Jaipur', addressCountry: 'IN' },
    });
    expect(data.openingHoursSpecification).toContainEqual(
      expect.objectContaining({ dayOfWeek: ['Sunday'], opens: '11:00', closes: '17:00' }),
    );
    // The demo has no GSTIN and no social accounts: nothing made up for them.
    expect(data).not.toHaveProperty('taxID');
    expect(data).not.toHaveProperty('sameAs');
  });

  it("follows the owner's settings: closed days left out, GSTIN and social accounts in", () => {
    const hours = { ...defaultShopSettings.hours, sunday: { closed: true, opens: '', closes: '' } };
    const data = jewelryStoreSchema(
      {
        ...defaultShopSettings,
        name: 'Chandi Silver',
        phone: '+91 98765 43210',
        hours,
        gstin: '27AAPFU0939F1ZV',
        social: { ...defaultShopSettings.social, instagram: 'https://instagram.com/chandi' },
      },
      'https://shop.example',
    );
    expect(data).toMatchObject({
      name: 'Chandi Silver',
      telephone: '+91 98765 43210',
      taxID: '27AAPFU0939F1ZV',
      sameAs: ['https://instagram.com/chandi'],
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Saturday']) }),
    ]);
  });
});

it('jsonLdText cannot close its script element', () => {
  const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
  expect(text).not.toContain('<');
  expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
});

describe('productSchema for a rate-linked, hallmarked piece', () => {
  const linked = {
    ...product,
    pricing: 'rate_linked',
    huid: 'AB12CD',
    breakup: {
      metal: 1,
      making: 0,
      other: 0,
      gst: 0,
      total: 1,
      rate: 192.45,
      rateDate: '2026-02-28',
    },
  } as unknown as ProductJson;

  it('holds the price until the day after its rate and names the BIS hallmark as a Certification', () => {
    const data = productSchema(linked, 'https://shop.example/prod-detail/p1', 'Chandi');
    expect(data.offers).toMatchObject({ priceValidUntil: '2026-03-01' });
    expect(data.hasCertification).toEqual({
      '@type': 'Certification',
      name: 'BIS Hallmark',
      certificationIdentification: 'AB12CD',
      issuedBy: { '@type': 'Organization', name: 'Bureau of Indian Standards' },
    });
  });

  it('promises no date for a fixed price and no certification without a HUID', () => {
    const data = productSchema(product, 'https://shop.example/prod-detail/p1', 'Chandi');
    expect(data.offers).not.toHaveProperty('priceValidUntil');
    expect(data).not.toHaveProperty('hasCertification');
  });
});

describe('articleSchema', () => {
  it('describes a Journal post with its photo, or the shop’s picture, never the favicon', () => {
    const post = {
      title: 'Caring for silver',
      excerpt: 'Keep it dry.',
      author: 'Meera',
      date: new Date('2026-03-05T00:00:00Z'),
      image: null,
    };
    const data = articleSchema(post, 'https://shop.example/shop/blog/care', 'Chandi');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Caring for silver',
      datePublished: '2026-03-05',
      author: { '@type': 'Person', name: 'Meera' },
      publisher: { name: 'Chandi' },
      mainEntityOfPage: 'https://shop.example/shop/blog/care',
    });
    expect(data.image).toEqual(['https://shop.example/video/banner-poster.webp']);
  });
});
