// `npm run build`: prepare the database (migrate, seed if empty) and build the storefront into SITE_DIR.
import { parseEnv } from '../functions/env';
import { createFileBlobStore } from '../functions/node/blob-store';
import { prepareData } from '../functions/node/prepare-data';
import { ensureSiteBuilt } from '../functions/node/site-build';

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const env = parseEnv(process.env);
let started = performance.now();
const { db, seeded, generatedAdminPassword } = await prepareData(
  env,
  createFileBlobStore(env.UPLOADS_DIR),
);
console.log(`Database ready${seeded ? ' (demo catalogue seeded)' : ''} in ${seconds(started)} s`);
if (generatedAdminPassword) {
  console.log(
    `Created the admin ${env.ADMIN_EMAIL} with the generated password (shown only this once): ${generatedAdminPassword}`,
  );
}
started = performance.now();
await ensureSiteBuilt(
  db,
  env.SITE_DIR,
  { DATABASE_URL: env.DATABASE_URL, SITE_URL: env.SITE_URL },
  { force: true },
);
console.log(`Built ${env.SITE_DIR}/ in ${seconds(started)} s`);
