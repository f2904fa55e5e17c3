// The Worker in workerd for tests: wrangler's test harness with the real wrangler.toml, serving a
// built site and reading an embedded database through the local libSQL HTTP endpoint.
import { request as httpRequest } from 'node:http';
import { createTestHarness } from 'wrangler';
import { startHranaServer } from './hrana-server';
import { databaseFile } from './local-edge';
import { testEdgeConfig } from './shared-worker';

/** A running Worker and how to reach it. */
export interface EdgeWorker {
  origin: string;
  /** wrangler's harness: its own `fetch` (any host), and the Worker's `scheduled` event. */
  harness: ReturnType<typeof createTestHarness>;
  /** `fetch` against the Worker (the URL parser normalises the path, as a browser does). */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** A GET whose path is sent exactly as given (no `..` or `%2e` normalisation on our side). */
  rawGet(path: string): Promise<{ status: number; headers: Headers; body: string }>;
  close(): Promise<void>;
}

/**
 * Start the Worker on `siteDir` (its static assets) and the `file:` database `databaseUrl`, with
 * its config and workerd state under `folder`. Close it after use.
 */
export async function startWorker(options: {
  folder: string;
  siteDir: string;
  databaseUrl: string;
  vars?: Record<string, string>;
}): Promise<EdgeWorker> {
  const hrana = await startHranaServer(databaseFile(options.databaseUrl));
  const harness = createTestHarness({
    root: options.folder,
    workers: [
      {
        configPath: await testEdgeConfig(options.folder, options.siteDir),
        vars: { DATABASE_URL: hrana.url, ...options.vars },
        secrets: { DATABASE_AUTH_TOKEN: 'local-dev' },
      },
    ],
  });
  const origin = (await harness.listen()).url.origin;
  return {
    origin,
    harness,
    call: (path, init = {}) =>
      fetch(origin + path, { ...init, signal: AbortSignal.timeout(15_000) }),
    rawGet: (path) =>
      new Promise((resolve, reject) => {
        const sent = httpRequest(origin + '/', { path, timeout: 15_000 }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === 'string') headers.set(name, value);
            resolve({ status: response.statusCode ?? 0, headers, body });
          });
        });
        sent.on('error', reject);
        sent.end();
      }),
    async close() {
      await harness.close();
      await hrana.close();
    },
  };
}
