import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pageInputsFile, pagesWithOlderFrame, readPageInputs } from '../../src/build/product-pages';
import type { Db } from '../lib/db';
import { readCatalogueVersion } from '../lib/catalogue-version';
import { buildWithAstro } from './astro-builder';
import { writeEdgeAssetFiles } from './edge-asset-files';
import { keepUnchangedProductPages } from './kept-pages';
import { isRunning } from './process-alive';

const root = resolve(import.meta.dirname, '../..');
const stampFile = '.build-info.json';
// What the pages are made from besides the data: if any of it is newer than the build, rebuild.
const sources = [
  'src',
  'public',
  'db/seed',
  'functions/features',
  'functions/lib',
  // The compressed copies and the Workers assets rules (security headers) are part of the build.
  'functions/middleware',
  'functions/node/precompress.ts',
  'functions/node/edge-asset-files.ts',
  'astro.config.mjs',
  'package-lock.json',
];

// The environment the pages depend on besides the data and the sources.
const pageOptionNames = ['SITE_URL', 'LISTING_EMBED_LIMIT', 'VITALS_SAMPLE'];

interface BuildStamp {
  catalogueVersion: number;
  sourcesModified: number;
  /** The values of `pageOptionNames` the site was built with. */
  options: Record<string, string>;
  /** Product pages kept with an older frame (see `frameLaterFrom`): the next build renders them. */
  olderFrames?: number;
}

async function newestModification(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((e) => e.isFile())
      .map((e) => stat(join(e.parentPath, e.name)).then((s) => s.mtimeMs)),
  );
  return Math.max(info.mtimeMs, ...times);
}

async function currentStamp(db: Db, env: Record<string, string>): Promise<BuildStamp> {
  const times = await Promise.all(sources.map((source) => newestModification(join(root, source))));
  const options = Object.fromEntries(
    pageOptionNames.map((name) => [name, env[name] ?? process.env[name] ?? '']),
  );
  return {
    catalogueVersion: await readCatalogueVersion(db),
    sourcesModified: Math.max(...times),
    options,
  };
}

async function readStamp(siteDir: string): Promise<BuildStamp | null> {
  const text = await readFile(join(siteDir, stampFile), 'utf8').catch(() => null);
  return text ? (JSON.parse(text) as BuildStamp) : null;
}

/** Whether a site built with `built` has the pages these sources and options make from some data. */
const sameMaking = (built: BuildStamp, stamp: BuildStamp) =>
  built.sourcesModified >= stamp.sourcesModified &&
  JSON.stringify(built.options ?? {}) === JSON.stringify(stamp.options);

const isFresh = (built: BuildStamp, stamp: BuildStamp) =>
  built.catalogueVersion === stamp.catalogueVersion &&
  !built.olderFrames &&
  sameMaking(built, stamp);

/**
 * Run a Node program in a child process (never on the server's event loop), from the checkout.
 * `signal` stops it; the promise settles only once the child is gone, so nothing writes after.
 */
function runChild(
  args: string[],
  env: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
      signal,
    });
    child.on('error', (error) => {
      if (!signal?.aborted) fail(error);
    });
    child.on('exit', (code) => {
      if (signal?.aborted) fail(new Error('the build was stopped'));
      else if (code === 0) done();
      else fail(new Error(`${args.join(' ')} exited with code ${code}`));
    });
  });
}

/** Where Astro's content sync keeps the content collections for builds (its `cacheDir`). */
const contentStore = join(root, 'node_modules/.astro/data-store.json');

/**
 * Where each Astro build works, in a folder named by its builder's process id and the build's
 * number (astro-build.mjs): inside the checkout, so that the pages' server code Astro writes there
 * finds node_modules.
 */
const buildsDir = join(root, '.astro', 'builds');

/** The folders of builds that were killed outright (a stopped build removes its own). */
async function removeAbandonedBuildFolders() {
  const names = await readdir(buildsDir).catch(() => []);
  await Promise.all(
    names
      .filter((name) => !isRunning(Number.parseInt(name, 10)))
      .map((name) => rm(join(buildsDir, name), { recursive: true, force: true })),
  );
}

/** What a build of only the changed product pages may leave for later. */
interface BuildOptions {
  /**
   * Keep product pages whose only change is the frame (settings, category names) as they are, when
   * there are at least this many.
   */
  frameLaterFrom?: number;
  /** Stops the build; the served site stays as it was. */
  signal?: AbortSignal;
}

/**
 * `astro build` into `outDir`; given the site it replaces (`previous`), only the product pages whose
 * inputs changed since it (src/build/product-pages.ts).
 */
async function runAstroBuild(
  outDir: string,
  env: Record<string, string>,
  previous: string | undefined,
  { frameLaterFrom, signal }: BuildOptions,
): Promise<void> {
  await removeAbandonedBuildFolders();
  return buildWithAstro(
    {
      ...env,
      CHANDI_BUILDS_DIR: buildsDir,
      CHANDI_OUT_DIR: outDir,
      CHANDI_PREVIOUS_SITE: previous ?? '',
      CHANDI_FRAME_LATER_FROM: frameLaterFrom ? String(frameLaterFrom) : '',
      // The site it replaces was built from the same sources, so with the same content.
      CHANDI_CONTENT_SYNCED: previous && existsSync(contentStore) ? '1' : '',
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    signal,
  );
}

/** `.br` and `.gz` copies beside the built files, reusing those of `previous` for unchanged files. */
function runPrecompress(outDir: string, previous: string, signal?: AbortSignal): Promise<void> {
  const script = join(root, 'functions/node/precompress.ts');
  const args = ['--import', 'tsx', script, outDir, ...(existsSync(previous) ? [previous] : [])];
  return runChild(args, {}, signal);
}

/** `rm -r` of `folder` in a child Node process. */
const removeInChild = (folder: string) =>
  runChild([
    '-e',
    'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })',
    folder,
  ]);

/** The removal of the site the last build replaced; the next build waits for it (same name). */
let removing: Promise<void> = Promise.resolve();

/**
 * Build into the fresh folder `next`: every page, or, given the site it replaces (`previous`), every
 * page but the product pages whose inputs have not changed, which are then taken from `previous`.
 */
async function buildInto(
  next: string,
  target: string,
  env: Record<string, string>,
  previous: string | undefined,
  options: BuildOptions = {},
) {
  await rm(next, { recursive: true, force: true });
  await runAstroBuild(next, env, previous, options);
  // Compressed before the kept pages join, which bring their copies: only new files are read.
  await runPrecompress(next, target, options.signal);
  if (previous) await keepUnchangedProductPages(previous, next);
  await writeEdgeAssetFiles(next);
}

/**
 * Build the storefront into `siteDir` unless it is already built from this catalogue version and
 * these sources. Builds into a fresh sibling folder, with compressed copies of its files and the
 * Workers assets rules, and swaps it in, so a half-built site is never served. When only the data
 * changed since the current build (same sources and options), it renders only the product pages
 * whose inputs changed and takes the others from the current build (decision 022); with
 * `frameLaterFrom`, product pages whose only change is the frame are taken too when there are at
 * least that many, and the next call renders them. `force` builds every page. Returns true when it
 * built.
 */
export async function ensureSiteBuilt(
  db: Db,
  siteDir: string,
  env: Record<string, string>,
  options: BuildOptions & { force?: boolean } = {},
): Promise<boolean> {
  const target = resolve(root, siteDir);
  await removing;
  const stamp = await currentStamp(db, env);
  const built = options.force ? null : await readStamp(target);
  if (built && isFresh(built, stamp)) return false;
  const next = `${target}-next-${process.pid}`;
  const previous =
    built && sameMaking(built, stamp) && existsSync(join(target, pageInputsFile))
      ? target
      : undefined;
  try {
    await buildInto(next, target, env, previous, options);
  } catch (error) {
    if (!previous || options.signal?.aborted) throw error;
    console.error('Building only what changed failed; building every page instead:', error);
    await buildInto(next, target, env, undefined);
  }
  const inputs = readPageInputs(next);
  const olderFrames = inputs ? pagesWithOlderFrame(inputs) : 0;
  await writeFile(join(next, stampFile), JSON.stringify({ ...stamp, olderFrames }));
  const old = `${target}-old-${process.pid}`;
  if (existsSync(target)) await rename(target, old);
  await rename(next, target);
  // Thousands of files: removed after the swap, so the new site is not kept waiting for it, and in a
  // child process: on the server's four file-system threads, the removal held up the reading of the
  // new site's index (1.2 s instead of 0.3 at 5,000 products) and the serving of files.
  removing = removeInChild(old).catch((error: unknown) =>
    console.error(`Removing the replaced site ${old} failed:`, error),
  );
  return true;
}

/** How many product pages of the site in `siteDir` still show an older frame (`frameLaterFrom`). */
export async function pagesWithOlderFrameIn(siteDir: string): Promise<number> {
  return (await readStamp(resolve(root, siteDir)))?.olderFrames ?? 0;
}
