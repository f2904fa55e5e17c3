import { readCatalogueVersion, catalogueChangedLocally } from './catalogue-version';
import type { Db } from './db';

export interface CatalogueCacheOptions {
  maxEntries?: number;
  /**
   * How long a version read from the database is trusted without asking again. Changes made in this
   * process are seen at once (see `catalogueChangedLocally`); this bounds how stale an answer can be
   * after a change made elsewhere (another Worker isolate, a script).
   */
  versionTtlMs?: number;
  now?: () => number;
}

/**
 * Remembers catalogue reads until the catalogue changes: every product or category write bumps the
 * catalogue version. The version itself is read at most once per `versionTtlMs`, so a warm cache
 * answers without touching the database.
 */
export function createCatalogueCache(db: Db, options: CatalogueCacheOptions = {}) {
  const { maxEntries = 200, versionTtlMs = 1000, now = Date.now } = options;
  let version = -1;
  let checkedAt = Number.NEGATIVE_INFINITY;
  // Promises, not values: concurrent misses on a cold key share one load.
  const entries = new Map<string, Promise<unknown>>();

  async function currentVersion(): Promise<number> {
    const at = now();
    if (at - checkedAt < versionTtlMs && !catalogueChangedLocally()) return version;
    const read = await readCatalogueVersion(db);
    checkedAt = at;
    return read;
  }

  return {
    /** The value for `key` at the current catalogue version, loading it on a miss. */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const current = await currentVersion();
      if (current !== version) {
        entries.clear();
        version = current;
      }
      const remembered = entries.get(key);
      if (remembered) return remembered as Promise<T>;
      if (entries.size >= maxEntries) entries.clear();
      const loading = load();
      entries.set(key, loading);
      // A failed load is forgotten, so the next request tries again.
      loading.catch(() => entries.get(key) === loading && entries.delete(key));
      return loading;
    },
  };
}
