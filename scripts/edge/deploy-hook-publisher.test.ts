import { describe, expect, it, vi } from 'vitest';
import { createDb, migrateDb } from '../../functions/node/db';
import { createDeployHookPublisher } from '../../functions/worker/deploy-hook-publisher';

async function freshDb() {
  const db = await createDb(':memory:');
  await migrateDb(db);
  return db;
}

describe('the deploy-hook publisher (edge rebuilds)', () => {
  it('sends one POST for a burst of changes and records it as published', async () => {
    const calls: string[] = [];
    const publisher = createDeployHookPublisher({
      db: await freshDb(),
      hookUrl: 'https://hooks.example/rebuild',
      debounceMs: 20,
      fetch: vi.fn(async (url: string | URL | Request) => {
        calls.push(String(url));
        return new Response(null, { status: 204 });
      }) as typeof fetch,
    });
    publisher.schedule();
    publisher.schedule();
    publisher.schedule();
    expect((await publisher.status()).state).toBe('publishing');
    await publisher.pending();
    expect(calls).toEqual(['https://hooks.example/rebuild']);
    expect((await publisher.status()).state).toBe('published');
    expect(publisher.pending()).toBeUndefined();
  });

  it('records a failing hook with its reason for the admin', async () => {
    const publisher = createDeployHookPublisher({
      db: await freshDb(),
      hookUrl: 'https://hooks.example/rebuild',
      debounceMs: 1,
      fetch: (async () => new Response('nope', { status: 500 })) as typeof fetch,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    publisher.schedule();
    await publisher.pending();
    expect(await publisher.status()).toMatchObject({
      state: 'failed',
      error: 'The deploy hook answered 500',
    });
  });

  it('says the hook is missing instead of pretending to publish', async () => {
    const publisher = createDeployHookPublisher({
      db: await freshDb(),
      hookUrl: undefined,
      debounceMs: 1,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    publisher.schedule();
    await publisher.pending();
    expect(await publisher.status()).toMatchObject({
      state: 'failed',
      error: expect.stringContaining('REBUILD_HOOK_URL is not set'),
    });
  });
});
