// `npm run deploy [-- --seed] [-- <wrangler deploy flags, e.g. --dry-run>]`: deploy the shop to Cloudflare. Migrates the remote
// libSQL database (DATABASE_URL, DATABASE_AUTH_TOKEN), seeds the demo catalogue into it and its
// images into R2 only when asked and the database is empty, builds the pages from that database
// and runs `wrangler deploy`. README "Deploy to Cloudflare" lists what to create first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import { parseEnv } from '../../functions/env';
import { createAdminIfMissing, hasAdmin } from '../../functions/features/admin/admin.service';
import { readCatalogueVersion } from '../../functions/lib/catalogue-version';
import { createFileBlobStore } from '../../functions/node/blob-store';
import { createDb, migrateDb } from '../../functions/node/db';
import { rasterizeWithSharp } from '../../functions/node/rasterize';
import { ensureSiteBuilt } from '../../functions/node/site-build';
import { blobFiles, contentTypeOf, repoRoot } from './local-edge';

const seed = process.argv.includes('--seed');
const wranglerFlags = process.argv.slice(2).filter((arg) => arg !== '--seed');
const env = parseEnv(process.env);
const bucket = process.env.R2_BUCKET ?? 'chandi-media';

function wrangler(...command: string[]) {
  const result = spawnSync('npx', ['wrangler', ...command], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) throw new Error(`wrangler ${command[0]} failed`);
}

if (!/^(libsql|https?):\/\//.test(env.DATABASE_URL)) {
  console.error(
    'Set DATABASE_URL to the remote database (libsql://… or https://…) and DATABASE_AUTH_TOKEN.',
  );
  process.exit(1);
}

const db = await createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
await migrateDb(db);
console.log('Remote database migrated.');

if (seed) {
  const staging = mkdtempSync(join(tmpdir(), 'chandi-seed-'));
  if (await seedDemoCatalogue(db, createFileBlobStore(staging), rasterizeWithSharp)) {
    const images = await blobFiles(staging);
    for (const { key, path } of images) {
      wrangler(
        'r2',
        'object',
        'put',
        `${bucket}/${key}`,
        '--file',
        path,
        '--content-type',
        contentTypeOf(key),
        '--remote',
      );
    }
    console.log(`Seeded the demo catalogue and ${images.length} images.`);
  } else {
    console.log('The database already holds a catalogue: nothing seeded.');
  }
}

if (!(await hasAdmin(db))) {
  if (!env.ADMIN_PASSWORD) {
    console.error('No admin yet: set ADMIN_EMAIL and ADMIN_PASSWORD for this run to create one.');
    process.exit(1);
  }
  await createAdminIfMissing(db, {
    name: 'Shop Owner',
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  });
  console.log(`Created the admin ${env.ADMIN_EMAIL}.`);
}

const siteDir = resolve(env.SITE_DIR);
// Read before building: the build reads this version or a later one, so the Worker never claims a
// change it does not serve (the admin's "Published" waits for a Worker reporting the version).
const catalogueVersion = await readCatalogueVersion(db);
await ensureSiteBuilt(
  db,
  siteDir,
  { DATABASE_URL: env.DATABASE_URL, SITE_URL: env.SITE_URL },
  { force: true },
);
console.log(`Built ${env.SITE_DIR}/ from the remote catalogue.`);
db.$client.close();

// The Worker gets the database, address and catalogue version the pages were just built from.
// wrangler.toml's custom build makes the Worker's modules first (already minified).
wrangler(
  'deploy',
  '--var',
  `DATABASE_URL:${env.DATABASE_URL}`,
  '--var',
  `SITE_URL:${env.SITE_URL}`,
  '--var',
  `CATALOGUE_VERSION:${catalogueVersion}`,
  '--assets',
  siteDir,
  ...wranglerFlags,
);
