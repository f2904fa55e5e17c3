import { describe, expect, it } from 'vitest';
import {
  breakupFrom,
  breakupJson,
  changePercent,
  formatRateDate,
  needsConfirmation,
  priceBreakup,
  purityName,
  purityText,
  type PricingInputs,
} from './pricing';

// The demo catalogue's Everyday Silver Chain: 18.5 g of 925 silver, making ₹18 per gram.
const chain: PricingInputs = {
  weightTenths: 185,
  purity: 925,
  makingKind: 'per_gram',
  makingPaise: 1_800,
  otherPaise: 0,
};

describe('priceBreakup', () => {
  it('prices the demo chain at ₹192.45/g: metal, making, GST 3 %, whole rupees', () => {
    // 18.5 × 0.925 × 192.45 = 3,293.30 → 3,293; 18 × 18.5 = 333; 3 % of 3,626 = 108.78 → 109.
    expect(priceBreakup(chain, 19_245)).toEqual({
      metal: 329_300,
      making: 33_300,
      other: 0,
      gst: 10_900,
      total: 373_500,
    });
  });

  it('adds a fixed making charge and other charges (stones) before GST', () => {
    const pendant: PricingInputs = {
      weightTenths: 154,
      purity: 925,
      makingKind: 'fixed',
      makingPaise: 45_000,
      otherPaise: 120_000,
    };
    // 15.4 × 0.925 × 192.45 = 2,741.45 → 2,741; + 450 + 1,200 = 4,391; GST 131.73 → 132.
    expect(priceBreakup(pendant, 19_245)).toEqual({
      metal: 274_100,
      making: 45_000,
      other: 120_000,
      gst: 13_200,
      total: 452_300,
    });
  });

  it('rounds each line half up to the whole rupee, so the lines add up to the total', () => {
    // 1 g × 0.925 × ₹100 = ₹92.50 → 93; 3 % of 93 = 2.79 → 3.
    const oneGram = { ...chain, weightTenths: 10, makingPaise: 0 };
    expect(priceBreakup(oneGram, 10_000)).toMatchObject({ metal: 9_300, gst: 300, total: 9_600 });
    // Just under a half rounds down: 1 g × 0.925 × ₹99.99 = ₹92.49075 → 92.
    expect(priceBreakup(oneGram, 9_999).metal).toBe(9_200);
    // Making per gram: ₹12.50 × 0.1 g = ₹1.25 → 1; ₹15 × 0.1 g = ₹1.50 → 2.
    const tenth = { ...chain, weightTenths: 1, purity: 800 };
    expect(priceBreakup({ ...tenth, makingPaise: 1_250 }, 0).making).toBe(100);
    expect(priceBreakup({ ...tenth, makingPaise: 1_500 }, 0).making).toBe(200);
    // GST exactly half a rupee: 3 % of ₹50 = ₹1.50 → 2.
    const fifty = { ...tenth, makingKind: 'fixed' as const, makingPaise: 5_000 };
    expect(priceBreakup(fifty, 0)).toMatchObject({ making: 5_000, gst: 200, total: 5_200 });
    // Paise in a fixed making or other charge round too: ₹10.49 → 10, ₹10.50 → 11.
    expect(priceBreakup({ ...fifty, makingPaise: 1_049, otherPaise: 1_050 }, 0)).toMatchObject({
      making: 1_000,
      other: 1_100,
    });
  });

  it('uses the purity: 999 fine silver costs more metal than 800 at the same weight and rate', () => {
    const at = (purity: number) => priceBreakup({ ...chain, purity }, 19_245).metal;
    expect(at(999)).toBe(355_700); // 18.5 × 0.999 × 192.45 = 3,556.77
    expect(at(800)).toBe(284_800); // 18.5 × 0.800 × 192.45 = 2,848.26
  });

  it('stays exact at the largest inputs the server accepts (10,000 g, 999, ₹10,000/g)', () => {
    const heaviest = { ...chain, weightTenths: 100_000, purity: 999, makingPaise: 0 };
    const breakup = priceBreakup(heaviest, 1_000_000);
    expect(breakup.metal).toBe(9_990_000_000);
    expect(Number.isSafeInteger(breakup.total)).toBe(true);
    expect(breakup.total).toBe(9_990_000_000 + 299_700_000);
  });
});

describe('breakupJson', () => {
  it('carries rupees, the rate in ₹/g and its date', () => {
    expect(breakupJson(chain, { ratePaise: 19_245, rateDate: '2026-11-20' })).toEqual({
      metal: 3_293,
      making: 333,
      other: 0,
      gst: 109,
      total: 3_735,
      rate: 192.45,
      rateDate: '2026-11-20',
    });
  });
});

describe('breakupFrom', () => {
  const saved = breakupJson(chain, { ratePaise: 19_245, rateDate: '2026-11-20' });

  it('reads back a breakup in its shape, and nothing else', () => {
    expect(breakupFrom(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    expect(breakupFrom(null)).toBeNull();
    expect(breakupFrom('3735')).toBeNull();
    expect(breakupFrom({ ...saved, rate: '192.45' })).toBeNull();
    expect(breakupFrom({ ...saved, gst: Number.NaN })).toBeNull();
    const { rateDate: _, ...undated } = saved;
    expect(breakupFrom(undated)).toBeNull();
  });
});

describe('rate changes', () => {
  it('need confirmation only beyond 10 % either way', () => {
    expect(needsConfirmation(10_000, 11_000)).toBe(false);
    expect(needsConfirmation(10_000, 11_001)).toBe(true);
    expect(needsConfirmation(10_000, 9_000)).toBe(false);
    expect(needsConfirmation(10_000, 8_999)).toBe(true);
    expect(changePercent(19_245, 21_500)).toBe(11.7);
    expect(changePercent(21_500, 19_245)).toBe(-10.5);
  });
});

describe('labels', () => {
  it('names purities and dates the way the product page shows them', () => {
    expect(purityText(925)).toBe('92.5 % pure silver');
    expect(purityText(970)).toBe('97 % pure silver');
    expect(purityName(925)).toBe('925 sterling silver');
    expect(purityName(835)).toBe('835 silver');
    expect(formatRateDate('2026-11-03')).toBe('3 Nov 2026');
    expect(formatRateDate('not a date')).toBe('not a date');
  });
});
