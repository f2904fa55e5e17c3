// Typos as shoppers make them on a phone: a letter missed, doubled, wrong or two swapped ("rign").
// A word the catalogue does not know is read as the catalogue's nearest words, counting a swap of
// neighbours as one edit (Damerau), not two as minisearch's own fuzzy search (Levenshtein) does.

/** A word read as others: the catalogue's words nearest to it, all `distance` edits away. */
export interface Correction {
  distance: number;
  words: string[];
}

/**
 * How many edits a word may be off by: none under four letters ("top", "toe" and "men" are each a
 * letter from another word here), one up to five letters, two from six on.
 */
export const allowedEdits = (word: string): number =>
  word.length < 4 ? 0 : word.length <= 5 ? 1 : 2;

/**
 * Edits from `a` to `b` (insert, delete, replace a letter, or swap two neighbours; optimal string
 * alignment), or `max + 1` as soon as it is certain to be more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const replace = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, twoBack[j - 2]! + 1);
      current[j] = d;
      best = Math.min(best, d);
    }
    // Every later row is at least this row's smallest value.
    if (best > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** The vocabulary's words nearest to `word` within the edits its length allows; null when none. */
export function correctWord(word: string, vocabulary: readonly string[]): Correction | null {
  let max = allowedEdits(word);
  let words: string[] = [];
  for (const known of vocabulary) {
    const distance = editDistance(word, known, max);
    if (distance > max || distance === 0) continue;
    if (distance < max || words.length === 0) words = [];
    max = distance;
    words.push(known);
  }
  return words.length > 0 ? { distance: max, words } : null;
}
