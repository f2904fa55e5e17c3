import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { defaultSiteUrl } from '../../functions/config';
import { copyDemoShopParts } from '../../functions/test/demo-shop';
import { freePort, waitForServer } from '../bench/server';

const root = resolve(import.meta.dirname, '../..');
export const adminPassword = 'stress-admin-password';

/**
 * The address the stress shops' pages are built for, whatever port their server has: the demo
 * shop's (`npm start`'s own), so a copy of the template starts with its pages up to date instead
 * of building them again (a site's address is in its pages). The checks call each server by its
 * port and send no Origin.
 */
const stressSiteUrl = defaultSiteUrl;

/**
 * The environment of a shop whose data lives in `dir` (same layout as `npm start`'s `data/`), its
 * pages built for `siteUrl`.
 */
export function shopEnv(dir: string, port = 0, siteUrl = stressSiteUrl): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${join(dir, 'shop.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
    SITE_URL: siteUrl,
    ADMIN_PASSWORD: adminPassword,
    // Inquiry, login and registration limits would stop a load run after a handful of calls.
    RATE_LIMIT_SCALE: '100000',
    ASTRO_TELEMETRY_DISABLED: '1',
  };
}

/** Run a TypeScript file under tsx in this Node (one process: its pid is the program's, for kill -9). */
export function spawnTs(file: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** A running shop on a copy of the template data, and what the checks need to poke at it. */
export interface Shop {
  base: string;
  dir: string;
  dbPath: string;
  pid: number;
  /** Resident memory of the server process in MB (Linux /proc). */
  rssMb(): number;
  /** Whether the server process is still running. */
  alive(): boolean;
  /** SIGKILL (no clean-up at all) or SIGTERM, then wait for the process to be gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Start the real server (`functions/node.ts`, as `npm start` does) on `dir`, with `env` added to
 * its environment, and wait until healthy. With `ownAddress` (the bench's Lighthouse runs), its
 * pages name the server's own address, as a shop's do.
 */
export async function startShop(
  dir: string,
  env: NodeJS.ProcessEnv = {},
  { ownAddress = false } = {},
): Promise<Shop> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const siteUrl = ownAddress ? base : stressSiteUrl;
  const child = spawnTs('functions/node.ts', { ...shopEnv(dir, port, siteUrl), ...env });
  let exited = false;
  const gone = new Promise<void>((done) =>
    child.once('exit', () => {
      exited = true;
      done();
    }),
  );
  await Promise.race([
    waitForServer(`${base}/api/health`, 240_000),
    gone.then(() => {
      throw new Error('the shop exited while starting');
    }),
  ]);
  return {
    base,
    dir,
    dbPath: join(dir, 'shop.db'),
    pid: child.pid!,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
    },
    alive: () => !exited,
    async stop(signal = 'SIGTERM') {
      if (!exited) child.kill(signal);
      await gone;
    },
  };
}

/** A fresh copy of the template data (seeded database, built site, images) for one check. */
export function copyTemplate(template: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-stress-'));
  copyDemoShopParts(template, dir);
  return dir;
}

/**
 * A copy of the seeded template shop for this test file: started before its tests, stopped and
 * removed after them. Call the returned function inside tests to reach it.
 */
export function useFreshShop(): () => Shop {
  let shop: Shop | undefined;
  beforeAll(async () => {
    shop = await startShop(copyTemplate(inject('templateDir')));
  });
  afterAll(async () => {
    await shop?.stop();
    if (shop) rmSync(shop.dir, { recursive: true, force: true });
  });
  return () => shop!;
}
