// Compressed copies of a built site, made at build time in a child process of the build (see
// site-build.ts), so the server never compresses on its event loop: `page.html.br` and
// `page.html.gz` sit beside `page.html` and the static server sends them as they are.
import { copyFile, link, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The encodings a built file may have a copy in, best first, and the suffix of each copy. */
export const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof precompressedEncodings)[number]['encoding'];

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
// Smaller files gain less than the Content-Encoding header costs.
const minimumBytes = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli's best quality runs at about 0.3 MB/s: worth it for the hashed bundles (a fixed few
 * hundred KB, cached for a year), not for thousands of product pages, where quality 6 is 50 times
 * faster and under a tenth larger.
 */
function compress(encoding: PrecompressedEncoding, sitePath: string, bytes: Buffer) {
  if (encoding === 'gzip') return gzipped(bytes, { level: 9 });
  const quality = sitePath.startsWith('_astro/') ? 11 : 6;
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

/** Whether `previous` holds the same bytes and its copies, which then stand for this file's. */
async function reusable(previous: string, bytes: Buffer): Promise<boolean> {
  const old = await readFile(previous).catch(() => null);
  if (!old?.equals(bytes)) return false;
  const copies = precompressedEncodings.map(({ suffix }) => stat(previous + suffix));
  return Promise.all(copies).then(
    () => true,
    () => false,
  );
}

/** Take the previous build's copies of an identical file; false if they went away meanwhile. */
async function reuseCopies(previous: string, path: string): Promise<boolean> {
  // A hard link shares the old build's bytes; another disk needs a copy.
  const taken = precompressedEncodings.map(({ suffix }) =>
    link(previous + suffix, path + suffix).catch(() => copyFile(previous + suffix, path + suffix)),
  );
  return Promise.all(taken).then(
    () => true,
    () => false,
  );
}

async function precompressFile(folder: string, path: string, previousFolder?: string) {
  const sitePath = relative(folder, path).split(sep).join('/');
  const previous = previousFolder && join(previousFolder, sitePath);
  const bytes = await readFile(path);
  if (previous && (await reusable(previous, bytes)) && (await reuseCopies(previous, path))) return;
  for (const { encoding, suffix } of precompressedEncodings) {
    const packed = await compress(encoding, sitePath, bytes);
    // Unlinked first: writing through a hard link taken above would change the old build's copy.
    await rm(path + suffix, { force: true });
    if (packed.byteLength < bytes.byteLength) await writeFile(path + suffix, packed);
  }
}

/**
 * Write a `.br` and a `.gz` copy beside every compressible file of the built site in `folder`
 * (when smaller). Files identical to those of `previousFolder` (the build being replaced) take
 * its copies instead of being compressed again, so a rebuild pays only for what changed.
 */
export async function precompressSite(folder: string, previousFolder?: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  // Dot files are the build's own records, never served.
  const queue = entries
    .filter(
      (e) =>
        e.isFile() && !e.name.startsWith('.') && compressible.has(extname(e.name).toLowerCase()),
    )
    .map((e) => join(e.parentPath, e.name));
  const worker = async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      if ((await stat(path)).size >= minimumBytes)
        await precompressFile(folder, path, previousFolder);
    }
  };
  // zlib's asynchronous calls run on libuv's thread pool, between reads and writes of each file:
  // with one queue runner per core the cores waited on the disk half the time (5,000 pages took
  // 20.6 s here, 12.0 s with four runners per core).
  await Promise.all(Array.from({ length: 4 * availableParallelism() }, worker));
}

// Run as the build's child process: `node --import tsx precompress.ts <site> [<previous site>]`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [folder, previous] = process.argv.slice(2);
  if (!folder) throw new Error('usage: precompress.ts <site folder> [<previous site folder>]');
  await precompressSite(folder, previous);
}
