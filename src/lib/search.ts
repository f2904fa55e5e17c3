/** One product in the build-time search index (short keys keep the file small). */
export interface SearchEntry {
  /** id */
  i: string;
  /** name */
  n: string;
  /** code */
  c: string;
  /** category name */
  k: string;
  /** price after discount, rupees */
  p: number;
  /** image url */
  u: string | null;
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Entries whose name, code or category contain every word of the query; name matches first. */
export function searchEntries(
  entries: SearchEntry[],
  query: string,
  limit = Infinity,
): SearchEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored = entries.flatMap((entry) => {
    const name = normalise(entry.n);
    const haystack = `${name} ${normalise(entry.c)} ${normalise(entry.k)}`;
    if (!words.every((word) => haystack.includes(word))) return [];
    const score =
      words.filter((word) => name.includes(word)).length +
      (normalise(entry.c) === words.join(' ') ? 10 : 0);
    return [{ entry, score }];
  });
  return scored
    .sort((a, b) => b.score - a.score || a.entry.n.localeCompare(b.entry.n))
    .slice(0, limit)
    .map((s) => s.entry);
}
