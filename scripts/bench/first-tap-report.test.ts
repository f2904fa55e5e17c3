import { describe, expect, it } from 'vitest';
import {
  earliestWorkingTap,
  firstTapTable,
  tapsAfterLcpTable,
  type Tap,
  type TapRun,
} from './first-tap-report';

const visible = 800;
/** A page whose code arrives at `ready` ms: a tap then or later works within 20 ms; before, lost. */
function page(ready: number) {
  const delays: number[] = [];
  const tapAfter = async (delay: number): Promise<Tap> => {
    delays.push(delay);
    const tap = visible + delay;
    return { visible, tap, effect: tap >= ready ? tap + 20 : undefined };
  };
  return { delays, tapAfter };
}

describe('earliestWorkingTap', () => {
  it('keeps a tap at visibility that worked at once, trying no other', async () => {
    const { delays, tapAfter } = page(0);
    const known = { visible, tap: visible + 5, effect: visible + 60 };
    expect(await earliestWorkingTap(tapAfter, known)).toBe(known);
    expect(delays).toEqual([]);
  });

  it('finds the first 100 ms step that works, coarse steps then halving the gap', async () => {
    const { delays, tapAfter } = page(visible + 730);
    const found = await earliestWorkingTap(tapAfter, { visible, tap: visible });
    expect(found?.tap).toBe(visible + 800);
    expect(delays).toEqual([500, 1000, 800, 700]);
  });

  it('does not count a tap carried out later than 100 ms as working', async () => {
    const late = async (delay: number): Promise<Tap> => {
      const tap = visible + delay;
      return { visible, tap, effect: Math.max(tap, 2000) + (delay < 1500 ? 150 : 0) };
    };
    const found = await earliestWorkingTap(late, { visible, tap: visible, effect: 2150 });
    expect(found?.tap).toBe(visible + 1500);
  });

  it('gives up past the longest delay', async () => {
    const { delays, tapAfter } = page(Infinity);
    expect(await earliestWorkingTap(tapAfter, { visible, tap: visible }, { max: 1500 })).toBe(
      undefined,
    );
    expect(delays).toEqual([500, 1000, 1500]);
  });
});

describe('firstTapTable', () => {
  const run = (lcp: number, effect: number | undefined, earliest?: number): TapRun => ({
    fcp: 500,
    lcp,
    first: { visible: 800, tap: 820, effect },
    earliest: earliest === undefined ? undefined : { visible: 800, tap: earliest },
  });

  it('shows each run and a median row where a lost tap counts as the latest', () => {
    const table = firstTapTable(
      new Map([
        ['home', [run(1400, undefined, 2300), run(1300, 2100, 2200), run(1500, undefined)]],
      ]),
    );
    const lines = table.split('\n');
    expect(lines[2]).toBe(
      '| home | median | 0.50 | 1.40 | 0.80 | 0.82 | lost | lost | 2.30 | 0.90 |',
    );
    expect(lines[3]).toBe('| home | 1 | 0.50 | 1.40 | 0.80 | 0.82 | lost | lost | 2.30 | 0.90 |');
    expect(lines[4]).toBe('| home | 2 | 0.50 | 1.30 | 0.80 | 0.82 | 2.10 | 0.80 | 2.20 | 0.90 |');
    expect(lines[5]).toBe('| home | 3 | 0.50 | 1.50 | 0.80 | 0.82 | lost | lost | none | none |');
  });
});

describe('tapsAfterLcpTable', () => {
  it('counts the taps that worked at once in each span after their own LCP', () => {
    const tap = (lcp: number, after: number, took?: number) => ({
      lcp,
      tap: lcp + after,
      effect: took === undefined ? undefined : lcp + after + took,
    });
    const table = tapsAfterLcpTable(
      new Map([
        [
          'home',
          [
            tap(1000, -50, 400),
            tap(1200, 100, 40),
            tap(900, 300, 100),
            tap(1100, 450, 101),
            tap(1000, 899, 20),
            tap(1300, 1500),
          ],
        ],
      ]),
    );
    expect(table.split('\n')).toEqual([
      '| page | before LCP | 0.0–0.3 s | 0.3–0.6 s | 0.6–0.9 s | 0.9 s on | from LCP + 0.3 s |',
      '|---|---|---|---|---|---|---|',
      '| home | 0/1 | 1/1 | 1/2 | 1/1 | 0/1 | 2/4 |',
    ]);
  });
});
