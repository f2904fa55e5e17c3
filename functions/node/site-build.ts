import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Db } from '../lib/db';
import { readCatalogueVersion } from '../lib/catalogue-version';
import { takingTurns } from './build-lock';
import { writeEdgeAssetFiles } from './edge-asset-files';

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

interface BuildStamp {
  catalogueVersion: number;
  sourcesModified: number;
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

async function currentStamp(db: Db): Promise<BuildStamp> {
  const times = await Promise.all(sources.map((source) => newestModification(join(root, source))));
  return { catalogueVersion: await readCatalogueVersion(db), sourcesModified: Math.max(...times) };
}

async function isFresh(siteDir: string, stamp: BuildStamp): Promise<boolean> {
  const text = await readFile(join(siteDir, stampFile), 'utf8').catch(() => null);
  if (!text) return false;
  const built = JSON.parse(text) as BuildStamp;
  return (
    built.catalogueVersion === stamp.catalogueVersion &&
    built.sourcesModified >= stamp.sourcesModified
  );
}

/** Run a Node program in a child process (never on the server's event loop), from the checkout. */
function runChild(args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} exited with code ${code}`)),
    );
  });
}

/** `astro build` into `outDir`. */
function runAstroBuild(outDir: string, env: Record<string, string>): Promise<void> {
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  // Astro keeps its build scratch files in the checkout (`.astro/`): two builds at once (a server's
  // rebuild and `npm run build`, or test files in parallel) break each other.
  return takingTurns(join(root, '.astro', 'build.lock'), () =>
    runChild([astro, 'build', '--silent'], {
      ...env,
      CHANDI_OUT_DIR: outDir,
      ASTRO_TELEMETRY_DISABLED: '1',
    }),
  );
}

/** `.br` and `.gz` copies beside the built files, reusing those of `previous` for unchanged files. */
function runPrecompress(outDir: string, previous: string): Promise<void> {
  const script = join(root, 'functions/node/precompress.ts');
  return runChild(['--import', 'tsx', script, outDir, ...(existsSync(previous) ? [previous] : [])]);
}

/**
 * Build the storefront into `siteDir` unless it is already built from this catalogue version and
 * these sources. Builds into a fresh sibling folder, with compressed copies of its files and the
 * Workers assets rules, and swaps it in, so a half-built site is never served.
 * Returns true when it built.
 */
export async function ensureSiteBuilt(
  db: Db,
  siteDir: string,
  env: Record<string, string>,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const target = resolve(root, siteDir);
  const stamp = await currentStamp(db);
  if (!options.force && existsSync(target) && (await isFresh(target, stamp))) return false;
  const next = `${target}-next-${process.pid}`;
  await rm(next, { recursive: true, force: true });
  await runAstroBuild(next, env);
  await runPrecompress(next, target);
  await writeEdgeAssetFiles(next);
  await writeFile(join(next, stampFile), JSON.stringify(stamp));
  const old = `${target}-old-${process.pid}`;
  if (existsSync(target)) await rename(target, old);
  await rename(next, target);
  await rm(old, { recursive: true, force: true });
  return true;
}
