import type { Ctx } from './context';
import { bead } from './metal';
import { ellipse, group, n } from './svg';
import type { Pt } from './svg';

/** A point on a curve with the direction of travel in degrees. */
export interface Placement {
  x: number;
  y: number;
  deg: number;
}

/** Sample a cubic Bézier chain: points are [start, c1, c2, end, c1, c2, end, ...]. */
export function bezierPts(ctrl: readonly Pt[], steps = 40): Pt[] {
  const out: Pt[] = [];
  for (let s = 0; s + 3 < ctrl.length; s += 3) {
    const [p0, p1, p2, p3] = [ctrl[s], ctrl[s + 1], ctrl[s + 2], ctrl[s + 3]];
    if (!p0 || !p1 || !p2 || !p3) break;
    for (let i = s === 0 ? 0 : 1; i <= steps; i++) {
      const t = i / steps;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const d = t * t * t;
      out.push([
        a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
        a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
      ]);
    }
  }
  return out;
}

/** Positions at equal arc-length spacing along a polyline. */
export function placeAlong(points: readonly Pt[], spacing: number): Placement[] {
  const out: Placement[] = [];
  let carry = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (!a || !b) continue;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    let d = carry;
    while (d <= len) {
      const t = len === 0 ? 0 : d / len;
      out.push({ x: a[0] + (b[0] - a[0]) * t, y: a[1] + (b[1] - a[1]) * t, deg });
      d += spacing;
    }
    carry = d - len;
  }
  return out;
}

export type LinkStyle = 'cable' | 'rope' | 'box' | 'ball';

/** Define a reusable link symbol and return markup placing it along the placements. */
export function chainLinks(
  ctx: Ctx,
  at: readonly Placement[],
  style: LinkStyle,
  size: number,
): string {
  const id = ctx.uid('lk');
  const edge = ctx.metal.edge;
  const s = size;
  if (style === 'ball') {
    ctx.defs.push(`<g id="${id}">${bead(0, 0, s * 0.42)}</g>`);
  } else if (style === 'box') {
    ctx.defs.push(
      `<g id="${id}"><rect x="${n(-s * 0.45)}" y="${n(-s * 0.4)}" width="${n(s * 0.9)}" height="${n(s * 0.8)}" rx="${n(s * 0.12)}" ` +
        `fill="url(#mv)" stroke="${edge}" stroke-width="${n(s * 0.08)}"/>` +
        `<rect x="${n(-s * 0.25)}" y="${n(-s * 0.2)}" width="${n(s * 0.5)}" height="${n(s * 0.4)}" fill="${edge}" opacity="0.55"/></g>`,
    );
  } else if (style === 'rope') {
    ctx.defs.push(
      `<g id="${id}">${ellipse(0, 0, s * 0.62, s * 0.3, 'url(#mv)', `stroke="${edge}" stroke-width="${n(s * 0.06)}" transform="rotate(-35)"`)}` +
        `${ellipse(-s * 0.12, -s * 0.08, s * 0.3, s * 0.08, '#ffffff', 'opacity="0.8" transform="rotate(-35)"')}</g>`,
    );
  } else {
    const a =
      `<g id="${id}a">${ellipse(0, 0, s * 0.62, s * 0.36, 'none', `stroke="${edge}" stroke-width="${n(s * 0.22)}"`)}` +
      `${ellipse(0, 0, s * 0.62, s * 0.36, 'none', `stroke="url(#mv)" stroke-width="${n(s * 0.15)}"`)}</g>`;
    const b =
      `<g id="${id}b"><rect x="${n(-s * 0.62)}" y="${n(-s * 0.1)}" width="${n(s * 1.24)}" height="${n(s * 0.2)}" rx="${n(s * 0.1)}" ` +
      `fill="url(#mv)" stroke="${edge}" stroke-width="${n(s * 0.05)}"/></g>`;
    ctx.defs.push(a, b);
  }
  const uses = at.map((p, i) => {
    const ref = style === 'cable' ? `${id}${i % 2 === 0 ? 'a' : 'b'}` : id;
    return `<use xlink:href="#${ref}" transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.deg)})"/>`;
  });
  return group(uses.join(''), '', 'filter="url(#fd)"');
}
