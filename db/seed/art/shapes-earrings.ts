import type { Ctx, Piece } from './context';
import { gem, sparkle } from './gems';
import { bead, granules, tube, wire } from './metal';
import { bail, centre, crescent, dome, flower, teardrop } from './motifs';
import { ellipsePts, group, n } from './svg';

type EarKind = 'jhumka' | 'drop-earring' | 'hoop' | 'chandbali' | 'stud' | 'top';

function hook(ctx: Ctx, x: number, y: number): string {
  return wire(
    ctx,
    `M${n(x)} ${n(y)}C${n(x)} ${n(y - 70)} ${n(x + 70)} ${n(y - 90)} ${n(x + 80)} ${n(y - 30)}L${n(x + 84)} ${n(y + 30)}`,
    7,
  );
}

/** One earring hanging from (0, 0); returns markup and its height. */
function single(ctx: Ctx, kind: EarKind): { svg: string; h: number } {
  const { rng } = ctx;
  const petals = 5 + (ctx.seed % 4);
  if (kind === 'jhumka') {
    const w = rng.range(170, 210);
    const top = flower(ctx, 0, 0, 52, petals) + bail(ctx, 0, 62, 10);
    return { svg: dome(ctx, 0, 74, w, w * 0.8) + top, h: 74 + w * 0.8 + 60 };
  }
  if (kind === 'drop-earring') {
    const h = rng.range(220, 270);
    const parts = rng.chance(0.5)
      ? flower(ctx, 0, 0, 44, petals)
      : hook(ctx, 0, 0) + centre(ctx, 0, 0, 24);
    return { svg: teardrop(ctx, 0, 40, h) + bail(ctx, 0, 40, 10) + parts, h: h + 50 };
  }
  if (kind === 'hoop') {
    const r = rng.range(130, 160);
    const w = rng.range(16, 24);
    const stones: string[] = [];
    if (ctx.stone !== 'none') {
      for (const p of ellipsePts(0, r, r * 0.78, r, Math.PI * 0.3, Math.PI * 0.7, 4))
        stones.push(centre(ctx, p[0], p[1], w * 0.7));
    }
    const dots = granules(
      ellipsePts(0, r, r * 0.78, r, Math.PI * 0.15, Math.PI * 0.85, 10).filter(
        (_, i) => i % 2 === 1,
      ),
      w * 0.3,
    );
    return {
      svg:
        tube(ctx, 0, r, r * 0.78, r, w, rng.chance(0.5) ? 60 : 0) +
        (stones.length ? stones.join('') : dots),
      h: r * 2,
    };
  }
  if (kind === 'chandbali') {
    const r = rng.range(140, 165);
    return {
      svg: crescent(ctx, 0, 95, r) + bail(ctx, 0, 62, 10) + flower(ctx, 0, 0, 48, petals),
      h: 95 + r + 60,
    };
  }
  return { svg: '', h: 0 };
}

function stud(ctx: Ctx, kind: 'stud' | 'top', r: number): string {
  const { rng } = ctx;
  if (kind === 'top') {
    const petals = 5 + (ctx.seed % 4);
    const back = rng.chance(0.5)
      ? group(flower(ctx, 0, 0, r * 1.12, petals), `rotate(${n(180 / petals)})`)
      : '';
    const ring = granules(
      ellipsePts(0, 0, r * 1.2, r * 1.2, 0, Math.PI * 2, petals * 3).slice(0, -1),
      r * 0.06,
    );
    return (back ? back : ring) + flower(ctx, 0, 0, r, petals);
  }
  const prongs = rng.pick([4, 6]);
  const parts: string[] = [];
  if (rng.chance(0.5)) {
    parts.push(
      granules(ellipsePts(0, 0, r * 1.08, r * 1.08, 0, Math.PI * 2, 18).slice(0, -1), r * 0.09),
    );
  }
  parts.push(
    `<circle r="${n(r * 0.98)}" fill="url(#md)" stroke="${ctx.metal.edge}" stroke-width="2"/>`,
  );
  parts.push(
    ctx.stone === 'none'
      ? bead(0, 0, r * 0.85)
      : gem(0, 0, r * 0.86, ctx.stone, { shape: 'round' }),
  );
  for (let i = 0; i < prongs; i++) {
    const a = (Math.PI * 2 * i) / prongs + Math.PI / 4;
    parts.push(
      group(
        `<ellipse rx="${n(r * 0.1)}" ry="${n(r * 0.2)}" fill="url(#ms)" stroke="${ctx.metal.edge}"/>`,
        `translate(${n(Math.cos(a) * r * 0.88)} ${n(Math.sin(a) * r * 0.88)}) rotate(${n((a * 180) / Math.PI + 90)})`,
      ),
    );
  }
  return parts.join('');
}

/** Draw an earring-family piece (jhumka, drop, hoop, chandbali, stud, top) as a pair or single. */
export function drawEarrings(ctx: Ctx, kind: EarKind): Piece {
  if (kind === 'stud' || kind === 'top') {
    const r = 150;
    if (ctx.pose === 'angle') {
      return {
        body: group(stud(ctx, kind, r * 1.5), 'rotate(-8)', 'filter="url(#fd)"'),
        shadow: { cx: 0, cy: r * 1.8, rx: r * 1.5, ry: 34 },
      };
    }
    const gap = ctx.pose === 'flat' ? 190 : 185;
    const a = group(stud(ctx, kind, r), `translate(${-gap} 0) rotate(-12)`, 'filter="url(#fd)"');
    const b = group(stud(ctx, kind, r), `translate(${gap} 10) rotate(20)`, 'filter="url(#fd)"');
    return { body: a + b, shadow: { cx: 0, cy: r * 1.25, rx: r * 2.8, ry: 40 } };
  }
  const one = single(ctx, kind);
  const top = -one.h / 2;
  if (ctx.pose === 'angle') {
    const s = 1.45;
    const svg = group(
      one.svg,
      `translate(0 ${n(top * s)}) scale(${s}) rotate(6)`,
      'filter="url(#fd)"',
    );
    return {
      body: svg + sparkle(-120, top * s + one.h * 0.8, 26),
      shadow: { cx: 0, cy: -top * s + 40, rx: 240, ry: 34 },
    };
  }
  const spread = kind === 'hoop' ? 150 : 165;
  const tilt = ctx.pose === 'flat' ? 24 : 4;
  const left = group(
    one.svg,
    `translate(${-spread} ${n(top)}) rotate(${tilt})`,
    'filter="url(#fd)"',
  );
  const right = group(
    one.svg,
    `translate(${spread} ${n(top + (ctx.pose === 'flat' ? 40 : 0))}) rotate(${-tilt})`,
    'filter="url(#fd)"',
  );
  return { body: left + right, shadow: { cx: 0, cy: -top + 50, rx: 380, ry: 38 } };
}
