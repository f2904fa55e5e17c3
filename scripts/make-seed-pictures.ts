/**
 * `npm run make:seed-pictures`: renders the demo catalogue's art (db/seed/art/) into the WebP
 * pictures kept in db/seed/pictures/, and removes those of art that is gone. Run it after changing
 * the art: until then each new machine renders the changed pictures itself at its first start,
 * and `db/seed/pictures.test.ts` fails.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoArt } from '../db/seed/seed-catalogue';
import { pictureFiles, rasterizeWithSharp, seedPicturesDir } from '../functions/node/rasterize';

mkdirSync(seedPicturesDir, { recursive: true });
const wanted = new Set<string>();
for (const { svg, widths } of demoArt()) {
  const pictures = await rasterizeWithSharp(svg, widths);
  pictureFiles(svg, widths).forEach((file, i) => {
    wanted.add(file);
    writeFileSync(join(seedPicturesDir, file), pictures[i]!);
  });
}
const stale = readdirSync(seedPicturesDir).filter((file) => !wanted.has(file));
for (const file of stale) rmSync(join(seedPicturesDir, file));
console.log(`${wanted.size} pictures in ${seedPicturesDir}; ${stale.length} removed.`);
