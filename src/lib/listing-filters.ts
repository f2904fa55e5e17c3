// Listing filters as pure functions over the compact data a listing page embeds: which products
// match, how many each option would leave, and in what order they show. The page script
// (src/scripts/listing.ts) only reads the URL and the form and moves cards.

import { formatCount } from '../contract/money';

/** One product of a listing, at the position of its card (the listing's order: newest first). */
export interface ListingItem {
  /** Rupees after the discount. */
  price: number;
  /** Grams. */
  weight: number;
  /** Parts of pure silver per thousand (925 = sterling). */
  purity: number;
  inStock: boolean;
  /** Category slug. */
  cat: string;
}

/** The JSON a listing page embeds: category slugs once, then `[price, weight, purity, inStock, cat index]` per product. */
export interface ListingData {
  c: string[];
  r: [number, number, number, 0 | 1, number][];
}

/** A range of prices (rupees) or weights (grams): `min` ≤ value < `max` (no `max`: no upper end). */
export interface Band {
  key: string;
  label: string;
  min: number;
  max: number | null;
}

const band = (min: number, max: number | null, label: string): Band => ({
  key: `${min}-${max ?? ''}`,
  label,
  min,
  max,
});

/** Price bands on the total a shopper pays; the keys are what `?price=` carries. */
export const priceBands: Band[] = [
  band(0, 1000, 'Under ₹1,000'),
  band(1000, 2000, '₹1,000 – ₹2,000'),
  band(2000, 5000, '₹2,000 – ₹5,000'),
  band(5000, 10000, '₹5,000 – ₹10,000'),
  band(10000, null, '₹10,000 and above'),
];

/** Weight bands in grams; the keys are what `?weight=` carries. */
export const weightBands: Band[] = [
  band(0, 5, 'Under 5 g'),
  band(5, 10, '5 – 10 g'),
  band(10, 20, '10 – 20 g'),
  band(20, 50, '20 – 50 g'),
  band(50, null, '50 g and above'),
];

const purityNames: Record<number, string> = {
  999: 'fine silver',
  958: 'Britannia',
  925: 'sterling',
  900: 'coin silver',
};

/** How a purity reads in the filter: "925 sterling", "835". */
export const purityLabel = (purity: number) =>
  purityNames[purity] ? `${purity} ${purityNames[purity]}` : String(purity);

/**
 * The phone panel's button for `count` matching pieces: "Show 12 pieces", "No pieces match". Not
 * `toLocaleString`: the listing writes this label as its code starts, and the first en-IN formatter
 * loaded Intl's locale data then: 180 ms of the main thread at 4× CPU.
 */
export const showResultsLabel = (count: number) =>
  count === 0
    ? 'No pieces match'
    : `Show ${formatCount(count)} ${count === 1 ? 'piece' : 'pieces'}`;

/** What the shopper has chosen; empty lists and nulls mean "any". */
export interface Filters {
  cats: string[];
  price: string | null;
  weight: string | null;
  purity: number[];
  inStock: boolean;
}

export type Sort = '' | 'price-asc' | 'price-desc' | 'weight-asc' | 'weight-desc';
const sorts: Sort[] = ['price-asc', 'price-desc', 'weight-asc', 'weight-desc'];

/** Rows of the embedded JSON back into items (an unknown category index reads as no category). */
export const decodeListing = (data: ListingData): ListingItem[] =>
  data.r.map(([price, weight, purity, inStock, cat]) => ({
    price,
    weight,
    purity,
    inStock: inStock === 1,
    cat: data.c[cat] ?? '',
  }));

/** Items into the embedded JSON, each category slug written once. */
export function encodeListing(items: ListingItem[]): ListingData {
  const c = [...new Set(items.map((item) => item.cat))];
  return {
    c,
    r: items.map((item) => [
      item.price,
      item.weight,
      item.purity,
      item.inStock ? 1 : 0,
      c.indexOf(item.cat),
    ]),
  };
}

/** The sort named in `?sort=`, or newest first for anything else. */
export const readSort = (value: string | null): Sort => sorts.find((sort) => sort === value) ?? '';

const list = (value: string | null) => (value ?? '').split(',').filter(Boolean);

/** Filters from a query string, keeping only known categories, bands and purities. */
export function readFilters(params: URLSearchParams, known: { cats: string[] }): Filters {
  const bandKey = (bands: Band[], value: string | null) =>
    bands.find((b) => b.key === value)?.key ?? null;
  return {
    cats: [...new Set(list(params.get('cat')))].filter((cat) => known.cats.includes(cat)),
    price: bandKey(priceBands, params.get('price')),
    weight: bandKey(weightBands, params.get('weight')),
    purity: [...new Set(list(params.get('purity')).map(Number))].filter(
      (purity) => Number.isInteger(purity) && purity > 0 && purity <= 1000,
    ),
    inStock: params.get('stock') === '1',
  };
}

/** Writes the filters into `params`, removing those that are "any" so a plain listing keeps a plain URL. */
export function writeFilters(params: URLSearchParams, filters: Filters): void {
  const put = (name: string, value: string | null) =>
    value ? params.set(name, value) : params.delete(name);
  put('cat', filters.cats.join(','));
  put('price', filters.price);
  put('weight', filters.weight);
  put('purity', filters.purity.join(','));
  put('stock', filters.inStock ? '1' : null);
}

/** True when any filter narrows the listing. */
export const hasFilters = (filters: Filters) =>
  filters.cats.length > 0 ||
  filters.price !== null ||
  filters.weight !== null ||
  filters.purity.length > 0 ||
  filters.inStock;

type Group = 'cats' | 'price' | 'weight' | 'purity' | 'inStock';

const inBand = (bands: Band[], key: string | null, value: number) => {
  const chosen = bands.find((b) => b.key === key);
  return !chosen || (value >= chosen.min && (chosen.max === null || value < chosen.max));
};

function matchesExcept(item: ListingItem, filters: Filters, skip: Group | null): boolean {
  return (
    (skip === 'cats' || filters.cats.length === 0 || filters.cats.includes(item.cat)) &&
    (skip === 'price' || inBand(priceBands, filters.price, item.price)) &&
    (skip === 'weight' || inBand(weightBands, filters.weight, item.weight)) &&
    (skip === 'purity' || filters.purity.length === 0 || filters.purity.includes(item.purity)) &&
    (skip === 'inStock' || !filters.inStock || item.inStock)
  );
}

/** True when the item passes every filter. */
export const matches = (item: ListingItem, filters: Filters) => matchesExcept(item, filters, null);

/** How many products each option would show, given the other groups' choices (keys as in the URL). */
export interface OptionCounts {
  cats: Record<string, number>;
  price: Record<string, number>;
  weight: Record<string, number>;
  purity: Record<string, number>;
  inStock: number;
}

/**
 * Counts per option: an option's count is what the listing would show if it were chosen, with
 * every other group as it is, so choosing a category never zeroes the other categories' counts.
 */
export function countOptions(items: ListingItem[], filters: Filters): OptionCounts {
  const counts: OptionCounts = { cats: {}, price: {}, weight: {}, purity: {}, inStock: 0 };
  const bump = (record: Record<string, number>, key: string | undefined) => {
    if (key !== undefined) record[key] = (record[key] ?? 0) + 1;
  };
  const bandOf = (bands: Band[], value: number) =>
    bands.find((b) => value >= b.min && (b.max === null || value < b.max))?.key;
  for (const item of items) {
    if (matchesExcept(item, filters, 'cats')) bump(counts.cats, item.cat);
    if (matchesExcept(item, filters, 'price')) bump(counts.price, bandOf(priceBands, item.price));
    if (matchesExcept(item, filters, 'weight'))
      bump(counts.weight, bandOf(weightBands, item.weight));
    if (matchesExcept(item, filters, 'purity')) bump(counts.purity, String(item.purity));
    if (matchesExcept(item, filters, 'inStock') && item.inStock) counts.inStock++;
  }
  return counts;
}

/**
 * Positions of the matching items in display order: pieces in stock before those out of stock,
 * then by the chosen sort, ties (and "newest first") in the listing's own order.
 */
export function arrange(items: ListingItem[], filters: Filters, sort: Sort): number[] {
  const key = (item: ListingItem) =>
    sort.startsWith('price') ? item.price : sort.startsWith('weight') ? item.weight : 0;
  const direction = sort.endsWith('desc') ? -1 : 1;
  return items
    .map((item, position) => ({ item, position }))
    .filter(({ item }) => matches(item, filters))
    .sort(
      (a, b) =>
        Number(b.item.inStock) - Number(a.item.inStock) ||
        direction * (key(a.item) - key(b.item)) ||
        a.position - b.position,
    )
    .map(({ position }) => position);
}
