import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoCatalogue, growCatalogue } from '../bench/catalogue';
import { demoShopReady } from '../../functions/test/demo-shop';
import { short } from './settings';
import { shopEnv, spawnTs } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo shop that every check's shop is a copy of (functions/test/demo-shop.ts). */
    templateDir: string;
    /** The large catalogue's shop (`largeCatalogue`), being built while the fault checks run. */
    largeCatalogueDir: string;
  }
}

/** How many pieces the first visitors' catalogue holds. */
export const largeCatalogue = short ? 1000 : 5000;

/** Where `npm run build`'s exit code for the large catalogue is written once it ends. */
const builtMark = '.build-exit';

/** `npm run build` (scripts/build-site.ts) on the shop in `dir`; resolves with its exit code. */
function buildSite(dir: string): Promise<number | null> {
  const build = spawnTs('scripts/build-site.ts', shopEnv(dir));
  return new Promise((done) => build.once('exit', done));
}

/**
 * Wait for the large catalogue's build started by the global setup, and fail if it failed. Every
 * timed check waits for it (after-large-build.ts): the build runs beside the fault checks only,
 * which measure nothing.
 */
export async function largeCatalogueBuilt(dir: string): Promise<void> {
  const mark = join(dir, builtMark);
  while (!existsSync(mark)) await new Promise((done) => setTimeout(done, 200));
  const code = readFileSync(mark, 'utf8');
  if (code !== '0') throw new Error(`building ${largeCatalogue} products failed (exit ${code})`);
}

/**
 * The demo shop, made once (`npm test` made it in the unit stage already and names its folder in
 * DEMO_SHOP_DIR), so each check starts its own server on a copy in seconds instead of rebuilding.
 * Then seed the large catalogue of the first visitors' check and start its build, which runs while
 * the fault checks do (the timed checks run after both: vitest.stress.config.ts).
 */
export default async function setup(project: TestProject) {
  const template =
    process.env.DEMO_SHOP_DIR ?? mkdtempSync(join(tmpdir(), 'chandi-stress-template-'));
  const large = mkdtempSync(join(tmpdir(), 'chandi-stress-catalogue-'));
  const started = performance.now();
  await demoShopReady(template);
  console.log(`Template shop ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('templateDir', template);

  const db = await demoCatalogue(`file:${join(large, 'shop.db')}`);
  await growCatalogue(db, largeCatalogue);
  db.$client.close();
  const building = buildSite(large).then((exit) =>
    writeFileSync(join(large, builtMark), String(exit)),
  );
  project.provide('largeCatalogueDir', large);

  return async () => {
    await building;
    rmSync(large, { recursive: true, force: true });
    if (!process.env.DEMO_SHOP_DIR) rmSync(template, { recursive: true, force: true });
  };
}
