// @ts-check
// `astro build` for site-build.ts, through Astro's JavaScript API instead of its command line, so a
// build can leave out the content sync (about 1 s of a 5 s build at 5,000 products). site-build.ts
// asks for that only when the build replaces a site made from the same sources, whose build synced
// the same content into Astro's data store, and the store is still there.
//
// Astro writes the pages' server code into `.prerender/` of its output folder, or, when that folder
// is outside the working directory (a site under /tmp), of `.astro/` in the working directory; the
// code must stay inside the checkout, where it finds node_modules. Each build works in a folder of
// its own, CHANDI_BUILDS_DIR/<its process id> (site-build.ts), so builds from one checkout (a
// server's rebuild beside `npm run build`, test files side by side) never share that code.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'astro';

const root = resolve(import.meta.dirname, '../..');
// Paths the build reads from the environment are relative to the checkout, where it was started.
for (const name of ['CHANDI_OUT_DIR', 'CHANDI_PREVIOUS_SITE']) {
  const path = process.env[name];
  if (path) process.env[name] = resolve(root, path);
}
const databaseUrl = process.env.DATABASE_URL ?? '';
if (databaseUrl.startsWith('file:') && !databaseUrl.startsWith('file:/'))
  process.env.DATABASE_URL = `file:${resolve(root, databaseUrl.slice('file:'.length))}`;
const builds = process.env.CHANDI_BUILDS_DIR;
if (!builds)
  throw new Error('CHANDI_BUILDS_DIR is not set: functions/node/site-build.ts runs this');
const scratch = join(builds, String(process.pid));
mkdirSync(scratch, { recursive: true });
process.chdir(scratch);
// A build that is stopped (a publish overtaken by a newer change) takes its folder with it.
process.once('SIGTERM', () => {
  rmSync(scratch, { recursive: true, force: true });
  process.exit(143);
});

// `sync` is an option of Astro's builder (AstroBuilderOptions) that the public type leaves out.
const options = { devOutput: false, sync: process.env.CHANDI_CONTENT_SYNCED !== '1' };
try {
  await build({ root, logLevel: 'silent' }, options);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
