import { afterEach, describe, expect, it, vi } from 'vitest';
import { bumpCatalogueVersion } from '../../functions/lib/catalogue-version';
import type { Db } from '../../functions/lib/db';
import { createDb, migrateDb } from '../../functions/node/db';
import {
  createDeployHookPublisher,
  deployedCatalogueVersion,
} from '../../functions/worker/deploy-hook-publisher';

const hookUrl = 'https://hooks.example/rebuild';

async function freshDb(catalogueVersion = 1000) {
  const db = await createDb(':memory:');
  await migrateDb(db);
  await bumpCatalogueVersion(db, catalogueVersion);
  return db;
}

/** A deploy hook that records each POST's body and answers `status` after `delayMs`. */
function fakeHook(status = 204, delayMs = 0) {
  const posts: unknown[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    posts.push(JSON.parse(String(init?.body)));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(null, { status });
  }) as typeof globalThis.fetch;
  return { posts, fetch };
}

/** One request context of the Worker: its own publisher over the shared database. */
const publisherFor = (
  db: Db,
  hook: ReturnType<typeof fakeHook>,
  deployedVersion: number | undefined = 999,
) => createDeployHookPublisher({ db, hookUrl, deployedVersion, debounceMs: 60, fetch: hook.fetch });

/** A request that changed the catalogue, as the Worker runs it: schedule, then take the work. */
function changeIn(publisher: ReturnType<typeof publisherFor>) {
  publisher.schedule();
  return publisher.takeScheduled()!;
}

afterEach(() => vi.restoreAllMocks());

describe('the deploy-hook publisher (edge rebuilds)', () => {
  it('asks for one rebuild per burst within a request, and says "requested", not "published"', async () => {
    const db = await freshDb(1000);
    const hook = fakeHook();
    const publisher = publisherFor(db, hook);
    publisher.schedule();
    publisher.schedule();
    const work = publisher.takeScheduled();
    expect(publisher.takeScheduled()).toBeUndefined();
    await vi.waitFor(async () => expect((await publisher.status()).state).toBe('publishing'));
    await work;
    expect(hook.posts).toEqual([{ reason: 'catalogue changed', catalogueVersion: 1000 }]);
    expect(await publisher.status()).toMatchObject({ state: 'requested', version: 1000 });
  });

  it('sends one POST for four changes within 100 ms made in four request contexts', async () => {
    const db = await freshDb();
    const hook = fakeHook();
    const work: Promise<void>[] = [];
    for (let i = 0; i < 4; i += 1) {
      work.push(changeIn(publisherFor(db, hook)));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await Promise.all(work);
    expect(hook.posts).toHaveLength(1);
    expect((await publisherFor(db, hook).status()).state).toBe('requested');
  });

  it('sends again for a change made while the hook call was under way, and shows it pending', async () => {
    const db = await freshDb(1000);
    const hook = fakeHook(204, 150);
    const first = changeIn(publisherFor(db, hook));
    await vi.waitFor(() => expect(hook.posts).toHaveLength(1), { timeout: 2000 });
    await bumpCatalogueVersion(db, 2000);
    const second = changeIn(publisherFor(db, hook));
    await first;
    // The first answer must not hide the change still waiting for its own rebuild.
    expect((await publisherFor(db, hook).status()).state).toBe('publishing');
    await second;
    expect(hook.posts).toEqual([
      { reason: 'catalogue changed', catalogueVersion: 1000 },
      { reason: 'catalogue changed', catalogueVersion: 2000 },
    ]);
  });

  it('says "published" only from a Worker deployed with the requested catalogue version', async () => {
    const db = await freshDb(1000);
    const hook = fakeHook();
    await changeIn(publisherFor(db, hook, 999));
    expect(await publisherFor(db, hook, 999).status()).toMatchObject({ state: 'requested' });
    expect(await publisherFor(db, hook, undefined).status()).toMatchObject({ state: 'requested' });

    const before = Date.now();
    const live = await publisherFor(db, hook, 1000).status();
    expect(live).toMatchObject({ state: 'published', version: 1000 });
    expect(live.at).toBeGreaterThanOrEqual(before);
    // The first sight is kept: asking again later does not move the time.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await publisherFor(db, hook, 1001).status()).toEqual(live);
  });

  it('records a failing hook with its reason for the admin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = await freshDb();
    const hook = fakeHook(500);
    const publisher = publisherFor(db, hook);
    await changeIn(publisher);
    expect(await publisher.status()).toMatchObject({
      state: 'failed',
      error: 'The deploy hook answered 500',
    });
  });

  it('says the hook is missing instead of pretending to publish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const publisher = createDeployHookPublisher({
      db: await freshDb(),
      hookUrl: undefined,
      deployedVersion: undefined,
      debounceMs: 1,
    });
    await changeIn(publisher);
    expect(await publisher.status()).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('REBUILD_HOOK_URL is not set'),
    });
  });

  it('reads the deployed version from the CATALOGUE_VERSION variable', () => {
    expect(deployedCatalogueVersion('1764000000000')).toBe(1764000000000);
    expect(deployedCatalogueVersion(undefined)).toBeUndefined();
    expect(deployedCatalogueVersion('')).toBeUndefined();
    expect(deployedCatalogueVersion('soon')).toBeUndefined();
  });
});
