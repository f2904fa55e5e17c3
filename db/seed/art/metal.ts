import type { Ctx } from './context';
import { circle, ellipse, ellipsePts, n, path, poly } from './svg';
import type { Pt } from './svg';

/** A polished metal sphere (bead or granule). */
export function bead(cx: number, cy: number, r: number, dark = false): string {
  const body = circle(cx, cy, r, dark ? 'url(#mo)' : 'url(#ms)');
  if (r < 7) return body;
  return body + circle(cx - r * 0.36, cy - r * 0.4, r * 0.16, '#ffffff', 'opacity="0.9"');
}

/** A row of granules at the given points. */
export function granules(points: readonly Pt[], r: number): string {
  return points.map((p) => bead(p[0], p[1], r)).join('');
}

function stroke(colour: string, width: number, extra = ''): string {
  return `stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ' ' + extra : ''}`;
}

/** A round metal wire following path data d, shaded as a tube lit from above. */
export function wire(ctx: Ctx, d: string, w: number): string {
  const m = ctx.metal.bands;
  const c = (i: number): string => m[i]?.[1] ?? '#9aa0a8';
  return (
    path(d, 'none', stroke(ctx.metal.edge, w)) +
    path(d, 'none', stroke(c(2), w * 0.72)) +
    path(d, 'none', stroke(c(1), w * 0.42, `transform="translate(0 ${n(-w * 0.12)})"`)) +
    path(
      d,
      'none',
      stroke(ctx.metal.shine, w * 0.16, `transform="translate(0 ${n(-w * 0.2)})" opacity="0.9"`),
    )
  );
}

/** A torus seen at an angle (bangle, hoop): ellipse centre, radii and tube width. */
export function tube(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  w: number,
  twist = 0,
): string {
  const m = ctx.metal.bands;
  const c = (i: number): string => m[i]?.[1] ?? '#9aa0a8';
  const e = (dy: number, colour: string, width: number, extra = ''): string =>
    ellipse(cx, cy + dy, rx, ry, 'none', stroke(colour, width, extra));
  const parts = [
    e(0, ctx.metal.edge, w),
    e(-w * 0.04, c(3), w * 0.86),
    e(-w * 0.1, c(2), w * 0.64),
    e(-w * 0.16, c(1), w * 0.38),
    e(-w * 0.22, ctx.metal.shine, w * 0.12, 'opacity="0.95"'),
    e(w * 0.3, c(5), w * 0.1, 'opacity="0.55"'),
  ];
  if (twist > 0) {
    const id = ctx.uid('tw');
    const seg = `M${n(-w * 0.5)} ${n(-w * 0.3)}L${n(w * 0.5)} ${n(w * 0.3)}`;
    ctx.defs.push(
      `<g id="${id}">` +
        path(seg, 'none', stroke(ctx.metal.edge, w * 0.09, 'opacity="0.55"')) +
        path(
          seg,
          'none',
          stroke('#ffffff', w * 0.05, `opacity="0.6" transform="translate(${n(w * 0.12)} 0)"`),
        ) +
        '</g>',
    );
    for (let i = 0; i < twist; i++) {
      const t = (Math.PI * 2 * i) / twist;
      const px = cx + rx * Math.cos(t);
      const py = cy + ry * Math.sin(t);
      const ang = (Math.atan2(ry * Math.cos(t), -rx * Math.sin(t)) * 180) / Math.PI;
      parts.push(
        `<use xlink:href="#${id}" transform="translate(${n(px)} ${n(py)}) rotate(${Math.round(ang + 90)})"/>`,
      );
    }
  }
  const back = ellipsePts(cx, cy, rx, ry, Math.PI * 1.05, Math.PI * 1.95, 32);
  parts.push(path(poly(back).replace('Z', ''), 'none', stroke('#1d2024', w, 'opacity="0.12"')));
  return parts.join('');
}
