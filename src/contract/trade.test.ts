import { describe, expect, it } from 'vitest';
import { priceBreakup } from './pricing';
import { indicativeAmounts, indicativeText, tradeTotalPaise } from './trade';

const inputs = { weightTenths: 520, purity: 925, otherPaise: 15_000 };

describe('tradeTotalPaise', () => {
  it('prices a piece with a trade making charge at the rate: metal + trade making + other + GST', () => {
    const trade = tradeTotalPaise({
      retailTotalPaise: 1_000_000,
      inputs,
      making: { kind: 'per_gram', paise: 2_000 },
      discount: 25,
      ratePaise: 9_550,
    });
    const expected = priceBreakup({ ...inputs, makingKind: 'per_gram', makingPaise: 2_000 }, 9_550);
    // The charge wins over the shop's discount; whole rupees.
    expect(trade).toBe(expected.total);
    expect(trade! % 100).toBe(0);
  });

  it("takes the shop's discount off retail, half up to the rupee, without a charge or a rate", () => {
    const base = { retailTotalPaise: 224_950, inputs, discount: 10 };
    expect(tradeTotalPaise({ ...base, making: null, ratePaise: 9_550 })).toBe(202_500);
    const noRate = { ...base, making: { kind: 'fixed' as const, paise: 100 }, ratePaise: null };
    expect(tradeTotalPaise(noRate)).toBe(202_500);
  });

  it('is never above retail, and null without a charge or a discount', () => {
    const dear = { kind: 'fixed' as const, paise: 10_000_000 };
    const base = { retailTotalPaise: 300_000, inputs, discount: 0, ratePaise: 9_550 };
    expect(tradeTotalPaise({ ...base, making: dear })).toBe(300_000);
    expect(tradeTotalPaise({ ...base, making: null })).toBeNull();
  });
});

describe('indicative amounts', () => {
  it('divide rupees by the owner’s ₹ per unit, to the cent, and always say "indicative"', () => {
    const fx = { date: '2026-11-27', rates: { USD: 84.25, EUR: 89.1, GBP: 106.5, AED: 22.94 } };
    const amounts = indicativeAmounts(1980, fx);
    expect(amounts).toEqual({ USD: 23.5, EUR: 22.22, GBP: 18.59, AED: 86.31 });
    expect(indicativeText(amounts)).toBe('US$23.50 · €22.22 · £18.59 · AED 86.31 (indicative)');
  });
});
