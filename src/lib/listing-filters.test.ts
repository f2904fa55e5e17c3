import { describe, expect, it } from 'vitest';
import {
  arrange,
  countOptions,
  decodeListing,
  encodeListing,
  hasFilters,
  purityLabel,
  readFilters,
  readSort,
  showResultsLabel,
  writeFilters,
  type Filters,
  type ListingItem,
} from './listing-filters';

const item = (
  price: number,
  weight: number,
  cat: string,
  more: Partial<ListingItem> = {},
): ListingItem => ({ price, weight, cat, purity: 925, inStock: true, ...more });

// In the listing's order (newest first).
const items: ListingItem[] = [
  item(1899, 4.2, 'ladies-rings'), // 0
  item(3499, 10.5, 'mens-rings'), // 1
  item(1299, 5.4, 'ladies-rings', { inStock: false }), // 2
  item(12499, 58, 'necklace', { purity: 999 }), // 3
  item(2899, 11.2, 'mens-rings'), // 4
  item(999, 3.4, 'ladies-rings'), // 5
  item(2000, 20, 'earrings', { purity: 999, inStock: false }), // 6
];
const none: Filters = { cats: [], price: null, weight: null, purity: [], inStock: false };
const query = (search: string) =>
  readFilters(new URLSearchParams(search), {
    cats: ['ladies-rings', 'mens-rings', 'necklace', 'earrings'],
  });

describe('reading and writing the URL', () => {
  it('reads every filter and keeps only known categories, bands and purities', () => {
    expect(
      query('?price=2000-5000&weight=10-20&stock=1&purity=925,999&cat=ladies-rings,mens-rings'),
    ).toEqual({
      cats: ['ladies-rings', 'mens-rings'],
      price: '2000-5000',
      weight: '10-20',
      purity: [925, 999],
      inStock: true,
    });
    expect(
      query('?price=1-2&weight=abc&stock=yes&purity=x,-3,1500&cat=gold,,ladies-rings'),
    ).toEqual({ ...none, cats: ['ladies-rings'] });
    expect(query('?price=10000-').price).toBe('10000-');
    expect(query('')).toEqual(none);
  });

  it('writes chosen filters and removes the ones that are "any", leaving other parameters', () => {
    const params = new URLSearchParams('limit=9&price=0-1000&stock=1');
    writeFilters(params, { ...none, cats: ['a', 'b'], weight: '50-' });
    expect(params.toString()).toBe('limit=9&cat=a%2Cb&weight=50-');
    writeFilters(params, none);
    expect(params.toString()).toBe('limit=9');
  });

  it('round-trips through the URL', () => {
    const chosen: Filters = {
      cats: ['mens-rings'],
      price: '1000-2000',
      weight: '0-5',
      purity: [925],
      inStock: true,
    };
    const params = new URLSearchParams();
    writeFilters(params, chosen);
    expect(query(`?${params}`)).toEqual(chosen);
    expect(hasFilters(chosen)).toBe(true);
    expect(hasFilters(none)).toBe(false);
  });

  it('knows the sorts and falls back to newest first', () => {
    expect(readSort('weight-asc')).toBe('weight-asc');
    expect(readSort('price-desc')).toBe('price-desc');
    expect(readSort('colour')).toBe('');
    expect(readSort(null)).toBe('');
  });
});

describe('which items show, and in what order', () => {
  it('puts pieces in stock before those out of stock in every order', () => {
    expect(arrange(items, none, '')).toEqual([0, 1, 3, 4, 5, 2, 6]);
    expect(arrange(items, none, 'price-asc')).toEqual([5, 0, 4, 1, 3, 2, 6]);
    expect(arrange(items, none, 'price-desc')).toEqual([3, 1, 4, 0, 5, 6, 2]);
    expect(arrange(items, none, 'weight-asc')).toEqual([5, 0, 1, 4, 3, 2, 6]);
    expect(arrange(items, none, 'weight-desc')).toEqual([3, 4, 1, 0, 5, 6, 2]);
  });

  it('narrows by band with the lower end included and the upper end excluded', () => {
    expect(arrange(items, { ...none, price: '2000-5000' }, '')).toEqual([1, 4, 6]);
    expect(arrange(items, { ...none, price: '10000-' }, '')).toEqual([3]);
    expect(arrange(items, { ...none, weight: '10-20' }, '')).toEqual([1, 4]);
    expect(arrange(items, { ...none, weight: '20-50' }, '')).toEqual([6]);
  });

  it('takes several categories at once, and combines groups with AND', () => {
    expect(arrange(items, { ...none, cats: ['ladies-rings', 'mens-rings'] }, '')).toEqual([
      0, 1, 4, 5, 2,
    ]);
    expect(
      arrange(items, { ...none, cats: ['ladies-rings', 'mens-rings'], inStock: true }, ''),
    ).toEqual([0, 1, 4, 5]);
    expect(arrange(items, { ...none, purity: [999] }, '')).toEqual([3, 6]);
    expect(arrange(items, { ...none, purity: [999], inStock: true }, 'price-asc')).toEqual([3]);
    expect(arrange(items, { ...none, cats: ['necklace'], price: '0-1000' }, '')).toEqual([]);
  });
});

describe('counts per option', () => {
  it('counts every option over the whole listing when nothing is chosen', () => {
    const counts = countOptions(items, none);
    expect(counts.cats).toEqual({ 'ladies-rings': 3, 'mens-rings': 2, necklace: 1, earrings: 1 });
    expect(counts.price).toEqual({
      '0-1000': 1,
      '1000-2000': 2,
      '2000-5000': 3,
      '10000-': 1,
    });
    expect(counts.weight).toEqual({ '0-5': 2, '5-10': 1, '10-20': 2, '20-50': 1, '50-': 1 });
    expect(counts.purity).toEqual({ '925': 5, '999': 2 });
    expect(counts.inStock).toBe(5);
  });

  it("counts an option with the other groups applied but not its own group's choice", () => {
    const counts = countOptions(items, { ...none, cats: ['ladies-rings'], inStock: true });
    // Choosing one category leaves the others' counts as they would be if added.
    expect(counts.cats).toEqual({ 'ladies-rings': 2, 'mens-rings': 2, necklace: 1 });
    expect(counts.price).toEqual({ '0-1000': 1, '1000-2000': 1 });
    expect(counts.inStock).toBe(2);
    const byPrice = countOptions(items, { ...none, price: '2000-5000' });
    expect(byPrice.price['0-1000']).toBe(1);
    expect(byPrice.cats).toEqual({ 'mens-rings': 2, earrings: 1 });
    expect(byPrice.inStock).toBe(2);
  });
});

it('encodes items compactly and decodes them back', () => {
  const data = encodeListing(items);
  expect(data.c).toEqual(['ladies-rings', 'mens-rings', 'necklace', 'earrings']);
  expect(data.r[2]).toEqual([1299, 5.4, 925, 0, 0]);
  expect(decodeListing(JSON.parse(JSON.stringify(data)))).toEqual(items);
});

it('names purities as a jeweller would', () => {
  expect(purityLabel(925)).toBe('925 sterling');
  expect(purityLabel(999)).toBe('999 fine silver');
  expect(purityLabel(835)).toBe('835');
});

it("says how many pieces the phone panel's button will show", () => {
  expect(showResultsLabel(0)).toBe('No pieces match');
  expect(showResultsLabel(1)).toBe('Show 1 piece');
  expect(showResultsLabel(12)).toBe('Show 12 pieces');
  expect(showResultsLabel(5000)).toBe('Show 5,000 pieces');
});
