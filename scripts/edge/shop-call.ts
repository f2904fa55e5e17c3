import type { createTestHarness } from 'wrangler';

type Harness = ReturnType<typeof createTestHarness>;

/**
 * A request to the Worker as a page of the shop at `siteUrl` sends it (the harness routes it to
 * the Worker whatever the host, and writes carry that Origin), which cannot hang the run if the
 * Worker failed to start.
 */
export function shopCaller(harness: () => Harness, siteUrl: string) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET') headers.set('origin', siteUrl);
    // Miniflare's fetch has its own (undici) Request and Response types; at run time they are the same.
    return (await harness().fetch(new URL(path, siteUrl), {
      ...init,
      headers,
      signal: AbortSignal.timeout(15_000),
    } as never)) as unknown as Response;
  };
}
