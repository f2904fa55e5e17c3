import type { ProductArt, ProductKind } from '../catalogue';
import { createCtx } from './context';
import type { Ctx, Piece, Pose } from './context';
import { buildDefs } from './defs';
import { backdrops } from './palette';
import { createRng } from './random';
import { bokehBackdrop, flatBackdrop, floorShadow, studioBackdrop } from './scene';
import { drawBracelet } from './shapes-bracelets';
import { drawEarrings } from './shapes-earrings';
import { bust, drawNecklace } from './shapes-necklaces';
import { drawRing } from './shapes-rings';
import { group, mix, n, n2 } from './svg';

type Family = 'ring' | 'front-ring' | 'necklace' | 'earring' | 'stud' | 'bracelet';

function familyOf(kind: ProductKind): Family {
  switch (kind) {
    case 'ring':
      return 'ring';
    case 'band':
    case 'mens-ring':
    case 'signet':
      return 'front-ring';
    case 'necklace':
    case 'chain':
    case 'pendant':
    case 'choker':
      return 'necklace';
    case 'stud':
    case 'top':
      return 'stud';
    case 'bracelet':
    case 'bangle':
    case 'cuff':
    case 'anklet':
      return 'bracelet';
    default:
      return 'earring';
  }
}

function draw(ctx: Ctx, kind: ProductKind): Piece {
  switch (kind) {
    case 'ring':
    case 'band':
    case 'mens-ring':
    case 'signet':
      return drawRing(ctx, kind);
    case 'necklace':
    case 'chain':
    case 'pendant':
    case 'choker':
      return drawNecklace(ctx, kind);
    case 'bracelet':
    case 'bangle':
    case 'cuff':
    case 'anklet':
      return drawBracelet(ctx, kind);
    default:
      return drawEarrings(ctx, kind);
  }
}

/** Focus point (local units) and scale for each family and pose. */
const framing: Record<Family, Record<Pose, [number, number, number]>> = {
  ring: { hero: [0, 0, 1.4], angle: [0, -70, 1.75], flat: [0, -170, 2.5] },
  'front-ring': { hero: [0, 10, 1.45], angle: [0, 50, 1.8], flat: [0, 50, 2.2] },
  necklace: { hero: [0, -150, 1.3], angle: [0, 150, 1.6], flat: [0, 40, 1.12] },
  earring: { hero: [0, 10, 1.3], angle: [0, 0, 1.25], flat: [0, 10, 1.25] },
  stud: { hero: [0, 0, 1.3], angle: [0, 0, 1.45], flat: [0, 0, 1.35] },
  bracelet: { hero: [0, 20, 1.35], angle: [0, 30, 1.55], flat: [0, 0, 1.3] },
};

function scene(art: ProductArt, pose: Pose, size: number, zoom: number, round: boolean): string {
  const ctx = createCtx(art.seed, art.stone, pose);
  const piece = draw(ctx, art.kind);
  const family = familyOf(art.kind);
  const tone = backdrops[art.backdrop];
  const rng = createRng(art.seed * 31 + 7);
  const [fx, fy, s0] = framing[family][pose];
  const s = (s0 * zoom * size) / 1200;
  const rot = pose === 'flat' ? rng.range(-14, 14) : 0;
  let bg: string;
  if (round) {
    bg = studioBackdrop(tone, size, 0.8);
  } else if (pose === 'hero') {
    bg = studioBackdrop(tone, size, family === 'necklace' ? 0.9 : 0.7);
  } else if (pose === 'angle' || family === 'ring' || family === 'front-ring') {
    bg = bokehBackdrop(tone, size, rng);
  } else {
    bg = flatBackdrop(tone, size, rng);
  }
  const under =
    pose === 'hero' && family === 'necklace'
      ? bust(mix(tone.cloth, '#4a3d36', 0.3), mix(tone.cloth, '#2a211c', 0.62))
      : '';
  const shadow =
    piece.shadow.rx > 0 && pose !== 'flat'
      ? floorShadow(piece.shadow.cx, piece.shadow.cy, piece.shadow.rx, piece.shadow.ry)
      : '';
  const lift = pose === 'flat' ? ' filter="url(#fd)"' : '';
  const transform = `translate(${size / 2} ${size / 2}) rotate(${n(rot)}) scale(${n2(s)}) translate(${n(-fx)} ${n(-fy)})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    buildDefs(art.seed, art.stone) +
    `<defs>${ctx.defs.join('')}</defs>` +
    bg +
    group(under + shadow + `<g${lift}>${piece.body}</g>`, transform) +
    '</svg>'
  );
}

/** SVG (square, viewBox 0 0 1200 1200, width/height 1200) of one view of a product. view 0 = hero/front on a soft studio backdrop, 1 = a different angle or closer crop, 2 = a detail/flat-lay composition. Deterministic for the same input. */
export function renderProductSvg(art: ProductArt, view: number): string {
  const pose: Pose = view === 1 ? 'angle' : view === 2 ? 'flat' : 'hero';
  return scene(art, pose, 1200, 1, false);
}

/** SVG (square 800×800) for a category's round thumbnail: the piece centred on a circular backdrop, works when cropped to a circle. */
export function renderCategorySvg(art: ProductArt): string {
  return scene(art, 'hero', 800, 0.82, true);
}
