// Long listings (DESIGN §9 "Listing pages"): a listing of more products than LISTING_EMBED_LIMIT
// (500 unless set) embeds its first page and loads the rest from a JSON file built with the site,
// named by its content, so a page never meets another build's file (src/scripts/listing-rest.ts
// loads it). Build-time only (Node).
import { createHash } from 'node:crypto';
import type { CardProduct } from '../lib/product-card';
import { listingData, type ProductJson } from './catalogue';
import { arrange, decodeListing, type ListingData } from '../lib/listing-filters';

/** How many products a long listing embeds: its first page at the largest size offered but All. */
export const embeddedCount = 30;

/** The file a long listing loads the rest of its products from, in the listing's order. */
export interface ListingRest {
  /** The filter rows of the products after the embedded ones. */
  items: ListingData;
  /** Their cards' fields, in the same order. */
  cards: CardProduct[];
}

/** A listing's rest file: where the build writes it (under `/listing-data/`) and its text. */
export interface RestFile {
  name: string;
  path: string;
  body: string;
}

/** The most products a listing embeds whole (LISTING_EMBED_LIMIT, 500 unless set). */
export function listingEmbedLimit(): number {
  const raw = process.env.LISTING_EMBED_LIMIT ?? '';
  if (raw === '') return 500;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0)
    throw new Error(`LISTING_EMBED_LIMIT must be a whole number of products, not "${raw}"`);
  return limit;
}

const unfiltered = { cats: [], price: null, weight: null, purity: [], inStock: false };

/** A listing's products in the order it shows them before any choice: in stock first, newest first. */
export const inListingOrder = (products: ProductJson[]): ProductJson[] =>
  arrange(decodeListing(listingData(products)), unfiltered, '').map(
    (position) => products[position]!,
  );

/** Exactly what a card shows of a product (src/lib/product-card.ts), nothing more. */
const cardFields = (product: ProductJson): CardProduct => ({
  _id: product._id,
  name: product.name,
  code: product.code,
  price: product.price,
  discount: product.discount,
  total_price: product.total_price,
  status: product.status,
  image: product.image && {
    url: product.image.url,
    srcset: product.image.srcset,
    width: product.image.width,
    height: product.image.height,
    alt: product.image.alt,
  },
  category_id: { name: product.category_id.name },
  sizeType: product.sizeType,
  ...(product.breakup && { breakup: product.breakup }),
});

/**
 * The rest file of a listing whose products are `ordered` (as `inListingOrder` gives them), or
 * null when the listing is short enough to embed every product.
 */
export function listingRestFile(ordered: ProductJson[]): RestFile | null {
  if (ordered.length <= Math.max(listingEmbedLimit(), embeddedCount)) return null;
  const rest = ordered.slice(embeddedCount);
  const file: ListingRest = { items: listingData(rest), cards: rest.map(cardFields) };
  const body = JSON.stringify(file);
  const name = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  return { name, path: `/listing-data/${name}.json`, body };
}
