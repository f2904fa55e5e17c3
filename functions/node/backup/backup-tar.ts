import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { manifestFile, parseManifest } from './manifest';

// A plain POSIX tar (ustar), written and read here in a few lines rather than with a dependency:
// a backup is a handful of regular files, so the format's other kinds never occur.
const block = 512;

function header(path: string, size: number, mtime: number): Buffer {
  const bytes = Buffer.alloc(block);
  let name = path;
  let prefix = '';
  if (Buffer.byteLength(name) > 100) {
    const cut = path.lastIndexOf('/', 155);
    prefix = path.slice(0, cut);
    name = path.slice(cut + 1);
    if (cut < 0 || Buffer.byteLength(name) > 100 || Buffer.byteLength(prefix) > 155)
      throw new Error(`${path} is too long for a tar header`);
  }
  const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;
  bytes.write(name, 0);
  bytes.write(octal(0o644, 8), 100);
  bytes.write(octal(0, 8), 108);
  bytes.write(octal(0, 8), 116);
  bytes.write(octal(size, 12), 124);
  bytes.write(octal(Math.floor(mtime / 1000), 12), 136);
  bytes.write('        ', 148); // the checksum counts its own field as spaces
  bytes.write('0', 156);
  bytes.write('ustar\x0000', 257);
  bytes.write(prefix, 345);
  const sum = bytes.reduce((total, byte) => total + byte, 0);
  bytes.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return bytes;
}

/**
 * A finished backup folder as one tar stream (`<name>/manifest.json`, `<name>/shop.db`,
 * `<name>/pictures/…`): exactly the files its manifest lists, read as they are on disk.
 */
export async function backupTarStream(folder: string, name: string): Promise<Readable> {
  const manifest = parseManifest(await readFile(join(folder, manifestFile), 'utf8'));
  const paths = [manifestFile, ...manifest.files.map((file) => file.path)];
  async function* parts() {
    for (const path of paths) {
      const file = join(folder, path);
      const info = await stat(file);
      yield header(`${name}/${path}`, info.size, info.mtimeMs);
      for await (const chunk of createReadStream(file)) yield chunk as Buffer;
      const pad = (block - (info.size % block)) % block;
      if (pad) yield Buffer.alloc(pad);
    }
    yield Buffer.alloc(block * 2);
  }
  return Readable.from(parts());
}

/** The size of `backupTarStream`'s output, for a Content-Length. */
export async function backupTarSize(folder: string): Promise<number> {
  const manifest = parseManifest(await readFile(join(folder, manifestFile), 'utf8'));
  const padded = (size: number) => Math.ceil(size / block) * block;
  const manifestSize = (await stat(join(folder, manifestFile))).size;
  return (
    [manifestSize, ...manifest.files.map((file) => file.size)].reduce(
      (total, size) => total + block + padded(size),
      0,
    ) +
    block * 2
  );
}

/**
 * Unpack a backup tar into `target` (regular files only; a path that is absolute or climbs out is
 * refused) and return the folder of the one backup it holds.
 */
export async function unpackBackupTar(file: string, target: string): Promise<string> {
  const handle = await open(file, 'r');
  const root = resolve(target);
  const tops = new Set<string>();
  try {
    const size = (await handle.stat()).size;
    let offset = 0;
    while (offset + block <= size) {
      const { buffer } = await handle.read(Buffer.alloc(block), 0, block, offset);
      if (buffer.every((byte) => byte === 0)) break;
      const text = (start: number, length: number) =>
        buffer.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const prefix = text(345, 155);
      const path = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
      const length = parseInt(text(124, 12).trim(), 8);
      const type = text(156, 1);
      if (!Number.isFinite(length)) throw new Error('it is not a tar file');
      offset += block;
      if (type === '0' || type === '') {
        const destination = resolve(root, path);
        if (!destination.startsWith(root + sep) || path.startsWith('/'))
          throw new Error(`it holds a path outside its folder: ${path}`);
        tops.add(path.split('/')[0]!);
        await mkdir(dirname(destination), { recursive: true });
        const out = await open(destination, 'wx');
        try {
          for (let done = 0; done < length;) {
            const chunk = Math.min(1 << 20, length - done);
            const { buffer: bytes } = await handle.read(
              Buffer.alloc(chunk),
              0,
              chunk,
              offset + done,
            );
            await out.write(bytes);
            done += chunk;
          }
        } finally {
          await out.close();
        }
      }
      offset += Math.ceil(length / block) * block;
    }
  } finally {
    await handle.close();
  }
  if (tops.size !== 1) throw new Error('it does not hold exactly one backup folder');
  return join(root, [...tops][0]!);
}
