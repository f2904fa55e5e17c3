import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Rasterize } from '../../db/seed/seed-catalogue';

const cacheDir = resolve(import.meta.dirname, '../../.cache/seed-images');

/**
 * SVG → WebP with sharp: rendered once at the largest width, then scaled down for the others.
 * Results are cached on disk by content, so re-seeding (tests, fresh databases) costs almost nothing.
 */
export const rasterizeWithSharp: Rasterize = async (svg, widths) => {
  const largest = Math.max(...widths);
  const digest = createHash('sha256')
    .update(svg)
    .update(widths.join(','))
    .digest('hex')
    .slice(0, 32);
  const paths = widths.map((width) => join(cacheDir, `${digest}-${width}.webp`));
  const cached = await Promise.all(paths.map((path) => readFile(path).catch(() => null)));
  if (cached.every((file) => file)) return cached as Buffer[];

  const rendered = await sharp(Buffer.from(svg))
    .resize(largest, largest, { fit: 'inside' })
    .png()
    .toBuffer();
  const files = await Promise.all(
    widths.map((width) =>
      sharp(rendered)
        .resize(width, width, { fit: 'inside' })
        .webp({ quality: 82, effort: 5 })
        .toBuffer(),
    ),
  );
  await mkdir(cacheDir, { recursive: true });
  await Promise.all(files.map((file, i) => writeFile(paths[i]!, file)));
  return files;
};
