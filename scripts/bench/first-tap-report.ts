/** A tap in one fresh load: when it went, and when (if ever) its effect showed; ms from navigation. */
export interface Tap {
  visible: number;
  tap: number;
  /** Undefined when the tap was lost: no effect within the wait. */
  effect?: number;
}

/** One run on one page: an untouched load's paints, a tap at visibility, the earliest working tap. */
export interface TapRun {
  fcp: number;
  lcp: number;
  first: Tap;
  /** The earliest tap that worked at once (see `earliestWorkingTap`); undefined if none did. */
  earliest?: Tap;
}

/** A tap works at once when its effect shows within this many ms. */
export const atOnceMs = 100;

/** Whether a tap's effect showed within `atOnceMs`. */
export const worksAtOnce = (tap: Pick<Tap, 'tap' | 'effect'>) =>
  tap.effect !== undefined && tap.effect - tap.tap <= atOnceMs;

/**
 * The earliest tap that works at once, each attempt in a fresh load: taps at `coarse`, 2 × `coarse`,
 * … ms after visibility until one works (at most `max`), then halving the gap between the last
 * that failed and the first that worked down to `step`. Assumes a control that works keeps working
 * (its code has arrived). `known` is a tap at visibility already made; undefined if none worked.
 */
export async function earliestWorkingTap(
  tapAfter: (delay: number) => Promise<Tap>,
  known: Tap,
  { step = 100, coarse = 500, max = 5000 } = {},
): Promise<Tap | undefined> {
  if (worksAtOnce(known)) return known;
  let failed = 0;
  let worked: { delay: number; tap: Tap } | undefined;
  for (let delay = coarse; delay <= max && !worked; delay += coarse) {
    const tap = await tapAfter(delay);
    if (worksAtOnce(tap)) worked = { delay, tap };
    else failed = delay;
  }
  if (!worked) return undefined;
  while (worked.delay - failed > step) {
    const delay: number = failed + Math.round((worked.delay - failed) / 2 / step) * step;
    const tap = await tapAfter(delay);
    if (worksAtOnce(tap)) worked = { delay, tap };
    else failed = delay;
  }
  return worked.tap;
}

/** The median, a lost tap (Infinity) counting as later than any. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '');

/** The figures of one row: every time in ms, Infinity where a tap was lost or none worked. */
function figures(run: TapRun): number[] {
  const effect = run.first.effect ?? Infinity;
  const earliest = run.earliest?.tap ?? Infinity;
  return [
    run.fcp,
    run.lcp,
    run.first.visible,
    run.first.tap,
    effect,
    effect - run.lcp,
    earliest,
    earliest - run.lcp,
  ];
}

function row(page: string, label: string, values: number[]): string {
  const cells = values.map((ms, i) =>
    Number.isFinite(ms) ? seconds(ms) : i < 6 ? 'lost' : 'none',
  );
  return `| ${page} | ${label} | ${cells.join(' | ')} |`;
}

/**
 * The first-tap runs as markdown: per page a median row (each column's own median; a lost tap
 * counts as the latest) and then every run, seconds from the start of navigation.
 */
export function firstTapTable(results: Map<string, TapRun[]>): string {
  const rows = [
    '| page | run | FCP | LCP | visible | tap | effect | effect − LCP | earliest working tap | its − LCP |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [page, runs] of results) {
    if (!runs.length) continue;
    const all = runs.map(figures);
    rows.push(
      row(
        page,
        'median',
        all[0]!.map((_, i) => median(all.map((values) => values[i]!))),
      ),
    );
    all.forEach((values, i) => rows.push(row(page, String(i + 1), values)));
  }
  return rows.join('\n');
}

/** A tap at a set time in a fresh load, counted only if the finger met the control on screen. */
export interface TimedTap {
  /** The load's largest paint before the tap (a tap ends LCP recording). */
  lcp: number;
  tap: number;
  effect?: number;
}

/** The spans of tap − LCP (ms) the taps are counted in; the target is every tap from 300 ms on. */
const spans: [from: number, to: number][] = [
  [-Infinity, 0],
  [0, 300],
  [300, 600],
  [600, 900],
  [900, Infinity],
];
const spanLabel = ([from, to]: [number, number]) =>
  from === -Infinity
    ? 'before LCP'
    : to === Infinity
      ? `${(from / 1000).toFixed(1)} s on`
      : `${(from / 1000).toFixed(1)}–${(to / 1000).toFixed(1)} s`;

/**
 * The taps at set times as markdown: per page, how many worked at once of those made in each span
 * after the load's own LCP ("2/5"), and of all those from LCP + 0.3 s on, the target's.
 */
export function tapsAfterLcpTable(results: Map<string, TimedTap[]>): string {
  const rows = [
    `| page | ${spans.map(spanLabel).join(' | ')} | from LCP + 0.3 s |`,
    `|---|${spans.map(() => '---|').join('')}---|`,
  ];
  const tally = (taps: TimedTap[]) => `${taps.filter(worksAtOnce).length}/${taps.length}`;
  for (const [page, taps] of results) {
    const after = (tap: TimedTap) => tap.tap - tap.lcp;
    const cells = spans.map(([from, to]) =>
      tally(taps.filter((tap) => after(tap) >= from && after(tap) < to)),
    );
    rows.push(
      `| ${page} | ${cells.join(' | ')} | ${tally(taps.filter((tap) => after(tap) >= 300))} |`,
    );
  }
  return rows.join('\n');
}
