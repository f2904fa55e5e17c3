import { bezierPts, chainLinks, placeAlong } from './chain';
import type { LinkStyle, Placement } from './chain';
import type { Ctx, Piece } from './context';
import { pearl } from './gems';
import { bead } from './metal';
import { bail, bell, centre, coin, flower, teardrop } from './motifs';
import { group, n, path } from './svg';
import type { Pt } from './svg';

type NecklaceKind = 'necklace' | 'chain' | 'pendant' | 'choker';

/** The velvet neck form used for hero shots of necklaces. */
export function bust(colour: string, shade: string): string {
  const d =
    'M-140 -760L-140 -380C-145 -250 -260 -190 -700 -110L-700 800L700 800L700 -110C260 -190 145 -250 140 -380L140 -760Z';
  return (
    `<defs><linearGradient id="bu" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade}"/>` +
    `<stop offset="0.42" stop-color="${colour}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>` +
    path(d, '#000000', 'opacity="0.18" filter="url(#fb)" transform="translate(18 24)"') +
    path(d, 'url(#bu)') +
    path(
      'M-140 -380C-145 -250 -260 -190 -700 -110',
      'none',
      'stroke="#ffffff" stroke-width="5" opacity="0.3" filter="url(#fs)"',
    ) +
    path('M-140 -760L-140 -380', 'none', 'stroke="#ffffff" stroke-width="3" opacity="0.2"')
  );
}

function route(ctx: Ctx, kind: NecklaceKind): Pt[] {
  const choker = kind === 'choker';
  if (ctx.pose === 'flat') {
    const pts: Pt[] = [];
    for (let i = 0; i <= 90; i++) {
      const t = -Math.PI / 2 + (Math.PI * 2 * i) / 90;
      const wob = 1 + 0.05 * Math.sin(3 * t + ctx.seed);
      pts.push([Math.cos(t) * 330 * wob, -40 - Math.sin(t) * (choker ? 250 : 300) * wob]);
    }
    return pts;
  }
  if (ctx.pose === 'angle') {
    return bezierPts(
      [
        [-520, -700],
        [-420, -200],
        [-160, 60],
        [0, 60],
        [160, 60],
        [420, -200],
        [520, -700],
      ],
      50,
    );
  }
  const bottom = choker ? -160 : kind === 'chain' ? 60 : 20;
  const side = choker ? 290 : 330;
  const top = choker ? -430 : -470;
  return bezierPts(
    [
      [-142, top],
      [-side, -140],
      [-170, bottom],
      [0, bottom],
      [170, bottom],
      [side, -140],
      [142, top],
    ],
    50,
  );
}

function lowest(points: readonly Pt[]): Pt {
  const centre = points.filter((p) => Math.abs(p[0]) < 40);
  return centre.reduce<Pt>((best, p) => (p[1] > best[1] ? p : best), [0, -9999]);
}

function beadStrand(ctx: Ctx, at: readonly Placement[], r: number): string {
  const useStone = ctx.stone !== 'none';
  return at
    .map((p, i) => {
      if (useStone && i % 3 === 1) {
        return ctx.stone === 'pearl' ? pearl(p.x, p.y, r * 1.05) : centre(ctx, p.x, p.y, r * 0.95);
      }
      return bead(p.x, p.y, i % 3 === 1 ? r * 0.7 : r);
    })
    .join('');
}

/** Draw a necklace-family piece (necklace, chain, pendant, choker). */
export function drawNecklace(ctx: Ctx, kind: NecklaceKind): Piece {
  const { rng } = ctx;
  const pts = route(ctx, kind);
  const low = lowest(pts);
  const parts: string[] = [];
  if (kind === 'necklace') {
    const r = rng.range(11, 15);
    const at = placeAlong(pts, r * 2.15);
    parts.push(group(beadStrand(ctx, at, r), '', 'filter="url(#fd)"'));
    const style = rng.int(0, 1);
    if (style === 0) parts.push(coin(ctx, low[0], low[1] + 80, 70));
    else parts.push(flower(ctx, low[0], low[1] + 60, 62, rng.int(6, 9)));
  } else if (kind === 'chain') {
    const style = rng.pick<LinkStyle>(['cable', 'rope', 'box', 'cable']);
    const size = rng.range(20, 28);
    parts.push(
      chainLinks(ctx, placeAlong(pts, size * (style === 'cable' ? 0.9 : 0.75)), style, size),
    );
    parts.push(bail(ctx, low[0], low[1] + 22, 12) + centre(ctx, low[0], low[1] + 48, 20));
  } else if (kind === 'pendant') {
    const style = rng.pick<LinkStyle>(['cable', 'ball', 'cable']);
    const size = rng.range(11, 15);
    parts.push(chainLinks(ctx, placeAlong(pts, size * 0.9), style, size));
    parts.push(bail(ctx, low[0], low[1] + 16, 14));
    const h = rng.range(170, 220);
    parts.push(
      group(
        rng.chance(0.6)
          ? teardrop(ctx, low[0], low[1] + 28, h)
          : coin(ctx, low[0], low[1] + 28 + h * 0.4, h * 0.4),
        '',
        'filter="url(#fd)"',
      ),
    );
  } else {
    const at = placeAlong(pts, 54);
    const strand = placeAlong(pts, 18);
    parts.push(chainLinks(ctx, strand, 'ball', 22));
    const motif = ctx.uid('mt');
    const drop = ctx.uid('dr');
    ctx.defs.push(
      `<g id="${motif}"><rect x="-24" y="-24" width="48" height="48" rx="6" fill="url(#md)" stroke="${ctx.metal.edge}" ` +
        `stroke-width="2" transform="rotate(45)"/>${centre(ctx, 0, 0, 14)}</g>`,
      `<g id="${drop}">${path('M0 30L0 50', 'none', `stroke="${ctx.metal.edge}" stroke-width="3"`)}${bell(ctx, 0, 62, 13)}</g>`,
    );
    const motifs: string[] = [];
    at.forEach((p, i) => {
      if (i === 0 || i === at.length - 1) return;
      const t = `translate(${n(p.x)} ${n(p.y)})`;
      motifs.push(`<use xlink:href="#${motif}" transform="${t} rotate(${Math.round(p.deg)})"/>`);
      if (i % 2 === 0) motifs.push(`<use xlink:href="#${drop}" transform="${t}"/>`);
    });
    parts.push(group(motifs.join(''), '', 'filter="url(#fd)"'));
    parts.push(coin(ctx, low[0], low[1] + 75, 58));
  }
  return { body: parts.join(''), shadow: { cx: 0, cy: 0, rx: 0, ry: 0 } };
}
