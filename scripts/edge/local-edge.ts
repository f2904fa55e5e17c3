// What running the Worker locally needs around it (dev:edge and the Worker tests): the embedded
// database prepared and the site built from it, a libSQL HTTP endpoint over that database, and a
// wrangler config whose paths point at the chosen folders.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { parseEnv, type AppEnv } from '../../functions/env';
import { createFileBlobStore } from '../../functions/node/blob-store';
import { prepareData } from '../../functions/node/prepare-data';
import { ensureSiteBuilt } from '../../functions/node/site-build';
import { buildWorker, workerEntry } from './build-worker';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** Migrate and seed the embedded database, make sure an admin exists, and build the site from it. */
export async function prepareLocalEdge(source: Record<string, string | undefined>) {
  const env: AppEnv = parseEnv(source);
  const prepared = await prepareData(env, createFileBlobStore(env.UPLOADS_DIR));
  await ensureSiteBuilt(prepared.db, env.SITE_DIR, {
    DATABASE_URL: env.DATABASE_URL,
    SITE_URL: env.SITE_URL,
  });
  return { env, ...prepared };
}

/** The file path inside a `file:` database URL. */
export function databaseFile(url: string): string {
  if (!url.startsWith('file:')) throw new Error('The local edge needs a file: DATABASE_URL');
  return resolve(url.slice('file:'.length));
}

/**
 * A copy of wrangler.toml in `folder` with absolute paths, serving `siteDir` as the assets, so
 * the real configuration is what runs. The Worker is built into `folder/worker` first (each caller's
 * own, so Workers running side by side never read each other's half-written chunks), unless
 * `builtWorkerDir` names a bundle already built (the tests' `sharedWorkerDir`); with
 * `rebuildOnChange` (dev:edge) wrangler builds it there again when a source changes, otherwise the
 * config has no build step; `splitting: false` builds it as one module (the bench's comparison).
 */
export async function writeEdgeConfig(
  folder: string,
  siteDir: string,
  {
    rebuildOnChange = false,
    splitting = true,
    builtWorkerDir,
  }: { rebuildOnChange?: boolean; splitting?: boolean; builtWorkerDir?: string } = {},
): Promise<string> {
  const workerDir = builtWorkerDir ?? join(resolve(folder), 'worker');
  if (!builtWorkerDir) await buildWorker(workerDir, { splitting });
  const config = (await readFile(join(repoRoot, 'wrangler.toml'), 'utf8'))
    .replace(/^main = ".*"$/m, `main = ${JSON.stringify(join(workerDir, workerEntry))}`)
    .replace(/^directory = ".*"$/m, `directory = ${JSON.stringify(resolve(siteDir))}`)
    .replace(/^\[build\]\n(?:.+\n)*/m, (section) =>
      rebuildOnChange
        ? section
            .replace(/^command = ".*"$/m, (line) => line.replace(/\S+"$/, `${workerDir}"`))
            // Watched folders are read relative to the config's own folder.
            .replace(/^watch_dir = (.*)$/m, (_line, dirs: string) => {
              const relocated = (JSON.parse(dirs) as string[]).map((dir) =>
                relative(resolve(folder), join(repoRoot, dir)),
              );
              return `watch_dir = ${JSON.stringify(relocated)}`;
            })
        : '',
    );
  const path = join(folder, 'wrangler.toml');
  await writeFile(path, config);
  return path;
}

/** Every file below `folder` as a blob key (its relative path with forward slashes). */
export async function blobFiles(folder: string): Promise<{ key: string; path: string }[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { key: relative(folder, path).split(sep).join('/'), path };
    });
}

const imageTypes: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
export const contentTypeOf = (key: string) =>
  imageTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/** The part of R2's binding used here (the Workers types are not loaded in Node code). */
interface MediaBucket {
  head(key: string): Promise<unknown>;
  put(
    key: string,
    value: Uint8Array,
    options: { httpMetadata: { contentType: string } },
  ): Promise<unknown>;
}

/**
 * Put the images of the embedded shop (demo catalogue and uploads) into the local R2 bucket that
 * `wrangler dev` keeps under `persistTo`, skipping those already there.
 */
export async function copyUploadsToLocalR2(
  uploadsDir: string,
  configPath: string,
  persistTo: string,
) {
  const proxy = await getPlatformProxy<{ MEDIA: MediaBucket }>({
    configPath,
    persist: { path: join(persistTo, 'v3') },
  });
  try {
    let copied = 0;
    for (const { key, path } of await blobFiles(uploadsDir)) {
      if (await proxy.env.MEDIA.head(key)) continue;
      await proxy.env.MEDIA.put(key, await readFile(path), {
        httpMetadata: { contentType: contentTypeOf(key) },
      });
      copied += 1;
    }
    return copied;
  } finally {
    await proxy.dispose();
  }
}
