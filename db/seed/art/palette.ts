import type { ProductArt, Stone } from '../catalogue';

/** Colours of one backdrop tint family. */
export interface BackdropTone {
  light: string;
  base: string;
  deep: string;
  surface: string;
  cloth: string;
}

export const backdrops: Record<ProductArt['backdrop'], BackdropTone> = {
  ivory: {
    light: '#fdfbf7',
    base: '#f7f3ec',
    deep: '#e6dccb',
    surface: '#eee6d8',
    cloth: '#e2d5c0',
  },
  blush: {
    light: '#fdf6f3',
    base: '#f6e9e4',
    deep: '#e4cbc2',
    surface: '#efdcd5',
    cloth: '#dcb9ae',
  },
  sage: {
    light: '#f8faf6',
    base: '#e9eee6',
    deep: '#cfd9cb',
    surface: '#dfe6db',
    cloth: '#b9c8b3',
  },
  slate: {
    light: '#f8f9fb',
    base: '#e6e9ee',
    deep: '#c9ced8',
    surface: '#dbdfe6',
    cloth: '#aeb5c2',
  },
  sand: {
    light: '#fbf7f0',
    base: '#f1e8da',
    deep: '#dccbb0',
    surface: '#e8dcc8',
    cloth: '#cfb894',
  },
};

/** How a stone is cut and coloured. */
export interface StoneTone {
  base: string;
  light: string;
  dark: string;
  cut: 'facet' | 'cabochon' | 'pearl';
}

export const stones: Record<Exclude<Stone, 'none'>, StoneTone> = {
  ruby: { base: '#b3122f', light: '#ff6079', dark: '#4f0413', cut: 'facet' },
  emerald: { base: '#0e7a4c', light: '#5fe0a2', dark: '#03301b', cut: 'facet' },
  sapphire: { base: '#1e3fa8', light: '#7391ff', dark: '#08164a', cut: 'facet' },
  amethyst: { base: '#7a3aa8', light: '#d2a6f6', dark: '#331050', cut: 'facet' },
  garnet: { base: '#7c0d22', light: '#d2475c', dark: '#300309', cut: 'facet' },
  cz: { base: '#dfe6ee', light: '#ffffff', dark: '#8d9aab', cut: 'facet' },
  turquoise: { base: '#35b3aa', light: '#9ceae2', dark: '#17706a', cut: 'cabochon' },
  onyx: { base: '#1c1d21', light: '#6b6f77', dark: '#050506', cut: 'cabochon' },
  moonstone: { base: '#dde5ee', light: '#ffffff', dark: '#94a7c2', cut: 'cabochon' },
  pearl: { base: '#f2ece2', light: '#ffffff', dark: '#bfb3a0', cut: 'pearl' },
};

/** Gradient stops [offset, colour] for one metal finish. */
export interface MetalTone {
  bands: Array<[number, string]>;
  inner: Array<[number, string]>;
  sphere: Array<[number, string]>;
  edge: string;
  shine: string;
}

const polished: MetalTone = {
  bands: [
    [0, '#f8f8f6'],
    [0.18, '#dfe1e4'],
    [0.36, '#9aa0a8'],
    [0.48, '#5b6068'],
    [0.58, '#a3a9b0'],
    [0.72, '#f4f5f5'],
    [0.86, '#c9ccd1'],
    [1, '#7b8189'],
  ],
  inner: [
    [0, '#3f444b'],
    [0.3, '#8d939b'],
    [0.5, '#d9dcdf'],
    [0.7, '#6c727a'],
    [1, '#2f3338'],
  ],
  sphere: [
    [0, '#ffffff'],
    [0.22, '#eef0f2'],
    [0.55, '#a7adb4'],
    [0.82, '#5b6068'],
    [1, '#9aa0a8'],
  ],
  edge: '#4b5058',
  shine: '#ffffff',
};

const oxidised: MetalTone = {
  bands: [
    [0, '#d9dbdc'],
    [0.18, '#9b9fa4'],
    [0.36, '#5f6369'],
    [0.5, '#2c2f33'],
    [0.62, '#6d7177'],
    [0.74, '#c3c6c9'],
    [0.88, '#7d8187'],
    [1, '#3a3d42'],
  ],
  inner: [
    [0, '#1d1f22'],
    [0.35, '#55595f'],
    [0.5, '#9a9ea3'],
    [0.7, '#3b3e43'],
    [1, '#17181b'],
  ],
  sphere: [
    [0, '#f2f2f0'],
    [0.2, '#b9bcc0'],
    [0.55, '#64686e'],
    [0.85, '#2a2c30'],
    [1, '#55595f'],
  ],
  edge: '#1f2125',
  shine: '#f4f4f2',
};

/** Oxidised (blackened) finish is chosen when seed % 4 === 3. */
export function isOxidised(seed: number): boolean {
  return seed % 4 === 3;
}

/** The metal tone for a seed. */
export function metalFor(seed: number): MetalTone {
  return isOxidised(seed) ? oxidised : polished;
}
