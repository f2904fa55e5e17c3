import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../test/memory-deps';
import { createCatalogueCache } from './catalogue-cache';
import { bumpCatalogueVersion } from './catalogue-version';

describe('createCatalogueCache', () => {
  it('answers a warm key without touching the database until the version TTL passes', async () => {
    const { db } = await createTestDeps();
    let clock = 1_000_000;
    const cache = createCatalogueCache(db, { versionTtlMs: 1000, now: () => clock });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    // A closed database proves no query runs: any read would throw.
    db.$client.close();
    clock += 999;
    expect(await cache.get('k', async () => 'second')).toBe('first');
    clock += 2;
    await expect(cache.get('k', async () => 'second')).rejects.toThrow();
  });

  it('sees a change made in this process at once, inside the TTL', async () => {
    const { db } = await createTestDeps();
    const cache = createCatalogueCache(db, { versionTtlMs: 60_000 });
    expect(await cache.get('k', async () => 'before')).toBe('before');
    await db.batch([bumpCatalogueVersion(db, Date.now() + 1)]);
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });

  it('shares one load between concurrent misses and forgets a failed one', async () => {
    const { db } = await createTestDeps();
    const cache = createCatalogueCache(db);
    let loads = 0;
    const slow = async () => {
      loads++;
      await new Promise((done) => setTimeout(done, 20));
      return loads;
    };
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    expect(loads).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('bad', async () => 'retried')).toBe('retried');
  });
});
