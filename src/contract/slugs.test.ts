import { expect, it } from 'vitest';
import { slugify, slugPattern } from './slugs';

it.each([
  ['  Ladies Rings ', 'ladies-rings'],
  ["Men's Rings", 'mens-rings'],
  ['Meenakari  Peacock—Jhumka', 'meenakari-peacockjhumka'],
  ['Café Silver 925', 'cafe-silver-925'],
  ['snake_chain', 'snake-chain'],
])('slugify(%j) is %j', (input, slug) => {
  expect(slugify(input)).toBe(slug);
  expect(slugPattern.test(slug)).toBe(true);
});
