// Search over the build-time index with minisearch: typo-tolerant, prefix as the shopper types,
// whole words first. Loaded only when a shopper starts searching (src/scripts/search-index.ts).
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { canonicalWord, queryGroups, splitWords } from './search-words';

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

// A synonym counts, but less than the word the shopper wrote.
const synonymWeight = 0.6;
// Typos: one letter off from four letters on, one in five beyond; shorter words must be exact.
const typos = (term: string) => (term.length >= 5 ? 0.2 : term.length === 4 ? 1 : false);

/** Ranks documents for a query; `search` never throws and returns [] for a blank query. */
export function createSearch(docs: SearchDoc[]): {
  search(query: string, limit?: number): SearchDoc[];
} {
  const index = new MiniSearch<SearchDoc & { at: number }>({
    idField: 'at',
    fields: ['name', 'code', 'cat', 'words'],
    tokenize: (text, field) => (field === 'code' ? codeTerms(text) : splitWords(text)),
    processTerm: (term) => (term.length > 1 || /\d/.test(term) ? canonicalWord(term) : null),
    searchOptions: {
      boost: { name: 3, code: 3, cat: 2, words: 1 },
      prefix: true,
      weights: { prefix: 0.3, fuzzy: 0.2 },
    },
  });
  index.addAll(docs.map((doc, at) => ({ ...doc, at })));

  const run = (groups: string[][][], combineWith: 'AND' | 'OR', fuzzy: typeof typos | false) =>
    index.search(
      {
        combineWith,
        queries: groups.map((alternatives): Query => ({
          combineWith: 'OR',
          queries: alternatives.map((words, i): Query => ({
            combineWith: 'AND',
            queries: words,
            ...(i > 0 && { boostTerm: () => synonymWeight }),
          })),
        })),
      },
      { fuzzy },
    );

  return {
    search(query, limit = Infinity) {
      const groups = queryGroups(query);
      if (groups.length === 0) return [];
      // Exact words and prefixes first; typos only when they find nothing; any word at last.
      let results: SearchResult[] = run(groups, 'AND', false);
      if (results.length === 0) results = run(groups, 'AND', typos);
      if (results.length === 0) results = run(groups, 'OR', typos);
      // A piece holding every word whole outranks one matched by a prefix or a typo.
      const whole = (result: SearchResult) =>
        groups.every((alternatives) =>
          alternatives.some((words) => words.every((word) => result.terms.includes(word))),
        );
      return results
        .map((result) => ({ result, whole: whole(result) }))
        .sort((a, b) => Number(b.whole) - Number(a.whole) || b.result.score - a.result.score)
        .slice(0, limit)
        .flatMap(({ result }) => docs[result.id as number] ?? []);
    },
  };
}
