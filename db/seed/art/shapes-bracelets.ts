import { chainLinks, placeAlong } from './chain';
import type { LinkStyle } from './chain';
import type { Ctx, Piece } from './context';
import { gem, sparkle } from './gems';
import { band } from './band';
import { bead, granules, tube, wire } from './metal';
import { bell, centre, dangle } from './motifs';
import { ellipsePts, group, n } from './svg';

type BraceletKind = 'bracelet' | 'bangle' | 'cuff' | 'anklet';

function tilt(ctx: Ctx): number {
  return ctx.pose === 'flat' ? 0.92 : ctx.pose === 'angle' ? 0.55 : 0.4;
}

function bangle(ctx: Ctx): Piece {
  const { rng } = ctx;
  const rx = 300;
  const ry = rx * tilt(ctx);
  const w = rng.range(38, 54);
  const stack = ctx.pose !== 'flat' && rng.chance(0.45);
  const twist = rng.chance(0.5) ? 110 : 0;
  const parts: string[] = [];
  if (stack) parts.push(tube(ctx, 0, -w * 1.1, rx, ry, w * 0.8, twist ? 0 : 90));
  parts.push(tube(ctx, 0, 0, rx, ry, w, twist));
  if (ctx.stone !== 'none') {
    for (const p of ellipsePts(0, 0, rx, ry, Math.PI * 0.2, Math.PI * 0.8, 6)) {
      parts.push(bead(p[0], p[1], w * 0.42) + centre(ctx, p[0], p[1], w * 0.32));
    }
  } else if (!twist) {
    parts.push(granules(ellipsePts(0, 0, rx, ry, Math.PI * 0.1, Math.PI * 0.9, 22), w * 0.16));
  }
  parts.push(sparkle(-rx * 0.55, ry * 0.8, 26));
  return { body: parts.join(''), shadow: { cx: 0, cy: ry + w * 0.6, rx: rx * 1.05, ry: 40 } };
}

function cuff(ctx: Ctx): Piece {
  const { rng } = ctx;
  const rx = 290;
  const ry = rx * tilt(ctx);
  const w = rng.range(100, 140);
  const parts = [
    band(ctx, {
      cx: 0,
      cy: 0,
      rx,
      ry,
      t: 0.07,
      dx: 0,
      dy: -w,
      texture: rng.pick(['engraved', 'hammered', 'ribbed', 'milgrain'] as const),
    }),
  ];
  const fy = ry;
  if (ctx.stone !== 'none') {
    parts.push(
      `<ellipse cx="0" cy="${n(fy)}" rx="${n(w * 0.48)}" ry="${n(w * 0.4)}" fill="url(#md)" stroke="${ctx.metal.edge}" stroke-width="2"/>`,
    );
    parts.push(gem(0, fy, w * 0.36, ctx.stone, { shape: 'oval', rot: 90 }));
  }
  return { body: parts.join(''), shadow: { cx: 0, cy: ry + w * 0.6, rx: rx * 1.05, ry: 42 } };
}

function linked(ctx: Ctx, anklet: boolean): Piece {
  const { rng } = ctx;
  const rx = 320;
  const ry = rx * tilt(ctx);
  const style = anklet
    ? rng.pick<LinkStyle>(['ball', 'cable'])
    : rng.pick<LinkStyle>(['cable', 'box', 'rope']);
  const size = anklet ? 18 : rng.range(24, 30);
  const loop = ellipsePts(0, 0, rx, ry, Math.PI * 0.5, Math.PI * 2.5, 120);
  const at = placeAlong(loop, size * 0.85);
  const back = at.filter((p) => p.y < 0);
  const front = at.filter((p) => p.y >= 0);
  const parts = [
    group(chainLinks(ctx, back, style, size), '', 'opacity="0.85"'),
    chainLinks(ctx, front, style, size),
  ];
  const stations = ellipsePts(0, 0, rx, ry, Math.PI * 0.12, Math.PI * 0.88, anklet ? 14 : 6);
  stations.forEach((p, i) => {
    if (anklet) {
      parts.push(
        i % 2 === 0
          ? dangle(ctx, p[0], p[1], 10, 7, false)
          : wire(ctx, `M${n(p[0])} ${n(p[1])}L${n(p[0])} ${n(p[1] + 18)}`, 3) +
              bell(ctx, p[0], p[1] + 30, 12),
      );
    } else {
      parts.push(
        `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="24" fill="url(#md)" stroke="${ctx.metal.edge}" stroke-width="2"/>`,
      );
      parts.push(centre(ctx, p[0], p[1], 18));
    }
  });
  return { body: parts.join(''), shadow: { cx: 0, cy: ry + 30, rx: rx * 1.05, ry: 36 } };
}

/** Draw a bracelet-family piece (bracelet, bangle, cuff, anklet). */
export function drawBracelet(ctx: Ctx, kind: BraceletKind): Piece {
  if (kind === 'bangle') return bangle(ctx);
  if (kind === 'cuff') return cuff(ctx);
  return linked(ctx, kind === 'anklet');
}
