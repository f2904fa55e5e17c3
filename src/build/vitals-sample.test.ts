import { afterEach, describe, expect, it } from 'vitest';
import { vitalsSample } from './vitals-sample';

const saved = process.env.VITALS_SAMPLE;
afterEach(() => {
  if (saved === undefined) delete process.env.VITALS_SAMPLE;
  else process.env.VITALS_SAMPLE = saved;
});

describe('VITALS_SAMPLE', () => {
  it('is every page view unless set', () => {
    delete process.env.VITALS_SAMPLE;
    expect(vitalsSample()).toBe(1);
    process.env.VITALS_SAMPLE = ' ';
    expect(vitalsSample()).toBe(1);
  });

  it('takes a share from 0 to 1', () => {
    for (const [text, share] of [
      ['0', 0],
      ['0.25', 0.25],
      ['1', 1],
    ] as const) {
      process.env.VITALS_SAMPLE = text;
      expect(vitalsSample()).toBe(share);
    }
  });

  it('stops the build on anything else, naming the variable', () => {
    for (const wrong of ['-0.1', '1.5', '50%', 'all', 'NaN', 'Infinity']) {
      process.env.VITALS_SAMPLE = wrong;
      expect(() => vitalsSample(), wrong).toThrow(/VITALS_SAMPLE/);
    }
  });
});
