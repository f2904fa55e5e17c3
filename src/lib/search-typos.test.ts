import { describe, expect, it } from 'vitest';
import { allowedEdits, correctWord, editDistance } from './search-typos';

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit, and inserts, deletes and changes as one each', () => {
    expect(editDistance('rign', 'ring', 2)).toBe(1);
    expect(editDistance('sapire', 'sapphire', 2)).toBe(2);
    expect(editDistance('braclet', 'bracelet', 2)).toBe(1);
    expect(editDistance('rung', 'ring', 2)).toBe(1);
    expect(editDistance('ring', 'ring', 2)).toBe(0);
    expect(editDistance('', 'top', 3)).toBe(3);
  });

  it('stops at max + 1 once the words are further apart', () => {
    expect(editDistance('rngi', 'ring', 1)).toBe(2);
    expect(editDistance('chain', 'necklace', 2)).toBe(3);
    expect(editDistance('pearl', 'emerald', 1)).toBe(2);
  });
});

describe('correctWord', () => {
  const vocabulary = ['ring', 'rings', 'sapphire', 'bracelet', 'top', 'toe', 'earring'];

  it('allows one edit up to five letters, two from six, none under four', () => {
    expect([3, 4, 5, 6, 9].map((n) => allowedEdits('x'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
    expect(correctWord('tpo', vocabulary)).toBeNull();
    expect(correctWord('rign', vocabulary)).toEqual({ distance: 1, words: ['ring'] });
    expect(correctWord('sapire', vocabulary)).toEqual({ distance: 2, words: ['sapphire'] });
    expect(correctWord('rngi', vocabulary)).toBeNull();
  });

  it('keeps only the nearest words', () => {
    expect(correctWord('ringe', vocabulary)).toEqual({ distance: 1, words: ['ring', 'rings'] });
    expect(correctWord('earing', vocabulary)).toEqual({ distance: 1, words: ['earring'] });
  });
});
