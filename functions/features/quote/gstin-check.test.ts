// The GSTIN check that quotes (and settings) rely on: the GST network's mod-36 check character.
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from '../settings/gstin';

describe('GSTIN check character', () => {
  it('matches real, published GSTINs', () => {
    // A Maharashtra registration as published on invoices.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it('catches a typo in any one character', () => {
    const good = '27AAPFU0939F1ZV';
    for (let i = 2; i < 14; i++) {
      const swapped = good[i] === 'A' ? 'B' : good[i] === '1' ? '2' : 'A';
      const typo = good.slice(0, i) + swapped + good.slice(i + 1);
      if (/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(typo)) {
        expect(gstinProblem(typo)).toMatch(/does not match/);
      }
    }
    expect(gstinProblem('27AAPFU0939F1ZW')).toMatch(/does not match/);
  });

  it('names the shape or the state code when those are wrong', () => {
    expect(gstinProblem('27AAPFU0939F')).toMatch(/must be 15 characters/);
    expect(gstinProblem('45AAPFU0939F1ZV')).toMatch(/state code/);
  });
});
