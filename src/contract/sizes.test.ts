import { describe, expect, it } from 'vitest';
import {
  bangleSizes,
  isKnownSize,
  joinSizes,
  lineSizeProblem,
  ringSizes,
  sizeMeasure,
  sizeProblem,
  sizeRow,
  splitSizes,
} from './sizes';

describe('size tables', () => {
  it('lists Indian ring sizes 1 to 30, each 1 mm round more than the last', () => {
    expect(ringSizes.map((row) => row.size)).toEqual(
      Array.from({ length: 30 }, (_, i) => String(i + 1)),
    );
    expect(ringSizes[0]).toEqual({ size: '1', diameterMm: 13.1, circumferenceMm: 41 });
    expect(sizeRow('ring', '14')).toEqual({ size: '14', diameterMm: 17.2, circumferenceMm: 54 });
    expect(ringSizes[29]).toEqual({ size: '30', diameterMm: 22.3, circumferenceMm: 70 });
    for (const row of ringSizes) {
      expect(Math.abs(row.circumferenceMm / Math.PI - row.diameterMm)).toBeLessThanOrEqual(0.05);
    }
  });

  it('lists bangle sizes 2-2 to 2-14 as sixteenths of an inch over two inches', () => {
    expect(bangleSizes.map((row) => row.size)).toEqual(
      Array.from({ length: 13 }, (_, i) => `2-${i + 2}`),
    );
    expect(sizeRow('bangle', '2-4')).toEqual({
      size: '2-4',
      diameterInches: 2.25,
      diameterMm: 57.2,
      circumferenceMm: 179.5,
    });
    expect(sizeRow('bangle', '2-8')?.diameterMm).toBe(63.5);
    expect(sizeRow('bangle', '2-14')?.diameterMm).toBe(73);
  });

  it('knows which sizes exist', () => {
    for (const size of ['1', '30', '2-2', '2-14']) expect(isKnownSize(size)).toBe(true);
    for (const size of ['0', '31', '2-1', '2-15', '14.5', '', '2-6 ']) {
      expect(isKnownSize(size)).toBe(false);
    }
    expect(sizeRow('ring', '2-6')).toBeUndefined();
    expect(sizeRow('bangle', '14')).toBeUndefined();
  });

  it('describes a size by its inner measure', () => {
    expect(sizeMeasure('ring', '14')).toBe('17.2 mm inside');
    expect(sizeMeasure('bangle', '2-6')).toBe('2.375 in · 60.3 mm inside');
    expect(sizeMeasure('ring', '99')).toBe('');
  });
});

describe('stored size lists', () => {
  it('split the stored text and join sizes back in the order of the table', () => {
    expect(splitSizes('')).toEqual([]);
    expect(splitSizes(' 12, 14 ,,16')).toEqual(['12', '14', '16']);
    expect(joinSizes('ring', ['16', '8', '12'])).toBe('8,12,16');
    expect(joinSizes('bangle', ['2-10', '2-4'])).toBe('2-4,2-10');
  });
});

describe('sizeProblem', () => {
  it('accepts no type with no sizes, or a type with sizes of its own table', () => {
    expect(sizeProblem(null, [])).toBeNull();
    expect(sizeProblem('ring', ['8', '30'])).toBeNull();
    expect(sizeProblem('bangle', ['2-2', '2-14'])).toBeNull();
  });

  it('names the field and why for everything else', () => {
    expect(sizeProblem(null, ['12'])).toEqual({
      field: 'sizes',
      message: 'need a size type (ring or bangle)',
    });
    expect(sizeProblem('ring', [])).toEqual({
      field: 'sizes',
      message: 'must include at least one ring size',
    });
    expect(sizeProblem('ring', ['12', '2-6', '31'])).toEqual({
      field: 'sizes',
      message: 'must be ring sizes (1 to 30); not 2-6, 31',
    });
    expect(sizeProblem('bangle', ['14'])?.message).toBe(
      'must be bangle sizes (2-2 to 2-14); not 14',
    );
    expect(sizeProblem('ring', ['12', '12'])).toEqual({
      field: 'sizes',
      message: 'lists a size twice',
    });
  });
});

describe('lineSizeProblem', () => {
  const ring = { sizeType: 'ring' as const, sizes: ['12', '14'] };
  const chain = { sizeType: null, sizes: [] };

  it('takes a size the piece is made in, and no size for a piece in one size', () => {
    expect(lineSizeProblem(ring, '14')).toBeNull();
    expect(lineSizeProblem(chain, undefined)).toBeNull();
    expect(lineSizeProblem(chain, '')).toBeNull();
  });

  it('refuses a missing size, a size not offered, and a size for a piece in one size', () => {
    expect(lineSizeProblem(ring, undefined)).toBe('is required: choose one of 12, 14');
    expect(lineSizeProblem(ring, '16')).toBe(
      'must be one of the sizes this piece is made in: 12, 14',
    );
    expect(lineSizeProblem(chain, '14')).toBe('must be left out: this piece comes in one size');
  });
});
