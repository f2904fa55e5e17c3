import { readCatalogueVersion } from './catalogue-version';
import type { Db } from './db';

/**
 * Remembers catalogue reads until the catalogue changes: every product or category write bumps the
 * catalogue version, so checking it (one small query) is enough to never serve a stale answer.
 */
export function createCatalogueCache(db: Db, maxEntries = 200) {
  let version = -1;
  const entries = new Map<string, unknown>();
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await readCatalogueVersion(db);
      if (current !== version) {
        entries.clear();
        version = current;
      }
      if (entries.has(key)) return entries.get(key) as T;
      const value = await load();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, value);
      return value;
    },
  };
}
