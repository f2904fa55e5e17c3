import { expect, it } from 'vitest';
import {
  discountedPaise,
  formatCount,
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
  shopperRupees,
} from './money';
import { gramsToTenths, tenthsToGrams } from './weight';

it('converts rupees and paise without float drift', () => {
  expect(rupeesToPaise(2499.5)).toBe(249_950);
  expect(rupeesToPaise(0.29)).toBe(29);
  expect(rupeesToPaise(1.005)).toBe(101);
  expect(paiseToRupees(249_950)).toBe(2499.5);
});

it('takes the discount off and rounds half up to the whole rupee (DESIGN §11)', () => {
  expect(discountedPaise(459_900, 10)).toBe(413_900); // 4,599 × 0.9 = 4,139.10 → 4,139
  expect(discountedPaise(1_227_683, 10)).toBe(1_104_900); // 12,276.83 × 0.9 = 11,049.147 → 11,049
  expect(discountedPaise(249_950, 15)).toBe(212_500); // 2,499.50 × 0.85 = 2,124.575 → 2,125
  expect(discountedPaise(373_500, 5)).toBe(354_800); // 3,735 × 0.95 = 3,548.25 → 3,548
  expect(discountedPaise(100_100, 50)).toBe(50_100); // 1,001 × 0.5 = 500.5 → 501
  expect(discountedPaise(999_900, 99)).toBe(10_000); // 9,999 × 0.01 = 99.99 → 100
  expect(discountedPaise(100_000, 99)).toBe(1_000);
});

it('leaves a price without a discount as the owner typed it', () => {
  expect(discountedPaise(249_950, 0)).toBe(249_950);
  expect(discountedPaise(373_500, 0)).toBe(373_500);
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

it('groups digits and writes rupees exactly as Intl en-IN does, without Intl', () => {
  const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  const amounts = [0, 0.05, 0.5, 1, 9.99, 999, 1000, 2249.5, 99_999.99, 1_06_600, 12_34_56_789.01];
  for (let n = 1; n < 2_000; n++) amounts.push((n * 7_919.37) % 1e9, n ** 3 / 100);
  for (const amount of amounts.map((a) => Math.round(a * 100) / 100)) {
    expect(formatRupees(amount), String(amount)).toBe(intlRupees.format(amount));
    expect(formatRupees(-amount), String(-amount)).toBe(
      intlRupees.format(-amount).replace('-₹0.00', '₹0.00'),
    );
  }
  for (const count of [0, 7, 999, 1000, 5000, 12_345, 1_00_000, 98_76_54_321, -4_500]) {
    expect(formatCount(count)).toBe(count.toLocaleString('en-IN'));
  }
});
