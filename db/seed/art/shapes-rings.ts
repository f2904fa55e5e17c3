import type { Ctx, Piece } from './context';
import { gem, pearl, sparkle } from './gems';
import type { GemShape } from './gems';
import { band } from './band';
import { bead, granules } from './metal';
import type { BandSpec } from './band';
import { ellipse, ellipsePts, group, n, path, poly } from './svg';
import type { Pt } from './svg';

function crownSetting(ctx: Ctx, x: number, top: number, rs: number): string {
  const { rng, stone } = ctx;
  const a = rs * 1.12;
  const y0 = top - rs * 0.55;
  const cup =
    `M${n(x - a)} ${n(y0)}C${n(x - a)} ${n(y0 + rs * 0.5)} ${n(x - a * 0.45)} ${n(top + 8)} ${n(x - a * 0.3)} ${n(top + 14)}` +
    `L${n(x + a * 0.3)} ${n(top + 14)}C${n(x + a * 0.45)} ${n(top + 8)} ${n(x + a)} ${n(y0 + rs * 0.5)} ${n(x + a)} ${n(y0)}Z`;
  const parts = [path(cup, 'url(#mh)', `stroke="${ctx.metal.edge}" stroke-width="1.5"`)];
  parts.push(
    ellipse(x, y0, a, a * 0.42, 'url(#md)', `stroke="${ctx.metal.edge}" stroke-width="1.2"`),
  );
  if (stone === 'none') {
    const petals = rng.int(6, 9);
    for (let i = 0; i < petals; i++) {
      const ang = (Math.PI * 2 * i) / petals;
      parts.push(
        bead(x + Math.cos(ang) * a * 0.7, y0 + Math.sin(ang) * a * 0.3 - rs * 0.12, rs * 0.22),
      );
    }
    parts.push(bead(x, y0 - rs * 0.25, rs * 0.38));
    return parts.join('');
  }
  if (stone === 'pearl') return parts.join('') + pearl(x, y0 - rs * 0.55, rs * 0.95);
  const shape = rng.pick<GemShape>(['round', 'oval', 'cushion', 'round']);
  parts.push(gem(x, y0 - rs * 0.08, rs, stone, { shape, sy: 0.5, sparkle: true }));
  const prongs = rng.pick([4, 6]);
  for (let i = 0; i < prongs; i++) {
    const ang = (Math.PI * 2 * i) / prongs + Math.PI / prongs;
    const px = x + Math.cos(ang) * rs * (shape === 'oval' ? 0.8 : 1.0);
    const py = y0 - rs * 0.08 + Math.sin(ang) * rs * 0.5;
    parts.push(bead(px, py, rs * 0.14));
  }
  return parts.join('');
}

function ladiesRing(ctx: Ctx): Piece {
  const { rng, pose } = ctx;
  const R = 200;
  const yaw = pose === 'angle' ? 0.62 : 0.7;
  const w = rng.range(44, 62);
  const cy = 70;
  const spec: BandSpec = {
    cx: 0,
    cy,
    rx: R * yaw,
    ry: R,
    t: rng.range(0.09, 0.12),
    dx: w * (pose === 'angle' ? 1.3 : 1),
    dy: 0,
    texture: rng.pick(['plain', 'plain', 'milgrain', 'rope'] as const),
  };
  const top = cy - R;
  const rs = rng.range(58, 74);
  const shoulders: Pt[] = [];
  for (const side of [-1, 1]) {
    for (let k = 1; k <= 3; k++) {
      const ang = -Math.PI / 2 + side * (0.2 + k * 0.11);
      shoulders.push([spec.dx / 2 + spec.rx * Math.cos(ang), cy + spec.ry * Math.sin(ang) - 4]);
    }
  }
  const body = band(ctx, spec) + granules(shoulders, 7) + crownSetting(ctx, spec.dx / 4, top, rs);
  return { body, shadow: { cx: 10, cy: cy + R + 6, rx: R * 0.75, ry: 26 } };
}

function plate(ctx: Ctx, x: number, y: number, kind: 'mens-ring' | 'signet'): string {
  const { rng, stone } = ctx;
  const w = kind === 'signet' ? rng.range(120, 150) : rng.range(140, 175);
  const h = kind === 'signet' ? w * rng.range(0.8, 0.95) : w * rng.range(0.7, 0.85);
  const round = kind === 'signet' ? rng.chance(0.6) : rng.chance(0.3);
  const outline = (s: number): string =>
    round
      ? ellipse(x, y, (w / 2) * s, (h / 2) * s, '#000').replace(/ fill="#000"\/>$/, '')
      : `<rect x="${n(x - (w / 2) * s)}" y="${n(y - (h / 2) * s)}" width="${n(w * s)}" height="${n(h * s)}" rx="${n(h * 0.22 * s)}"`;
  const parts = [
    outline(1.0) +
      ` fill="url(#md)" stroke="${ctx.metal.edge}" stroke-width="2" filter="url(#fd)"/>`,
    outline(0.84) + ` fill="url(#mv)" stroke="${ctx.metal.edge}" stroke-width="1.5"/>`,
  ];
  if (stone !== 'none') {
    const rs = Math.min(w, h) * 0.33;
    parts.push(gem(x, y, rs, stone, { shape: round ? 'oval' : 'cushion', sy: 0.95 }));
    if (kind === 'mens-ring') {
      for (const s of [-1, 1])
        parts.push(
          granules(
            [
              [x + s * w * 0.36, y - h * 0.3],
              [x + s * w * 0.36, y + h * 0.3],
            ],
            6,
          ),
        );
    }
  } else {
    const rays = rng.int(10, 16);
    const inner = Math.min(w, h) * 0.16;
    for (let i = 0; i < rays; i++) {
      const a = (Math.PI * 2 * i) / rays;
      const p0: Pt = [x + Math.cos(a) * inner * 1.3, y + Math.sin(a) * inner * 1.3];
      const p1: Pt = [x + Math.cos(a) * w * 0.3, y + Math.sin(a) * h * 0.3];
      parts.push(
        path(
          poly([p0, p1]).replace('Z', ''),
          'none',
          'stroke="#2b2e33" stroke-width="3" opacity="0.55" stroke-linecap="round"',
        ),
      );
    }
    parts.push(bead(x, y, inner));
  }
  parts.push(sparkle(x - w * 0.38, y - h * 0.36, 18));
  return parts.join('');
}

function frontRing(ctx: Ctx, kind: 'band' | 'mens-ring' | 'signet'): Piece {
  const { rng, stone } = ctx;
  const R = kind === 'band' ? 240 : 225;
  const w = kind === 'band' ? rng.range(80, 115) : rng.range(75, 95);
  const cy = -40;
  const spec: BandSpec = {
    cx: 0,
    cy,
    rx: R,
    ry: R * (ctx.pose === 'angle' ? 0.5 : 0.4),
    t: 0.085,
    dx: 0,
    dy: -w,
    texture:
      kind === 'band'
        ? rng.pick(['ribbed', 'hammered', 'rope', 'milgrain', 'engraved'] as const)
        : rng.pick(['plain', 'engraved', 'ribbed'] as const),
  };
  let body = band(ctx, spec);
  const frontY = cy + spec.ry;
  if (kind !== 'band') {
    body += plate(ctx, 0, frontY, kind);
  } else if (stone !== 'none') {
    const count = rng.pick([3, 5, 7]);
    const stones: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = Math.PI / 2 + (i - (count - 1) / 2) * 0.2;
      const sx = Math.cos(a) * R;
      const sy = cy + Math.sin(a) * spec.ry;
      const size = w * 0.2 * (0.6 + 0.4 * Math.sin(a));
      stones.push(
        ellipse(
          sx,
          sy,
          size * 1.15 * Math.sin(a),
          size * 1.15,
          'url(#md)',
          `stroke="${ctx.metal.edge}"`,
        ),
      );
      stones.push(
        group(
          gem(0, 0, size, stone, { sparkle: i === (count - 1) / 2 }),
          `translate(${n(sx)} ${n(sy)}) scale(${n(Math.sin(a))} 1)`,
        ),
      );
    }
    body += stones.join('');
  }
  const hl = ellipsePts(
    0,
    cy + spec.dy / 2,
    R * 0.98,
    spec.ry * 0.98,
    Math.PI * 1.15,
    Math.PI * 1.4,
    10,
  );
  body += path(
    poly(hl).replace('Z', ''),
    'none',
    'stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="0.8"',
  );
  return { body, shadow: { cx: 0, cy: cy + spec.ry + w / 2 + 10, rx: R * 1.0, ry: 38 } };
}

/** Draw a ring-family piece (ring, band, men's ring, signet). */
export function drawRing(ctx: Ctx, kind: 'ring' | 'band' | 'mens-ring' | 'signet'): Piece {
  return kind === 'ring' ? ladiesRing(ctx) : frontRing(ctx, kind);
}
