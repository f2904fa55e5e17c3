import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { SiteAssets } from '../lib/site-assets';
import { edgeAssetFiles, hashedAssetCacheControl } from './edge-asset-files';
import { precompressedEncodings, type PrecompressedEncoding } from './precompress';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.webmanifest': 'application/manifest+json',
};
const memoryCap = 64 * 1024 * 1024;

/** How long a loaded build is trusted before the folder is looked at again for a newer one. */
const recheckMs = 1000;

type Encoding = PrecompressedEncoding | 'identity';

interface StaticFile {
  diskPath: string;
  type: string;
  /** From the file's size and time, looked up at its first request (not for thousands at once). */
  etag?: Promise<string>;
  cacheControl: string;
  /** The compressed copies the build wrote beside the file (precompress.ts), by encoding. */
  copies: Map<PrecompressedEncoding, string>;
  /** Bodies read (or being read) from disk and kept in memory, by encoding. */
  bodies: Map<Encoding, Promise<Uint8Array>>;
}

/** One build of the site as found on disk: its files by URL path and what of them is in memory. */
interface Build {
  folder: string;
  stamp: string;
  files: Map<string, StaticFile>;
  cachedBytes: number;
}

/** Astro's hashed bundles never change; everything else must be revalidated. */
const cacheControlFor = (urlPath: string) =>
  urlPath.startsWith('/_astro/') ? hashedAssetCacheControl : 'public, max-age=0, must-revalidate';

/** Changes when another build is swapped in (a new folder) or files are added or removed at its top. */
async function folderStamp(folder: string): Promise<string> {
  const info = await stat(folder);
  return `${info.ino}-${info.mtimeMs}`;
}

async function readBuild(folder: string): Promise<Build> {
  folder = resolve(folder);
  // Each path starts with `folder` and a separator (path.relative took 70 ms over 15,000 files).
  const urlPathOf = (diskPath: string) => diskPath.slice(folder.length).split(sep).join('/');
  const stamp = await folderStamp(folder);
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const paths = new Set(entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)));
  const isCopy = (path: string) =>
    precompressedEncodings.some(
      ({ suffix }) => path.endsWith(suffix) && paths.has(path.slice(0, -suffix.length)),
    );
  const files = new Map<string, StaticFile>();
  const served = [...paths].filter((path) => {
    const urlPath = urlPathOf(path);
    return !/\/\.[^/]*$/.test(urlPath) && !edgeAssetFiles.includes(urlPath) && !isCopy(path);
  });
  for (const diskPath of served) {
    const urlPath = urlPathOf(diskPath);
    const copies = new Map<PrecompressedEncoding, string>();
    for (const { encoding, suffix } of precompressedEncodings)
      if (paths.has(diskPath + suffix)) copies.set(encoding, diskPath + suffix);
    files.set(urlPath, {
      diskPath,
      type: types[extname(diskPath).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath),
      copies,
      bodies: new Map(),
    });
  }
  return { folder, stamp, files, cachedBytes: 0 };
}

function find(build: Build, path: string): StaticFile | undefined {
  const clean = decodeURIComponentSafe(path).replace(/\/+$/, '');
  return (
    build.files.get(clean || '/index.html') ??
    build.files.get(`${clean}/index.html`) ??
    build.files.get(`${clean}.html`)
  );
}

/** The best encoding the client accepts that the build made a copy in. */
function encodingFor(file: StaticFile, accepts: string): Encoding {
  for (const { encoding } of precompressedEncodings) {
    if (file.copies.has(encoding) && new RegExp(`\\b${encoding}\\b`).test(accepts)) return encoding;
  }
  return 'identity';
}

/** Bytes read by path after another build took the folder: they are that build's, not this one's. */
class BuildReplaced extends Error {}

/** Fails with `BuildReplaced` when another build has taken `build`'s folder since it was read. */
async function stillCurrent(build: Build): Promise<void> {
  if ((await folderStamp(build.folder).catch(() => null)) !== build.stamp)
    throw new BuildReplaced();
}

function etagFor(build: Build, file: StaticFile): Promise<string> {
  if (file.etag) return file.etag;
  const looking = stat(file.diskPath).then(async (info) => {
    await stillCurrent(build);
    return `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  });
  file.etag = looking;
  looking.catch(() => (file.etag = undefined));
  return looking;
}

/** One form of a file's bytes: one read however many ask at once, kept while under the cap. */
function bodyFor(build: Build, file: StaticFile, encoding: Encoding): Promise<Uint8Array> {
  const kept = file.bodies.get(encoding);
  if (kept) return kept;
  const path = encoding === 'identity' ? file.diskPath : file.copies.get(encoding)!;
  // Served with this build's pages kept in memory, another build's bytes would mix two sites.
  const reading = readFile(path).then(async (bytes) => {
    await stillCurrent(build);
    return bytes;
  });
  file.bodies.set(encoding, reading);
  reading.then(
    (bytes) => {
      if (build.cachedBytes + bytes.byteLength <= memoryCap) build.cachedBytes += bytes.byteLength;
      else file.bodies.delete(encoding);
    },
    () => file.bodies.delete(encoding),
  );
  return reading;
}

const vanished = (error: unknown) =>
  error instanceof BuildReplaced ||
  ['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** `undefined` for a file that went away with its build; any other failure is thrown again. */
function unlessVanished(error: unknown): undefined {
  if (vanished(error)) return undefined;
  throw error;
}

/** The response for `path` from one build; `undefined` when its file is gone from disk. */
async function respond(build: Build, path: string, request: Request) {
  const file = find(build, path);
  if (!file) return null;
  const etag = await etagFor(build, file).catch(unlessVanished);
  if (!etag) return undefined;
  const headers = new Headers({
    'Content-Type': file.type,
    ETag: etag,
    'Cache-Control': file.cacheControl,
  });
  if (file.copies.size) headers.set('Vary', 'Accept-Encoding');
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });
  const encoding = encodingFor(file, request.headers.get('accept-encoding') ?? '');
  const body = await bodyFor(build, file, encoding).catch(unlessVanished);
  if (!body) return undefined;
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : (body as BodyInit), {
    status: 200,
    headers,
  });
}

/** A built site on disk, served by the Node server. */
export interface StaticSite extends SiteAssets {
  /** Read the folder again now (a build was just swapped in), so the next requests get it. */
  reload(): Promise<void>;
}

/**
 * Serve a built site: `/a/b` finds `/a/b`, `/a/b.html` or `/a/b/index.html`. Compressed forms are
 * the `.br`/`.gz` copies the build wrote (never made here); files and copies are read once and kept
 * in memory up to 64 MB, past that read from disk. ETags answer conditional requests with 304.
 * When another build replaces the folder's files, the next requests are served from it: a file that
 * is gone answers as missing (null), never as an error.
 */
export async function loadStaticSite(folder: string): Promise<StaticSite> {
  let build = await readBuild(folder);
  let checkedAt = Date.now();
  let reloading: Promise<Build> | undefined;

  // While the folder is being swapped it may be missing for a moment: keep serving what we have.
  const reload = () =>
    (reloading ??= readBuild(folder)
      .then(
        (fresh) => (build = fresh),
        () => build,
      )
      .finally(() => (reloading = undefined)));

  async function current(): Promise<Build> {
    if (Date.now() - checkedAt < recheckMs) return build;
    checkedAt = Date.now();
    const stamp = await folderStamp(folder).catch(() => build.stamp);
    return stamp === build.stamp ? build : reload();
  }

  return {
    async serve(path, request) {
      const answer = await respond(await current(), path, request);
      if (answer !== undefined) return answer;
      // The file went away behind us: another build took its place. Look again, once.
      return (await respond(await reload(), path, request)) ?? null;
    },
    async reload() {
      // A reading already under way may have begun before the swap: then read once more.
      const read = await reload();
      const stamp = await folderStamp(folder).catch(() => read.stamp);
      if (read.stamp !== stamp) await reload();
      checkedAt = Date.now();
    },
  };
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
