import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { SiteAssets } from '../lib/site-assets';

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
const compressible = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);
const memoryCap = 64 * 1024 * 1024;

interface StaticFile {
  diskPath: string;
  type: string;
  etag: string;
  cacheControl: string;
  compressible: boolean;
  raw?: Uint8Array;
  gzip?: Uint8Array;
  brotli?: Uint8Array;
}

/** Astro's hashed bundles never change; everything else must be revalidated. */
const cacheControlFor = (urlPath: string) =>
  urlPath.startsWith('/_astro/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';

/**
 * Serve a built site: `/a/b` finds `/a/b`, `/a/b.html` or `/a/b/index.html`. Files are read once and
 * kept in memory with their gzip and brotli forms (made on first request) up to 64 MB; past that
 * they are read from disk. ETags answer conditional requests with 304.
 */
export async function loadStaticSite(folder: string): Promise<SiteAssets> {
  const files = new Map<string, StaticFile>();
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile() && !e.name.startsWith('.'))) {
    const diskPath = join(entry.parentPath, entry.name);
    const urlPath = '/' + relative(folder, diskPath).split(sep).join('/');
    const extension = extname(diskPath).toLowerCase();
    const info = await stat(diskPath);
    files.set(urlPath, {
      diskPath,
      type: types[extension] ?? 'application/octet-stream',
      etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
      cacheControl: cacheControlFor(urlPath),
      compressible: compressible.has(extension) && info.size > 512,
    });
  }
  let cached = 0;
  const remember = (bytes: Uint8Array) => (cached += bytes.byteLength) <= memoryCap;

  const find = (path: string) => {
    const clean = decodeURIComponentSafe(path).replace(/\/+$/, '');
    return (
      files.get(clean || '/index.html') ??
      files.get(`${clean}/index.html`) ??
      files.get(`${clean}.html`)
    );
  };

  async function bodyFor(file: StaticFile, accepts: string): Promise<[Uint8Array, string | null]> {
    const raw = file.raw ?? (await readFile(file.diskPath));
    if (!file.raw && remember(raw)) file.raw = raw;
    if (!file.compressible) return [raw, null];
    if (/\bbr\b/.test(accepts)) {
      const brotli =
        file.brotli ??
        brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      if (!file.brotli && file.raw && remember(brotli)) file.brotli = brotli;
      return [brotli, 'br'];
    }
    if (/\bgzip\b/.test(accepts)) {
      const gzip = file.gzip ?? gzipSync(raw, { level: 9 });
      if (!file.gzip && file.raw && remember(gzip)) file.gzip = gzip;
      return [gzip, 'gzip'];
    }
    return [raw, null];
  }

  return {
    async serve(path, request) {
      const file = find(path);
      if (!file) return null;
      const headers = new Headers({
        'Content-Type': file.type,
        ETag: file.etag,
        'Cache-Control': file.cacheControl,
      });
      if (file.compressible) headers.set('Vary', 'Accept-Encoding');
      if (request.headers.get('if-none-match') === file.etag)
        return new Response(null, { status: 304, headers });
      const [body, encoding] = await bodyFor(file, request.headers.get('accept-encoding') ?? '');
      if (encoding) headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.byteLength));
      return new Response(request.method === 'HEAD' ? null : (body as BodyInit), {
        status: 200,
        headers,
      });
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
