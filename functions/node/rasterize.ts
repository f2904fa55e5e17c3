import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Rasterize } from '../../db/seed/seed-catalogue';

/**
 * The demo art's pictures as `npm run make:seed-pictures` rendered them, kept in the repository:
 * its blurs and glows take about a minute of CPU to render (decision 049), on every new machine.
 */
export const seedPicturesDir = resolve(import.meta.dirname, '../../db/seed/pictures');
/** Pictures of art that has changed since, rendered on this machine. */
const cacheDir = resolve(import.meta.dirname, '../../.cache/seed-images');

/** The file names of one piece of art's pictures: by content, so changed art gets new ones. */
export function pictureFiles(svg: string, widths: number[]): string[] {
  const digest = createHash('sha256')
    .update(svg)
    .update(widths.join(','))
    .digest('hex')
    .slice(0, 32);
  return widths.map((width) => `${digest}-${width}.webp`);
}

async function readAll(dir: string, files: string[]): Promise<Buffer[] | null> {
  const read = await Promise.all(files.map((file) => readFile(join(dir, file)).catch(() => null)));
  return read.every((file) => file) ? (read as Buffer[]) : null;
}

/**
 * SVG → WebP with sharp: rendered once at the largest width, then scaled down for the others.
 * The kept pictures are used when they are there; others are rendered once and cached on disk.
 */
export const rasterizeWithSharp: Rasterize = async (svg, widths) => {
  const files = pictureFiles(svg, widths);
  const kept = (await readAll(seedPicturesDir, files)) ?? (await readAll(cacheDir, files));
  if (kept) return kept;

  const largest = Math.max(...widths);
  const rendered = await sharp(Buffer.from(svg))
    .resize(largest, largest, { fit: 'inside' })
    .png()
    .toBuffer();
  const pictures = await Promise.all(
    widths.map((width) =>
      sharp(rendered)
        .resize(width, width, { fit: 'inside' })
        .webp({ quality: 82, effort: 5 })
        .toBuffer(),
    ),
  );
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(pictures.map((picture, i) => writeFile(join(cacheDir, files[i]!), picture)));
  return pictures;
};
