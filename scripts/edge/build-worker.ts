// `npx tsx scripts/edge/build-worker.ts [outDir]`: the Worker as an entry module and chunks (esbuild
// with code splitting), which wrangler uploads as they are (`no_bundle`, wrangler.toml). Wrangler's
// own bundler inlines every `import()`, so the PDF and CSV code would be parsed on every cold
// isolate; split, a route's `import()` loads its chunk the first time it is asked for (decision 047).
// wrangler.toml runs this as its custom build (`deploy`, `dev`); the Worker tests call it directly.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

export const repoRoot = resolve(import.meta.dirname, '../..');
/** Where wrangler.toml's `main` points. */
export const defaultWorkerDir = resolve(repoRoot, '.cache/worker');
/** The entry module's file name inside the output folder. */
export const workerEntry = 'worker.js';

/**
 * drizzle-orm's shared core imports two PostgreSQL modules (and their column classes) to recognise
 * a Postgres enum in `sql` and a Postgres composite key in `relations`. The shop's tables are all
 * SQLite, so neither ever matches: the stand-ins keep the same checks (nothing is a Postgres enum;
 * a key builder of Postgres's entity kind, which no SQLite builder has) without pg-core.
 */
const sqliteOnlyDrizzle: Plugin = {
  name: 'sqlite-only-drizzle',
  setup(build) {
    const stubs: Record<string, string> = {
      '../pg-core/columns/enum.js': 'export const isPgEnum = () => false;',
      './pg-core/primary-keys.js':
        "export class PrimaryKeyBuilder { static [Symbol.for('drizzle:entityKind')] = 'PgPrimaryKeyBuilder'; }",
    };
    build.onResolve({ filter: /\/pg-core\// }, (args) =>
      /[\\/]node_modules[\\/]drizzle-orm[\\/]/.test(args.importer) && stubs[args.path]
        ? { path: args.path, namespace: 'sqlite-only-drizzle' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'sqlite-only-drizzle' }, (args) => ({
      contents: stubs[args.path],
      loader: 'js',
    }));
  },
};

/**
 * Build functions/worker.ts into `outDir` (emptied first): `worker.js` and `chunks/*.js`. With
 * `splitting: false`, one module holding everything, as wrangler's own bundler made it (the
 * bench's comparison).
 */
export async function buildWorker(
  outDir = defaultWorkerDir,
  { splitting = true } = {},
): Promise<Metafile> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: { worker: 'functions/worker.ts' },
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting,
    format: 'esm',
    minify: true,
    // esbuild's `keepNames` would wrap every function to keep its name: stack traces do not need
    // it, and it costs about 7 KB gzip.
    keepNames: false,
    sourcemap: 'linked',
    // What wrangler's bundler would use for workerd (its target, conditions and NODE_ENV).
    target: 'es2024',
    supported: { using: true },
    conditions: ['workerd', 'worker', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    external: ['cloudflare:*'],
    plugins: [sqliteOnlyDrizzle],
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const outDir = process.argv[2] ? resolve(repoRoot, process.argv[2]) : defaultWorkerDir;
  await buildWorker(outDir);
}
