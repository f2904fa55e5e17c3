import type { Stone } from '../catalogue';
import { stones } from './palette';
import { circle, ellipse, group, mix, n, n2, path, poly } from './svg';
import type { Pt } from './svg';

export type GemShape = 'round' | 'oval' | 'pear' | 'cushion';

/** Options for drawing a gemstone. */
export interface GemOpts {
  shape?: GemShape;
  /** vertical squash for stones seen at an angle (1 = face-up) */
  sy?: number;
  rot?: number;
  sparkle?: boolean;
}

function hash(i: number, salt: number): number {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
}

function outline(shape: GemShape, t: number): Pt {
  const c = Math.cos(t);
  const s = Math.sin(t);
  if (shape === 'oval') return [0.78 * c, s];
  if (shape === 'cushion') {
    const k = (v: number): number => Math.sign(v) * Math.pow(Math.abs(v), 0.55);
    return [0.95 * k(c), 0.95 * k(s)];
  }
  if (shape === 'pear') {
    const u = t + Math.PI / 2;
    return [0.95 * Math.sin(u) * Math.abs(Math.sin(u / 2)), -Math.cos(u) * 1.0 + 0.05];
  }
  return [c, s];
}

function facetColour(a: number, i: number, base: string, light: string, dark: string): string {
  const b = 0.5 + 0.38 * Math.cos(a + Math.PI * 0.75) + (hash(i, 3.1) - 0.5) * 0.55;
  const v = Math.min(1, Math.max(0, b));
  return v < 0.5 ? mix(dark, base, v * 2) : mix(base, light, (v - 0.5) * 2);
}

/** A four-point star highlight. */
export function sparkle(x: number, y: number, size: number, opacity = 0.95): string {
  const s = size;
  const w = s * 0.16;
  const d =
    `M${n(x)} ${n(y - s)}L${n(x + w)} ${n(y - w)}L${n(x + s)} ${n(y)}L${n(x + w)} ${n(y + w)}` +
    `L${n(x)} ${n(y + s)}L${n(x - w)} ${n(y + w)}L${n(x - s)} ${n(y)}L${n(x - w)} ${n(y - w)}Z`;
  return path(d, '#ffffff', `opacity="${opacity}" filter="url(#fg)"`);
}

function faceted(r: number, stone: Exclude<Stone, 'none'>, shape: GemShape): string {
  const s = stones[stone];
  const k = r < 24 ? 4 : 8;
  const outer: Pt[] = [];
  for (let j = 0; j < 2 * k; j++) {
    const p = outline(shape, (Math.PI * 2 * j) / (2 * k) - Math.PI / 2);
    outer.push([p[0] * r, p[1] * r]);
  }
  const at = (j: number): Pt => outer[((j % (2 * k)) + 2 * k) % (2 * k)] ?? [0, 0];
  const table = Array.from({ length: k }, (_, i): Pt => [at(2 * i)[0] * 0.5, at(2 * i)[1] * 0.5]);
  const tMid = Math.floor(k / 2);
  const tp = (i: number): Pt => table[i % k] ?? [0, 0];
  const parts: string[] = [path(poly(outer), s.dark)];
  const tint = ['#ffd9ea', '#d8efff', '#fff4c8', '#e2ffe9'];
  let idx = 0;
  for (let i = 0; i < k; i++) {
    const tris: Pt[][] = [
      [tp(i), at(2 * i), at(2 * i + 1)],
      [tp(i), at(2 * i + 1), tp(i + 1)],
      [tp(i + 1), at(2 * i + 1), at(2 * i + 2)],
    ];
    for (const tri of tris) {
      const cx = tri.reduce((a, p) => a + p[0], 0) / 3;
      const cy = tri.reduce((a, p) => a + p[1], 0) / 3;
      let fill = facetColour(Math.atan2(cy, cx), idx + i * 7, s.base, s.light, s.dark);
      if (stone === 'cz' && hash(idx, 9.7) > 0.72)
        fill = mix(fill, tint[idx % 4] ?? '#ffffff', 0.6);
      parts.push(
        path(
          poly(tri),
          fill,
          `stroke="${mix(s.dark, s.base, 0.4)}" stroke-width="${n(r * 0.012 + 0.3)}" stroke-opacity="0.5"`,
        ),
      );
      idx++;
    }
  }
  parts.push(path(poly(table), 'url(#sf)', `opacity="0.9"`));
  parts.push(path(poly([tp(k - 1), tp(0), [0, 0]]), '#ffffff', 'opacity="0.35"'));
  parts.push(path(poly([tp(tMid), tp(tMid - 1), [0, 0]]), s.light, 'opacity="0.3"'));
  parts.push(
    path(
      poly(outer),
      'none',
      `stroke="${s.dark}" stroke-width="${n(r * 0.03 + 0.4)}" stroke-opacity="0.8"`,
    ),
  );
  return parts.join('');
}

function cabochon(r: number, stone: Exclude<Stone, 'none'>, shape: GemShape): string {
  const s = stones[stone];
  const rx = shape === 'round' ? r : r * 0.8;
  const parts = [
    ellipse(0, 0, rx, r, 'url(#sc)', `stroke="${s.dark}" stroke-width="${n(r * 0.04)}"`),
  ];
  if (stone === 'turquoise') {
    for (let i = 0; i < 4; i++) {
      const a = hash(i, rx) * Math.PI * 2;
      const x0 = Math.cos(a) * rx * 0.55;
      const y0 = Math.sin(a) * r * 0.55;
      const x1 = x0 + (hash(i, 2) - 0.5) * rx * 0.6;
      const y1 = y0 + (hash(i, 5) - 0.5) * r * 0.6;
      const d = `M${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2 + r * 0.15)} ${n((y0 + y1) / 2)} ${n(x1)} ${n(y1)}`;
      parts.push(
        path(d, 'none', `stroke="#6b5a3e" stroke-width="${n(r * 0.025 + 0.3)}" opacity="0.45"`),
      );
    }
  }
  if (stone === 'moonstone') {
    parts.push(
      ellipse(
        rx * 0.1,
        r * 0.12,
        rx * 0.6,
        r * 0.55,
        '#8fb8ff',
        'opacity="0.45" filter="url(#fm)"',
      ),
    );
  }
  parts.push(
    ellipse(
      -rx * 0.32,
      -r * 0.42,
      rx * 0.32,
      r * 0.18,
      '#ffffff',
      'opacity="0.85" filter="url(#ft)" transform="rotate(-25)"',
    ),
  );
  parts.push(ellipse(rx * 0.35, r * 0.5, rx * 0.3, r * 0.12, '#ffffff', 'opacity="0.25"'));
  return parts.join('');
}

/** A pearl or round bead with lustre. */
export function pearl(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, 'url(#sp)') +
    ellipse(cx + r * 0.25, cy + r * 0.35, r * 0.5, r * 0.3, '#f3c9d8', 'opacity="0.25"') +
    ellipse(
      cx - r * 0.33,
      cy - r * 0.38,
      r * 0.26,
      r * 0.17,
      '#ffffff',
      'opacity="0.9" filter="url(#ft)"',
    )
  );
}

/** A gemstone centred at (cx, cy) with radius r, drawn for its cut (faceted, cabochon or pearl). */
export function gem(cx: number, cy: number, r: number, stone: Stone, opts: GemOpts = {}): string {
  if (stone === 'none') return '';
  const tone = stones[stone];
  if (tone.cut === 'pearl') return pearl(cx, cy, r);
  const shape = opts.shape ?? 'round';
  const body = tone.cut === 'facet' ? faceted(r, stone, shape) : cabochon(r, stone, shape);
  const t = `translate(${n(cx)} ${n(cy)}) rotate(${n(opts.rot ?? 0)}) scale(1 ${n2(opts.sy ?? 1)})`;
  const glint =
    opts.sparkle === false || tone.cut !== 'facet'
      ? ''
      : sparkle(cx - r * 0.3, cy - r * 0.3 * (opts.sy ?? 1), r * 0.55);
  return group(body, t) + glint;
}
