import { expect, it } from 'vitest';
import { discountedPaise, paiseToRupees, rupeesToPaise, shopperRupees } from './money';
import { gramsToTenths, tenthsToGrams } from './weight';

it('converts rupees and paise without float drift', () => {
  expect(rupeesToPaise(2499.5)).toBe(249_950);
  expect(rupeesToPaise(0.29)).toBe(29);
  expect(rupeesToPaise(1.005)).toBe(101);
  expect(paiseToRupees(249_950)).toBe(2499.5);
});

it('computes the total after discount, rounding half up', () => {
  expect(discountedPaise(249_950, 15)).toBe(212_458); // 2124.575 → 2124.58
  expect(discountedPaise(100_000, 0)).toBe(100_000);
  expect(discountedPaise(99, 50)).toBe(50); // 0.495 → 0.50
  expect(discountedPaise(100_000, 99)).toBe(1_000);
});

it('keeps weights to a tenth of a gram', () => {
  expect(gramsToTenths(12.5)).toBe(125);
  expect(tenthsToGrams(125)).toBe(12.5);
});

it('shows shoppers whole rupees without ".00" and keeps paise that are there', () => {
  expect(shopperRupees(106_600)).toBe('₹1,06,600');
  expect(shopperRupees(2249.5)).toBe('₹2,249.50');
  expect(shopperRupees(0)).toBe('₹0');
});
