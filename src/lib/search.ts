// Search over the build-time index with minisearch: typo-tolerant (src/lib/search-typos.ts),
// prefix as the shopper types, a category the query names first, then whole words. Loaded only
// when a shopper starts searching (src/scripts/search-index.ts).
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { canonicalWord, queryGroups, splitWords } from './search-words';
import { correctWord, type Correction } from './search-typos';

/** One product as search shows it. */
export interface SearchDoc {
  id: string;
  name: string;
  code: string;
  /** Category name. */
  cat: string;
  /** Rupees after the discount. */
  price: number;
  inStock: boolean;
  /** A few distinctive words of the description, space-separated. */
  words: string;
}

/**
 * `/search-index.json`, a column per field (like values side by side compress better): entry `n`
 * of each column describes the same product.
 */
export interface SearchIndexFile {
  /** Category names, once each. */
  k: string[];
  /** Product ids, separated by spaces. */
  i: string;
  n: string[];
  c: string[];
  /** Each product's category: its position in `k`. */
  t: number[];
  p: number[];
  /** One character per product: "1" in stock, "0" out of stock. */
  s: string;
  w: string[];
}

/** The file's columns as documents. */
export const decodeSearchIndex = (file: SearchIndexFile): SearchDoc[] =>
  file.i
    .split(' ')
    .filter(Boolean)
    .map((id, at) => ({
      id,
      name: file.n[at] ?? '',
      code: file.c[at] ?? '',
      cat: file.k[file.t[at] ?? -1] ?? '',
      price: file.p[at] ?? 0,
      inStock: file.s[at] === '1',
      words: file.w[at] ?? '',
    }));

// A product code is found whole ("lrg501"), by its parts ("lrg", "501") or as typed ("LRG-501").
const codeTerms = (code: string) => {
  const parts = splitWords(code);
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
};

// A synonym counts, but less than the word the shopper wrote; a typo's reading less again.
const synonymWeight = 0.6;
const typoWeight = (distance: number) => (distance === 1 ? 0.5 : 0.3);

/** Ranks documents for a query; `search` never throws and returns [] for a blank query. */
export function createSearch(docs: SearchDoc[]): {
  search(query: string, limit?: number): SearchDoc[];
} {
  const tokenize = (text: string, field?: string) =>
    field === 'code' ? codeTerms(text) : splitWords(text);
  const processTerm = (term: string) =>
    term.length > 1 || /\d/.test(term) ? canonicalWord(term) : null;
  const index = new MiniSearch<SearchDoc & { at: number }>({
    idField: 'at',
    fields: ['name', 'code', 'cat', 'words'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { name: 3, code: 3, cat: 2, words: 1 },
      prefix: true,
      // Typos are read in search-typos.ts, not by minisearch's fuzzy search.
      weights: { prefix: 0.3, fuzzy: 0 },
    },
  });
  index.addAll(docs.map((doc, at) => ({ ...doc, at })));
  const termsOf = (text: string, field: string) =>
    tokenize(text, field).flatMap((term) => processTerm(term) ?? []);
  // Every word the index holds, for reading typos; and each category's words, for ranking.
  const vocabulary = [
    ...new Set(
      docs.flatMap((doc) =>
        (['name', 'code', 'cat', 'words'] as const).flatMap((field) => termsOf(doc[field], field)),
      ),
    ),
  ];
  const categoryWords = new Map(docs.map((doc) => [doc.cat, new Set(termsOf(doc.cat, 'cat'))]));
  // A word is known when some indexed word is it or begins with it (the shopper is still typing).
  const known = (word: string) => vocabulary.some((term) => term.startsWith(word));

  // The shopper's own words that the catalogue does not know, each read as its nearest words.
  const corrections = (groups: string[][][]) => {
    const typos = new Map<string, Correction>();
    for (const word of groups.flatMap((alternatives) => alternatives[0] ?? [])) {
      const correction = known(word) ? null : correctWord(word, vocabulary);
      if (correction) typos.set(word, correction);
    }
    return typos;
  };

  const term = (word: string, typos: Map<string, Correction>): Query => {
    const correction = typos.get(word);
    if (!correction) return word;
    const weight = typoWeight(correction.distance);
    return { combineWith: 'OR', queries: correction.words, boostTerm: () => weight };
  };

  const run = (groups: string[][][], combineWith: 'AND' | 'OR', typos: Map<string, Correction>) =>
    index.search({
      combineWith,
      queries: groups.map((alternatives): Query => ({
        combineWith: 'OR',
        queries: alternatives.map((words, i): Query => ({
          combineWith: 'AND',
          queries: words.map((word) => term(word, typos)),
          ...(i > 0 && { boostTerm: () => synonymWeight }),
        })),
      })),
    });

  return {
    search(query, limit = Infinity) {
      const groups = queryGroups(query);
      if (groups.length === 0) return [];
      // Words as written (and prefixes) first; typos read as known words when that finds nothing;
      // any word at last.
      let typos = new Map<string, Correction>();
      let results: SearchResult[] = run(groups, 'AND', typos);
      if (results.length === 0) {
        typos = corrections(groups);
        if (typos.size > 0) results = run(groups, 'AND', typos);
      }
      if (results.length === 0) results = run(groups, 'OR', typos);
      // A piece holding every word whole outranks one matched by a prefix or a typo.
      const whole = (result: SearchResult) =>
        groups.every((alternatives) =>
          alternatives.some((words) => words.every((word) => result.terms.includes(word))),
        );
      // How many of the query's words (or their readings) name the piece's category: "rign" and
      // "rings" put the rings before a sapphire bracelet.
      const named = (doc: SearchDoc | undefined) => {
        const words = categoryWords.get(doc?.cat ?? '');
        const said = (word: string) =>
          !!words &&
          (words.has(word) || !!typos.get(word)?.words.some((reading) => words.has(reading)));
        return groups.filter((alternatives) => alternatives.some((w) => w.every(said))).length;
      };
      return results
        .map((result) => {
          const doc = docs[result.id as number];
          return { doc, result, named: named(doc), whole: whole(result) };
        })
        .sort(
          (a, b) =>
            b.named - a.named ||
            Number(b.whole) - Number(a.whole) ||
            b.result.score - a.result.score,
        )
        .slice(0, limit)
        .flatMap(({ doc }) => doc ?? []);
    },
  };
}
