// The Worker built once per test run: every Worker test serves the same sources, so the first file
// to ask builds it (about 1.7 CPU-seconds of esbuild, which each file spent on its own before) and
// the others read it. Nothing writes into it once built.
import { join } from 'node:path';
import { inject } from 'vitest';
import { madeOnce } from '../../functions/test/made-once';
import { buildWorker } from './build-worker';
import { writeEdgeConfig } from './local-edge';

/** The folder of this run's Worker bundle (`worker.js` and its chunks), built if no file has. */
export async function sharedWorkerDir(): Promise<string> {
  const folder = join(inject('runFolder'), 'worker');
  const bundle = join(folder, 'bundle');
  await madeOnce(folder, async () => {
    await buildWorker(bundle);
  });
  return bundle;
}

/** `writeEdgeConfig` for a test: the real configuration, serving this run's Worker bundle. */
export const testEdgeConfig = async (folder: string, siteDir: string) =>
  writeEdgeConfig(folder, siteDir, { builtWorkerDir: await sharedWorkerDir() });
