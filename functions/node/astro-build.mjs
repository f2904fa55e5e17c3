// @ts-check
// The Astro builder that astro-builder.ts keeps in a child process: it builds the site each time
// it is asked (a message holding the build's environment) and answers when done, so a publish after
// the first pays for the build alone, not for starting Node and loading Astro again (decision 050).
// It builds through Astro's JavaScript API instead of its command line, so a build can leave out
// the content sync (about 1 s of a 5 s build at 5,000 products): site-build.ts asks for that only
// when the build replaces a site made from the same sources, whose build synced the same content
// into Astro's data store, and the store is still there.
//
// Astro writes the pages' server code into `.prerender/` of its output folder, or, when that folder
// is outside the working directory (a site under /tmp), of `.astro/` in the working directory; the
// code must stay inside the checkout, where it finds node_modules. Each build works in a folder of
// its own, CHANDI_BUILDS_DIR/<process id>-<build number>, so builds from one checkout (a server's
// rebuild beside `npm run build`, test files side by side) never share that code, and a later build
// of this process imports its own pages' code rather than the modules Node cached for an earlier one.
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'astro';

const root = resolve(import.meta.dirname, '../..');

/** @typedef {{ env: Record<string, string> }} BuildRequest */
/** @typedef {{ ok: true, heapUsed: number } | { ok: false, error: string }} BuildAnswer */

/** Make `env` this process's whole environment, as a child started with it would have. */
function takeEnvironment(/** @type {Record<string, string>} */ env) {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
  // Paths the build reads from the environment are relative to the checkout, where it was started.
  for (const name of ['CHANDI_OUT_DIR', 'CHANDI_PREVIOUS_SITE']) {
    const path = process.env[name];
    if (path) process.env[name] = resolve(root, path);
  }
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (databaseUrl.startsWith('file:') && !databaseUrl.startsWith('file:/'))
    process.env.DATABASE_URL = `file:${resolve(root, databaseUrl.slice('file:'.length))}`;
}

/** The folder of the build under way, removed when it ends or the build is stopped. */
let scratch = '';
let builds = 0;

// A build that is stopped (a publish overtaken by a newer change) takes its folder with it.
process.once('SIGTERM', () => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  process.exit(143);
});
// The server (or test) that asked for builds is gone, or has let this builder go.
process.once('disconnect', () => process.exit(0));

async function buildOnce(/** @type {BuildRequest} */ { env }) {
  takeEnvironment(env);
  const buildsDir = process.env.CHANDI_BUILDS_DIR;
  if (!buildsDir) throw new Error('CHANDI_BUILDS_DIR is not set: site-build.ts sets it');
  scratch = join(buildsDir, `${process.pid}-${++builds}`);
  mkdirSync(scratch, { recursive: true });
  process.chdir(scratch);
  // `sync` is an option of Astro's builder (AstroBuilderOptions) that the public type leaves out.
  const options = { devOutput: false, sync: process.env.CHANDI_CONTENT_SYNCED !== '1' };
  try {
    await build({ root, logLevel: 'silent' }, options);
  } finally {
    process.chdir(root);
    rmSync(scratch, { recursive: true, force: true });
    scratch = '';
  }
}

process.on('message', (/** @type {BuildRequest} */ request) => {
  buildOnce(request).then(
    () => {
      globalThis.gc?.();
      answer({ ok: true, heapUsed: process.memoryUsage().heapUsed });
    },
    (error) =>
      answer({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});

function answer(/** @type {BuildAnswer} */ message) {
  process.send?.(message);
}
