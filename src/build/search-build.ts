// Build-time side of search: the products → `/search-index.json` and `/search-thumbs.json`.
// Small on purpose (≤ 30 KB gzip at 1,000 products): category names once, a description cut to
// its few distinctive words, and the thumbnails in a file of their own that results fetch after
// they show.
import type { ProductJson } from './catalogue';
import type { SearchIndexFile } from '../lib/search';
import { canonicalWord, fillerWords, splitWords } from '../lib/search-words';

// Words of care and packaging that half the descriptions share: they find nothing in particular.
const careWords = new Set(
  'adjustable avoid away below bright bring brush care clean cleaner close cloth come comfort comfortable daily day dip dry easily enough every finish finished fit fitting gently hand inch keep light made measure mild perfume polish polished pouch provided remove request scratch separately set shaped sit size silver soap soapy soft sterling store take toothbrush warm washing water wear wearing well wipe'.split(
    ' ',
  ),
);

/** At most `max` distinct words of a description that its product's name and category do not already say. */
export function descriptionWords(description: string, known: string[], max = 8): string {
  const seen = new Set(known.flatMap(splitWords).map(canonicalWord));
  const kept: string[] = [];
  for (const word of splitWords(description)) {
    if (kept.length >= max) break;
    if (word.length < 3 || /\d/.test(word) || fillerWords.has(word)) continue;
    const canonical = canonicalWord(word);
    if (seen.has(canonical) || careWords.has(canonical)) continue;
    seen.add(canonical);
    kept.push(canonical);
  }
  return kept.join(' ');
}

/** The search index file for these products (in their order, which the thumbnails file shares). */
export function buildSearchIndex(products: ProductJson[]): SearchIndexFile {
  const k = [...new Set(products.map((p) => p.category_id.name))];
  return {
    k,
    i: products.map((p) => p._id).join(' '),
    n: products.map((p) => p.name),
    c: products.map((p) => p.code),
    t: products.map((p) => k.indexOf(p.category_id.name)),
    p: products.map((p) => p.total_price),
    s: products.map((p) => (p.status ? '1' : '0')).join(''),
    w: products.map((p) => descriptionWords(p.description, [p.name, p.category_id.name])),
  };
}

/**
 * Each product's smallest image, in the index's order, with the product's own id in its path
 * written `*` (it is in the index already); null when it has no image.
 */
export const buildSearchThumbs = (products: ProductJson[]): (string | null)[] =>
  products.map((p) => p.image?.srcset.split(' ')[0]?.replace(`/${p._id}/`, '/*/') ?? null);
