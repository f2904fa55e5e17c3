import { expect, it } from 'vitest';
import { searchEntries, type SearchEntry } from './search';

const entries: SearchEntry[] = [
  { i: '1', n: 'Moonstone Band', c: 'LRG-501', k: 'Ladies Rings', p: 1499, u: null },
  { i: '2', n: 'Oxidised Temple Choker', c: 'NCK-102', k: 'Necklaces', p: 10624.15, u: null },
  { i: '3', n: 'Emerald Peacock Jhumka', c: 'EAR-301', k: 'Earrings', p: 2719.15, u: null },
  { i: '4', n: 'Café Ring', c: 'LRG-509', k: 'Ladies Rings', p: 999, u: null },
];

it('matches name, code or category, every word, ignoring case and accents', () => {
  expect(searchEntries(entries, 'moonstone').map((e) => e.i)).toEqual(['1']);
  expect(searchEntries(entries, 'nck-102').map((e) => e.i)).toEqual(['2']);
  expect(searchEntries(entries, 'ladies rings').map((e) => e.i)).toEqual(['4', '1']);
  expect(searchEntries(entries, 'cafe').map((e) => e.i)).toEqual(['4']);
  expect(searchEntries(entries, 'temple earrings')).toEqual([]);
});

it('returns nothing for a blank query and honours the limit', () => {
  expect(searchEntries(entries, '   ')).toEqual([]);
  expect(searchEntries(entries, 'r', 2)).toHaveLength(2);
});
