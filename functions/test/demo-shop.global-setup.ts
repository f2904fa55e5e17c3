// Vitest's global set-up for `copyDemoShop` (demo-shop.ts): an empty folder for this run's demo
// shop, made by the first test file that asks for it (a run that needs none builds none).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty folder for this run's demo shop. */
    demoShopDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-demo-shop-'));
  project.provide('demoShopDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
