import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { shopEnv, spawnTs } from './shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/**
 * Seed the demo catalogue and build the site once (`scripts/build-site.ts`, as `npm run build`),
 * so each check starts its own server on a copy in seconds instead of rebuilding.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-stress-template-'));
  const started = performance.now();
  const build = spawnTs('scripts/build-site.ts', shopEnv(dir));
  const code = await new Promise<number | null>((done) => build.once('exit', done));
  if (code !== 0) throw new Error(`preparing the template shop failed (exit ${code})`);
  console.log(`Template shop ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('templateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
