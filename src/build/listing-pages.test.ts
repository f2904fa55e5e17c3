import { afterEach, describe, expect, it } from 'vitest';
import type { ProductJson } from './catalogue';
import { decodeListing } from '../lib/listing-filters';
import {
  embeddedCount,
  inListingOrder,
  listingEmbedLimit,
  listingRestFile,
  type ListingRest,
} from './listing-pages';

const category = { _id: 'c', name: 'Rings', slug: 'rings', description: '' };
const image = {
  url: '/media/a-800.webp',
  srcset: '/media/a-800.webp 800w',
  width: 800,
  height: 800,
};

const piece = (n: number, inStock = true) =>
  ({
    _id: `p${n}`,
    name: `Ring ${n}`,
    code: `R-${n}`,
    slug: `ring-${n}`,
    description: 'Not on a card.',
    price: 1000 + n,
    discount: 0,
    total_price: 1000 + n,
    weight: 5,
    purity: 925,
    status: inStock,
    image: { ...image, _id: `i${n}`, alt: `Ring ${n}` },
    images: [],
    category_id: category,
    sizeType: n === 40 ? 'ring' : null,
  }) as unknown as ProductJson;

const pieces = (count: number) => Array.from({ length: count }, (_, n) => piece(n, n % 7 !== 3));

const saved = process.env.LISTING_EMBED_LIMIT;
afterEach(() => {
  if (saved === undefined) delete process.env.LISTING_EMBED_LIMIT;
  else process.env.LISTING_EMBED_LIMIT = saved;
});

describe('long listings', () => {
  it('embed every product up to 500 unless LISTING_EMBED_LIMIT says otherwise', () => {
    delete process.env.LISTING_EMBED_LIMIT;
    expect(listingEmbedLimit()).toBe(500);
    expect(listingRestFile(inListingOrder(pieces(500)))).toBeNull();
    expect(listingRestFile(inListingOrder(pieces(501)))).not.toBeNull();
    process.env.LISTING_EMBED_LIMIT = '40';
    expect(listingRestFile(inListingOrder(pieces(40)))).toBeNull();
    expect(listingRestFile(inListingOrder(pieces(41)))).not.toBeNull();
    for (const wrong of ['-1', '2.5', 'many']) {
      process.env.LISTING_EMBED_LIMIT = wrong;
      expect(() => listingEmbedLimit(), wrong).toThrow(/LISTING_EMBED_LIMIT/);
    }
  });

  it('never make a file for a listing that fits in its first page', () => {
    process.env.LISTING_EMBED_LIMIT = '0';
    expect(listingRestFile(inListingOrder(pieces(embeddedCount)))).toBeNull();
  });

  it('put every product after the first page in the file, in the listing order, with its card', () => {
    process.env.LISTING_EMBED_LIMIT = '12';
    const ordered = inListingOrder(pieces(45));
    // In stock first, then the catalogue's order.
    expect(ordered.slice(0, 3).map((p) => p._id)).toEqual(['p0', 'p1', 'p2']);
    expect(ordered.at(-1)!.status).toBe(false);
    const file = listingRestFile(ordered)!;
    const rest = JSON.parse(file.body) as ListingRest;
    expect(rest.cards.map((c) => c._id)).toEqual(ordered.slice(embeddedCount).map((p) => p._id));
    expect(decodeListing(rest.items).map((item) => item.price)).toEqual(
      ordered.slice(embeddedCount).map((p) => p.total_price),
    );
    expect(rest.cards[0]).toEqual({
      _id: ordered[embeddedCount]!._id,
      name: ordered[embeddedCount]!.name,
      code: ordered[embeddedCount]!.code,
      price: ordered[embeddedCount]!.price,
      discount: 0,
      total_price: ordered[embeddedCount]!.total_price,
      status: ordered[embeddedCount]!.status,
      image: { ...image, alt: ordered[embeddedCount]!.name },
      category_id: { name: 'Rings' },
      sizeType: null,
    });
    // A piece made in sizes links to its page instead of adding to the cart.
    expect(rest.cards.find((card) => card._id === 'p40')?.sizeType).toBe('ring');
    expect(file.path).toBe(`/listing-data/${file.name}.json`);
  });

  it('name the file by its content, so a changed listing never reuses an old name', () => {
    process.env.LISTING_EMBED_LIMIT = '12';
    const before = listingRestFile(inListingOrder(pieces(45)))!;
    expect(listingRestFile(inListingOrder(pieces(45)))!.name).toBe(before.name);
    const cheaper = pieces(45);
    cheaper[40] = { ...cheaper[40]!, total_price: 10 };
    expect(listingRestFile(inListingOrder(cheaper))!.name).not.toBe(before.name);
  });
});
