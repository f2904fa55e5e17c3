import type { Ctx } from './context';
import { ellipse, ellipsePts, group, n, path, poly } from './svg';
import type { Pt } from './svg';

/** Geometry of a band (ring shank, cuff) built from a front rim and a back rim. */
export interface BandSpec {
  cx: number;
  cy: number;
  /** outer radii of the projected rim */
  rx: number;
  ry: number;
  /** radial metal thickness as a fraction of the radius */
  t: number;
  /** offset from back rim to front rim */
  dx: number;
  dy: number;
  texture?: 'plain' | 'ribbed' | 'hammered' | 'rope' | 'milgrain' | 'engraved';
}

function halfPts(cx: number, cy: number, rx: number, ry: number, from: number): Pt[] {
  return ellipsePts(cx, cy, rx, ry, from, from + Math.PI, 40);
}

/** A 3D-looking band: outer surface, visible inner surface, through-hole and bright rim face. */
export function band(ctx: Ctx, s: BandSpec): string {
  const t0 = Math.atan2(-s.ry * s.dx, s.rx * s.dy);
  const mid = t0 + Math.PI / 2;
  const towardFront = Math.cos(mid) * s.rx * s.dx + Math.sin(mid) * s.ry * s.dy > 0;
  const frontFrom = towardFront ? t0 : t0 + Math.PI;
  const bx = s.cx - s.dx / 2;
  const by = s.cy - s.dy / 2;
  const fx = s.cx + s.dx / 2;
  const fy = s.cy + s.dy / 2;
  const irx = s.rx * (1 - s.t);
  const iry = s.ry * (1 - s.t);
  const hull = poly([
    ...halfPts(bx, by, s.rx, s.ry, frontFrom + Math.PI),
    ...halfPts(fx, fy, s.rx, s.ry, frontFrom),
  ]);
  const clipHull = ctx.uid('ch');
  const clipBack = ctx.uid('cb');
  const mask = ctx.uid('mk');
  ctx.defs.push(
    `<clipPath id="${clipHull}"><path d="${hull}"/></clipPath>`,
    `<clipPath id="${clipBack}">${ellipse(bx, by, irx, iry, '#000')}</clipPath>`,
    `<mask id="${mask}" maskUnits="userSpaceOnUse" x="-3000" y="-3000" width="6000" height="6000">` +
      `<rect x="-3000" y="-3000" width="6000" height="6000" fill="#fff"/>` +
      `<g clip-path="url(#${clipBack})">${ellipse(fx, fy, irx, iry, '#000')}</g></mask>`,
  );
  const tex: string[] = [];
  const texture = s.texture ?? 'plain';
  const lerpE = (f: number, w: number, colour: string, op: number, extra = ''): string =>
    ellipse(
      bx + s.dx * f,
      by + s.dy * f,
      s.rx,
      s.ry,
      'none',
      `stroke="${colour}" stroke-width="${n(w)}" opacity="${op}"${extra ? ' ' + extra : ''}`,
    );
  const span = Math.hypot(s.dx, s.dy);
  if (texture === 'ribbed') {
    for (let f = 0.18; f < 0.95; f += 0.2)
      tex.push(lerpE(f, span * 0.05, '#2a2d31', 0.5), lerpE(f + 0.04, span * 0.03, '#ffffff', 0.7));
  } else if (texture === 'milgrain') {
    for (const f of [0.12, 0.88])
      tex.push(
        lerpE(
          f,
          span * 0.07,
          '#2a2d31',
          0.6,
          `stroke-dasharray="${n(span * 0.05)} ${n(span * 0.05)}"`,
        ),
      );
  } else if (texture === 'rope' || texture === 'engraved') {
    const count = texture === 'rope' ? 70 : 36;
    for (let i = 0; i < count; i++) {
      const a = (Math.PI * 2 * i) / count;
      const p0: Pt = [bx + s.rx * Math.cos(a), by + s.ry * Math.sin(a)];
      const p1: Pt = [fx + s.rx * Math.cos(a + 0.12), fy + s.ry * Math.sin(a + 0.12)];
      const d = `M${n(p0[0])} ${n(p0[1])}L${n(p1[0])} ${n(p1[1])}`;
      tex.push(
        path(
          d,
          'none',
          `stroke="#25282c" stroke-width="${n(span * (texture === 'rope' ? 0.06 : 0.03))}" opacity="0.5"`,
        ),
      );
    }
  } else if (texture === 'hammered') {
    for (let i = 0; i < 90; i++) {
      const a = ctx.rng.range(0, Math.PI * 2);
      const f = ctx.rng.next();
      const x = bx + s.dx * f + s.rx * Math.cos(a);
      const y = by + s.dy * f + s.ry * Math.sin(a);
      const light = ctx.rng.chance(0.5);
      tex.push(
        ellipse(
          x,
          y,
          span * 0.1,
          span * 0.07,
          light ? '#ffffff' : '#3a3e44',
          `opacity="${light ? 0.55 : 0.3}"`,
        ),
      );
    }
  }
  const rim =
    `M${n(fx - s.rx)} ${n(fy)}a${n(s.rx)} ${n(s.ry)} 0 1 0 ${n(s.rx * 2)} 0a${n(s.rx)} ${n(s.ry)} 0 1 0 ${n(-s.rx * 2)} 0Z` +
    `M${n(fx - irx)} ${n(fy)}a${n(irx)} ${n(iry)} 0 1 0 ${n(irx * 2)} 0a${n(irx)} ${n(iry)} 0 1 0 ${n(-irx * 2)} 0Z`;
  const inner = ellipse(fx, fy, irx, iry, s.dx !== 0 ? 'url(#mi)' : 'url(#mj)');
  const highlight = ellipsePts(
    fx,
    fy,
    (s.rx + irx) / 2,
    (s.ry + iry) / 2,
    Math.PI * 1.1,
    Math.PI * 1.45,
    12,
  );
  const hl = path(
    poly(highlight).replace('Z', ''),
    'none',
    `stroke="#ffffff" stroke-width="${n(s.rx * s.t * 0.35)}" stroke-linecap="round" opacity="0.85" filter="url(#ft)"`,
  );
  return group(
    path(hull, 'url(#mv)', `stroke="${ctx.metal.edge}" stroke-width="1.5"`) +
      group(tex.join(''), '', `clip-path="url(#${clipHull})"`) +
      inner +
      path(rim, 'url(#md)', `fill-rule="evenodd" stroke="${ctx.metal.edge}" stroke-width="1.2"`) +
      hl,
    '',
    `mask="url(#${mask})"`,
  );
}
