import { describe, expect, it } from 'vitest';
import {
  formatQuoteNumber,
  parseQuoteNumber,
  quoteState,
  quoteTaxes,
  taxableFromMrp,
} from './quotes';

describe('quote numbers', () => {
  it('are QT-year-six digits and read back', () => {
    expect(formatQuoteNumber(2026, 123)).toBe('QT-2026-000123');
    expect(parseQuoteNumber('QT-2026-000123')).toEqual({ year: 2026, seq: 123 });
    expect(parseQuoteNumber('INQ-2026-000123')).toBeNull();
    expect(parseQuoteNumber('QT-2026-12')).toBeNull();
  });
});

describe('GST on a quote', () => {
  it('splits 3 % into CGST 1.5 % and SGST 1.5 % within the state, whole rupees each', () => {
    // ₹10,001 × 1.5 % = ₹150.015 → ₹150 each.
    expect(quoteTaxes(1_000_100, true)).toEqual({
      cgst: 15_000,
      sgst: 15_000,
      igst: 0,
      total: 1_030_100,
    });
    // ₹1,033 × 1.5 % = ₹15.495 → 15; ₹1,034 × 1.5 % = 15.51 → 16.
    expect(quoteTaxes(103_300, true).cgst).toBe(1_500);
    expect(quoteTaxes(103_400, true).cgst).toBe(1_600);
  });

  it('charges IGST 3 % to another state', () => {
    expect(quoteTaxes(1_000_100, false)).toEqual({
      cgst: 0,
      sgst: 0,
      igst: 30_000,
      total: 1_030_100,
    });
    // ₹1,050 × 3 % = ₹31.50 → ₹32 (half up).
    expect(quoteTaxes(105_000, false).igst).toBe(3_200);
  });

  it('takes the tax out of a price that includes it, to the whole rupee', () => {
    expect(taxableFromMrp(103_000)).toBe(100_000);
    expect(taxableFromMrp(149_900)).toBe(145_500); // 1499 / 1.03 = 1455.34
  });
});

describe('quote state', () => {
  it('reads a live quote past its last day as expired, and nothing else', () => {
    expect(quoteState('sent', true)).toBe('expired');
    expect(quoteState('viewed', true)).toBe('expired');
    expect(quoteState('accepted', true)).toBe('accepted');
    expect(quoteState('replaced', true)).toBe('replaced');
    expect(quoteState('viewed', false)).toBe('viewed');
  });
});
