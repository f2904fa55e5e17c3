// The demo art's pictures are kept in the repository (decision 049): every picture the seed
// stores is there, so a new machine renders none, and nothing else is.
import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { pictureFiles, seedPicturesDir } from '../../functions/node/rasterize';
import { demoArt } from './seed-catalogue';

it('holds the pictures of every piece of demo art and no others (npm run make:seed-pictures)', () => {
  const wanted = demoArt().flatMap(({ svg, widths }) => pictureFiles(svg, widths));
  expect(wanted.length).toBeGreaterThan(200);
  expect(readdirSync(seedPicturesDir).sort()).toEqual([...new Set(wanted)].sort());
});
