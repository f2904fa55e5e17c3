/** Small string helpers for building compact SVG markup. */
export type Pt = readonly [number, number];

/** Format a number with at most one decimal. */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Serialise attributes, skipping undefined values. */
export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
}

/** A circle element. */
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** An ellipse element. */
export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  const e = extra ? ' ' + extra : '';
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${e}/>`;
}

/** A path element. */
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** A group with an optional transform and extra attributes. */
export function group(content: string, transform = '', extra = ''): string {
  const t = transform ? ` transform="${transform}"` : '';
  return `<g${t}${extra ? ' ' + extra : ''}>${content}</g>`;
}

/** Path data for a closed polygon. */
export function poly(points: readonly Pt[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p[0])} ${n(p[1])}`).join('') + 'Z';
}

/** Path data for an open polyline. */
export function line(points: readonly Pt[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${n(p[0])} ${n(p[1])}`).join('');
}

/** Points of an ellipse, sampled between two angles (radians). */
export function ellipsePts(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from = 0,
  to = Math.PI * 2,
  steps = 48,
): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = from + ((to - from) * i) / steps;
    out.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  return out;
}

/** Mix two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (shift: number): number => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * Math.min(1, Math.max(0, t)));
  };
  const v = (ch(16) << 16) | (ch(8) << 8) | ch(0);
  return '#' + v.toString(16).padStart(6, '0');
}

/** Format a number with two decimals (for scale factors). */
export function n2(value: number): string {
  return String(Math.round(value * 100) / 100);
}
