import type { Stone } from '../catalogue';
import { metalFor, stones } from './palette';
import { mix } from './svg';

function stops(list: Array<[number, string]>, opacity?: (i: number) => number): string {
  return list
    .map(([o, c], i) => {
      const op = opacity ? ` stop-opacity="${opacity(i)}"` : '';
      return `<stop offset="${o}" stop-color="${c}"${op}/>`;
    })
    .join('');
}

function linear(id: string, x2: number, y2: number, list: Array<[number, string]>): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
}

function radial(id: string, fx: number, fy: number, list: Array<[number, string]>): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5" fx="${fx}" fy="${fy}">${stops(list)}</radialGradient>`;
}

function blur(id: string, sd: number): string {
  return (
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">` +
    `<feGaussianBlur stdDeviation="${sd}"/></filter>`
  );
}

/** Shared gradients and filters: metal finish for the seed plus the stone's colours. */
export function buildDefs(seed: number, stone: Stone): string {
  const m = metalFor(seed);
  const out: string[] = [
    linear('mv', 0, 1, m.bands),
    linear('mh', 1, 0, m.bands),
    linear('md', 1, 1, m.bands),
    linear('mi', 1, 0, m.inner),
    linear('mj', 0, 1, m.inner),
    radial('ms', 0.36, 0.3, m.sphere),
    radial(
      'mo',
      0.4,
      0.34,
      m.sphere.map(([o, c]): [number, string] => [o, mix(c, '#3a3d42', 0.35)]),
    ),
    blur('fb', 26),
    blur('fm', 9),
    blur('fs', 3),
    blur('ft', 1.2),
    `<filter id="fg" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="4" result="b"/>` +
      `<feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<filter id="fd" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="5"/>` +
      `<feOffset dx="0" dy="7" result="o"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/>` +
      `</feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  ];
  if (stone !== 'none') {
    const s = stones[stone];
    out.push(
      linear('sf', 1, 1, [
        [0, s.light],
        [0.45, s.base],
        [1, s.dark],
      ]),
      radial('sc', 0.38, 0.3, [
        [0, s.light],
        [0.35, mix(s.light, s.base, 0.6)],
        [0.8, s.base],
        [1, s.dark],
      ]),
      radial('sp', 0.36, 0.3, [
        [0, '#ffffff'],
        [0.3, s.base],
        [0.7, mix(s.base, '#e8d7cf', 0.5)],
        [0.9, s.dark],
        [1, mix(s.dark, '#d9cfe0', 0.4)],
      ]),
    );
  }
  return `<defs>${out.join('')}</defs>`;
}
