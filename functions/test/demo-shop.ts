// The demo shop as `npm start` prepares it (the database migrated and seeded, its pictures, the site
// built from it), made once per test run and copied into each test's folder. Building the site is
// the slow part (Astro), and every Worker test, the Node publisher's test and (in `npm test`, which
// keeps it between stages) every stress check's shop need the same one.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import { parseEnv } from '../env';
import { createFileBlobStore } from '../node/blob-store';
import { createDb, migrateDb } from '../node/db';
import { rasterizeWithSharp } from '../node/rasterize';
import { ensureSiteBuilt } from '../node/site-build';
import { madeOnce } from './made-once';

/**
 * Make the demo shop in `dir`: no admin (each test makes its own, as a first start does), and the
 * site built with the options a first start without them uses, so its stamp holds in the copies.
 */
async function makeDemoShop(dir: string): Promise<void> {
  const env = parseEnv({
    DATABASE_URL: `file:${join(dir, 'shop.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
  });
  const db = await createDb(env.DATABASE_URL);
  try {
    await migrateDb(db);
    await seedDemoCatalogue(db, createFileBlobStore(env.UPLOADS_DIR), rasterizeWithSharp);
    await ensureSiteBuilt(db, env.SITE_DIR, {
      DATABASE_URL: env.DATABASE_URL,
      SITE_URL: env.SITE_URL,
    });
  } finally {
    db.$client.close();
  }
}

/** Make the demo shop in `dir` unless a process of this run has. */
export const demoShopReady = (dir: string) => madeOnce(dir, () => makeDemoShop(dir));

/**
 * Copy the demo shop made in `dir` into `folder`: shop.db (and a -wal file, if one is left),
 * uploads/ and site/, not the marks of its making.
 */
export function copyDemoShopParts(dir: string, folder: string): void {
  for (const part of readdirSync(dir).filter((name) => !name.startsWith('.')))
    cpSync(join(dir, part), join(folder, part), { recursive: true });
}

/**
 * Copy the demo shop into `folder` as `shop.db`, `uploads/` and `site/`, making it first if no test
 * file of this run has. `prepareLocalEdge` on those paths then migrates and seeds nothing and finds
 * the site up to date.
 */
export async function copyDemoShop(folder: string): Promise<void> {
  const dir = inject('demoShopDir');
  await demoShopReady(dir);
  copyDemoShopParts(dir, folder);
}
