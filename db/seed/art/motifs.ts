import type { Ctx } from './context';
import { gem, pearl, sparkle } from './gems';
import { bead, granules, wire } from './metal';
import { ellipse, ellipsePts, group, n, path } from './svg';
import type { Pt } from './svg';

/** A stone if the piece has one, otherwise a silver bead. */
export function centre(ctx: Ctx, x: number, y: number, r: number, sy = 1): string {
  return ctx.stone === 'none' ? bead(x, y, r * 0.8) : gem(x, y, r, ctx.stone, { sy });
}

/** A flower of silver petals around a centre stone. */
export function flower(ctx: Ctx, x: number, y: number, r: number, petals: number, sy = 1): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i++) {
    const deg = (360 * i) / petals;
    parts.push(
      ellipse(
        0,
        -r * 0.55,
        r * (1.5 / petals + 0.12),
        r * 0.5,
        'url(#ms)',
        `stroke="${ctx.metal.edge}" stroke-width="1.5" transform="rotate(${n(deg)})"`,
      ),
      ellipse(
        0,
        -r * 0.62,
        r * 0.05,
        r * 0.26,
        '#ffffff',
        `opacity="0.6" transform="rotate(${n(deg)})"`,
      ),
    );
  }
  const ring = ellipsePts(0, 0, r * 0.42, r * 0.42, 0, Math.PI * 2, petals * 2).slice(0, -1);
  const inner = group(
    parts.join('') + granules(ring, r * 0.06),
    `translate(${n(x)} ${n(y)}) scale(1 ${n(sy)})`,
  );
  return inner + centre(ctx, x, y, r * 0.32, sy);
}

/** A small jump ring / bail. */
export function bail(ctx: Ctx, x: number, y: number, s: number): string {
  return (
    ellipse(x, y, s * 0.45, s, 'none', `stroke="${ctx.metal.edge}" stroke-width="${n(s * 0.5)}"`) +
    ellipse(x, y, s * 0.45, s, 'none', `stroke="url(#mh)" stroke-width="${n(s * 0.32)}"`)
  );
}

/** A teardrop frame with a pear stone and granulated rim, hanging from (x, y). */
export function teardrop(ctx: Ctx, x: number, y: number, h: number): string {
  const w = h * 0.62;
  const d = (k: number): string =>
    `M${n(x)} ${n(y + h * (1 - k) * 0.08)}C${n(x + w * 0.25 * k)} ${n(y + h * 0.3)} ${n(x + w * k)} ${n(y + h * (0.45 + 0.1 * (1 - k)))} ${n(x + w * 0.5 * k)} ${n(y + h * (0.82 - 0.06 * (1 - k)))}` +
    `C${n(x + w * 0.25 * k)} ${n(y + h * (1.0 - 0.1 * (1 - k)))} ${n(x - w * 0.25 * k)} ${n(y + h * (1.0 - 0.1 * (1 - k)))} ${n(x - w * 0.5 * k)} ${n(y + h * (0.82 - 0.06 * (1 - k)))}` +
    `C${n(x - w * k)} ${n(y + h * (0.45 + 0.1 * (1 - k)))} ${n(x - w * 0.25 * k)} ${n(y + h * 0.3)} ${n(x)} ${n(y + h * (1 - k) * 0.08)}Z`;
  const parts = [
    path(d(1), 'url(#md)', `stroke="${ctx.metal.edge}" stroke-width="2"`),
    path(d(0.78), 'url(#mv)', `stroke="${ctx.metal.edge}" stroke-width="1.5"`),
  ];
  if (ctx.stone === 'none') {
    parts.push(flower(ctx, x, y + h * 0.62, h * 0.2, 6));
  } else {
    parts.push(gem(x, y + h * 0.6, h * 0.25, ctx.stone, { shape: 'pear' }));
  }
  const dots: Pt[] = [];
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.15 + (0.7 * i) / 8);
    dots.push([x + Math.cos(a) * w * 0.42, y + h * 0.72 + Math.sin(a) * h * 0.16]);
  }
  parts.push(granules(dots, h * 0.025 + 2));
  return parts.join('');
}

/** A temple-style coin with a granulated rim and embossed lotus. */
export function coin(ctx: Ctx, x: number, y: number, r: number): string {
  const parts = [
    ellipse(x, y, r, r, 'url(#md)', `stroke="${ctx.metal.edge}" stroke-width="2"`),
    ellipse(x, y, r * 0.82, r * 0.82, 'url(#mv)', `stroke="${ctx.metal.edge}" stroke-width="1.5"`),
  ];
  const rim = ellipsePts(x, y, r * 0.91, r * 0.91, 0, Math.PI * 2, 28).slice(0, -1);
  parts.push(granules(rim, r * 0.07));
  for (let i = 0; i < 8; i++) {
    parts.push(
      ellipse(
        0,
        -r * 0.45,
        r * 0.13,
        r * 0.3,
        'url(#ms)',
        `stroke="${ctx.metal.edge}" transform="translate(${n(x)} ${n(y)}) rotate(${i * 45})"`,
      ),
    );
  }
  parts.push(centre(ctx, x, y, r * 0.26));
  return parts.join('');
}

/** A ghungroo bell bead. */
export function bell(ctx: Ctx, x: number, y: number, r: number): string {
  return (
    bead(x, y, r) +
    path(
      `M${n(x - r * 0.55)} ${n(y + r * 0.2)}Q${n(x)} ${n(y + r * 0.6)} ${n(x + r * 0.55)} ${n(y + r * 0.2)}`,
      'none',
      `stroke="${ctx.metal.edge}" stroke-width="${n(r * 0.18)}"`,
    )
  );
}

/** A dangling bead on a short wire. */
export function dangle(
  ctx: Ctx,
  x: number,
  y: number,
  len: number,
  r: number,
  usePearl: boolean,
): string {
  return (
    wire(ctx, `M${n(x)} ${n(y)}L${n(x)} ${n(y + len)}`, 3) +
    (usePearl ? pearl(x, y + len + r, r) : bead(x, y + len + r, r))
  );
}

/** A jhumka bell (dome) with granulation and hanging beads; (x, y) is the top. */
export function dome(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const { rng } = ctx;
  const d =
    `M${n(x - w * 0.5)} ${n(y + h)}C${n(x - w * 0.5)} ${n(y + h * 0.35)} ${n(x - w * 0.22)} ${n(y)} ${n(x)} ${n(y)}` +
    `C${n(x + w * 0.22)} ${n(y)} ${n(x + w * 0.5)} ${n(y + h * 0.35)} ${n(x + w * 0.5)} ${n(y + h)}Z`;
  const parts = [path(d, 'url(#mh)', `stroke="${ctx.metal.edge}" stroke-width="2"`)];
  for (let k = 1; k <= 3; k++) {
    const yy = y + h * (0.25 + k * 0.2);
    const hw = w * 0.5 * Math.sqrt(Math.min(1, 0.35 + k * 0.22));
    parts.push(
      path(
        `M${n(x - hw)} ${n(yy)}Q${n(x)} ${n(yy + h * 0.12)} ${n(x + hw)} ${n(yy)}`,
        'none',
        `stroke="${ctx.metal.edge}" stroke-width="2" opacity="0.55"`,
      ),
    );
  }
  parts.push(
    path(
      `M${n(x - w * 0.12)} ${n(y + h * 0.1)}Q${n(x - w * 0.34)} ${n(y + h * 0.3)} ${n(x - w * 0.36)} ${n(y + h * 0.85)}`,
      'none',
      'stroke="#ffffff" stroke-width="6" opacity="0.7" stroke-linecap="round"',
    ),
  );
  const usePearl = ctx.stone === 'pearl' || rng.chance(0.4);
  const beads = rng.int(7, 11);
  for (let i = 0; i < beads; i++) {
    const a = Math.PI * (1 - i / (beads - 1));
    const bx = x + Math.cos(a) * w * 0.48;
    const by = y + h + Math.sin(a) * h * 0.12;
    parts.push(dangle(ctx, bx, by, h * 0.14, w * 0.055, usePearl));
  }
  parts.push(
    ellipse(x, y + h, w * 0.5, h * 0.12, 'url(#mj)', `stroke="${ctx.metal.edge}" stroke-width="2"`),
  );
  const rim = ellipsePts(x, y + h, w * 0.5, h * 0.12, 0, Math.PI, 14);
  parts.push(granules(rim, w * 0.035));
  parts.push(sparkle(x - w * 0.2, y + h * 0.3, w * 0.12));
  return parts.join('');
}

/** A chandbali crescent with a stone, granules and a pearl fringe; (x, y) is the top centre. */
export function crescent(ctx: Ctx, x: number, y: number, r: number): string {
  const cy = y;
  const d = `M${n(x - r)} ${n(cy)}A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(cy)}A${n(r * 1.1)} ${n(r * 0.75)} 0 0 1 ${n(x - r)} ${n(cy)}Z`;
  const parts = [path(d, 'url(#md)', `stroke="${ctx.metal.edge}" stroke-width="2.5"`)];
  const inner = ellipsePts(x, cy, r * 0.985, r * 0.95, Math.PI * 0.1, Math.PI * 0.9, 18);
  parts.push(granules(inner, r * 0.04));
  const mid = ellipsePts(x, cy, r * 0.95, r * 0.84, Math.PI * 0.25, Math.PI * 0.75, 4);
  mid.forEach((p, i) =>
    parts.push(i % 2 === 0 ? centre(ctx, p[0], p[1], r * 0.07) : bead(p[0], p[1], r * 0.05)),
  );
  const fringe = ellipsePts(x, cy, r, r, Math.PI * 0.05, Math.PI * 0.95, 12);
  for (const p of fringe)
    parts.push(
      dangle(ctx, p[0], p[1] + 2, r * 0.1, r * 0.05, ctx.stone === 'pearl' || ctx.rng.chance(0.5)),
    );
  parts.push(sparkle(x - r * 0.55, cy + r * 0.45, r * 0.1));
  return parts.join('');
}
