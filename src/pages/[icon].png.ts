// The shop's icons as PNG, drawn at build time from public/favicon.svg (the one drawing). A browser
// draws an SVG favicon by building a whole SVG document in the page's process: 18-35 ms of the
// page's main thread here, after load, a long task on Lighthouse's phone; a PNG decodes in
// milliseconds. The 180 px one is what iOS puts on a home screen (opaque: it shows transparency as
// black).
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import drawing from '../../public/favicon.svg?raw';

const icons = {
  favicon: { size: 48, background: undefined },
  'apple-touch-icon': { size: 180, background: '#1d2226' },
} as const;

export const getStaticPaths = (() =>
  Object.keys(icons).map((icon) => ({ params: { icon } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { size, background } = icons[params.icon as keyof typeof icons];
  // The drawing is 64 units wide: rasterised at four times the size, then scaled down, its thin
  // silver ring keeps smooth edges.
  let image = sharp(Buffer.from(drawing), { density: ((72 * size) / 64) * 4 }).resize(size, size);
  if (background) image = image.flatten({ background });
  const png = await image.png({ compressionLevel: 9, palette: true }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
