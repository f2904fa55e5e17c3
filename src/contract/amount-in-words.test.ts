import { describe, expect, it } from 'vitest';
import { rupeesInWords, wholeInWords } from './amount-in-words';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [2499, 'Two Thousand Four Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [1_06_600, 'One Lakh Six Thousand Six Hundred'],
    [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [1_00_00_000, 'One Crore'],
    [2_05_00_050, 'Two Crore Five Lakh Fifty'],
    [1000_00_00_000, 'One Thousand Crore'],
  ])('%i is "%s"', (n, words) => {
    expect(wholeInWords(n)).toBe(words);
  });

  it('names rupees and paise and ends with Only', () => {
    expect(rupeesInWords(106_600_00)).toBe('Rupees One Lakh Six Thousand Six Hundred Only');
    expect(rupeesInWords(1_050)).toBe('Rupees Ten and Fifty Paise Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => wholeInWords(-1)).toThrow(RangeError);
    expect(() => wholeInWords(1.5)).toThrow(RangeError);
  });
});
