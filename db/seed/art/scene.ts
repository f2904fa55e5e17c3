import type { BackdropTone } from './palette';
import type { Rng } from './random';
import { circle, ellipse, group, mix, n, path } from './svg';

function radialBg(id: string, tone: BackdropTone, size: number, fy: number): string {
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(size / 2)}" cy="${n(size * fy)}" ` +
    `r="${n(size * 0.78)}"><stop offset="0" stop-color="${tone.light}"/>` +
    `<stop offset="0.55" stop-color="${tone.base}"/><stop offset="1" stop-color="${tone.deep}"/></radialGradient>`
  );
}

/** Studio sweep: soft radial light with a gentle table surface and horizon. */
export function studioBackdrop(tone: BackdropTone, size: number, horizon: number): string {
  const h = size * horizon;
  return (
    `<defs>${radialBg('bg', tone, size, 0.36)}<linearGradient id="tb" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${tone.surface}" stop-opacity="0"/>` +
    `<stop offset="0.3" stop-color="${tone.surface}" stop-opacity="0.8"/>` +
    `<stop offset="1" stop-color="${mix(tone.surface, tone.deep, 0.5)}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<rect x="0" y="${n(h - size * 0.08)}" width="${size}" height="${n(size * 1.08 - h)}" fill="url(#tb)"/>`
  );
}

/** Close-up backdrop: soft light with out-of-focus highlights. */
export function bokehBackdrop(tone: BackdropTone, size: number, rng: Rng): string {
  const dots: string[] = [];
  for (let i = 0; i < 7; i++) {
    const r = rng.range(size * 0.04, size * 0.11);
    dots.push(
      circle(
        rng.range(0, size),
        rng.range(0, size),
        r,
        '#ffffff',
        `opacity="${n(rng.range(0.25, 0.5))}" filter="url(#fb)"`,
      ),
    );
  }
  return (
    `<defs>${radialBg('bg', tone, size, 0.45)}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    dots.join('')
  );
}

/** Flat-lay backdrop: a linen cloth or a marble slab seen from above. */
export function flatBackdrop(tone: BackdropTone, size: number, rng: Rng): string {
  const base = `<defs>${radialBg('bg', tone, size, 0.5)}</defs><rect width="${size}" height="${size}" fill="url(#bg)"/>`;
  if (rng.chance(0.5)) {
    const lines: string[] = [];
    for (let i = 0; i < 46; i++) {
      const y = -size * 0.2 + (i * size * 1.4) / 46;
      lines.push(`M${n(-size * 0.2)} ${n(y)}L${n(size * 1.2)} ${n(y + rng.range(-6, 6))}`);
    }
    const cloth =
      `<rect x="${n(-size * 0.25)}" y="${n(size * 0.12)}" width="${n(size * 1.5)}" height="${n(size * 0.78)}" rx="40" fill="${tone.cloth}" opacity="0.55"/>` +
      path(lines.join(''), 'none', `stroke="#ffffff" stroke-width="2" opacity="0.18"`) +
      `<rect x="${n(-size * 0.25)}" y="${n(size * 0.12)}" width="${n(size * 1.5)}" height="6" fill="#000000" opacity="0.08" filter="url(#fs)"/>`;
    return base + group(cloth, `rotate(${n(rng.range(-12, 12))} ${size / 2} ${size / 2})`);
  }
  const veins: string[] = [];
  for (let i = 0; i < 3; i++) {
    let x = rng.range(0, size);
    let y = rng.range(0, size * 0.2);
    let d = `M${n(x)} ${n(y)}`;
    for (let k = 0; k < 8; k++) {
      x += rng.range(-70, 90);
      const qx = x + rng.range(-60, 60);
      const qy = y + 60;
      y += rng.range(100, 190);
      d += `Q${n(qx)} ${n(qy)} ${n(x)} ${n(y)}`;
    }
    veins.push(
      path(
        d,
        'none',
        `stroke="${tone.deep}" stroke-width="${n(rng.range(1.5, 3.5))}" opacity="0.22" filter="url(#fs)"`,
      ),
    );
  }
  const slab = circle(
    size / 2,
    size / 2,
    size * 0.46,
    mix(tone.light, '#ffffff', 0.4),
    'opacity="0.85"',
  );
  const clip = `<defs><clipPath id="slab">${circle(size / 2, size / 2, size * 0.46, '#000')}</clipPath></defs>`;
  return (
    base +
    clip +
    circle(
      size / 2 + 10,
      size / 2 + 18,
      size * 0.46,
      '#000000',
      'opacity="0.12" filter="url(#fm)"',
    ) +
    slab +
    group(veins.join(''), '', 'clip-path="url(#slab)"')
  );
}

/** A soft elliptical floor shadow. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number, strength = 1): string {
  return (
    ellipse(cx, cy, rx, ry, '#3a2f25', `opacity="${n(0.28 * strength)}" filter="url(#fb)"`) +
    ellipse(
      cx,
      cy,
      rx * 0.6,
      ry * 0.45,
      '#2a211a',
      `opacity="${n(0.3 * strength)}" filter="url(#fm)"`,
    )
  );
}
