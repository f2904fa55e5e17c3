// Vitest's global set-up for what the own-process test files make once per run and share: the demo
// shop (`copyDemoShop`, demo-shop.ts) and the Worker's bundle (`sharedWorkerDir`,
// scripts/edge/shared-worker.ts), each made by the first file that asks for it (a run that needs
// neither makes neither). `npm test` names the demo shop's folder itself (DEMO_SHOP_DIR,
// scripts/test-all.ts) so that the stress run's shops are copies of the same one: it outlives
// this stage.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's demo shop, empty until a test file asks for it. */
    demoShopDir: string;
    /** A folder for what else this run's test files make once. */
    runFolder: string;
  }
}

export default function setup(project: TestProject) {
  const runFolder = mkdtempSync(join(tmpdir(), 'chandi-unit-run-'));
  const demoShopDir = process.env.DEMO_SHOP_DIR ?? join(runFolder, 'demo-shop');
  mkdirSync(demoShopDir, { recursive: true });
  project.provide('demoShopDir', demoShopDir);
  project.provide('runFolder', runFolder);
  return () => rmSync(runFolder, { recursive: true, force: true });
}
