import { setTimeout as sleep } from 'node:timers/promises';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { firstTapProbe, type ProbeState, type ProbeTarget } from './first-tap-probe';
import { earliestWorkingTap, type Tap, type TapRun, type TimedTap } from './first-tap-report';
import { cdpNetwork, phone } from './throttling';

/** A page to time and the control on it, with the effect that shows its tap worked. */
export interface TapPage extends ProbeTarget {
  name: string;
  path: string;
}

/** The controls of issue 28 (product page, listing, home), given the product page's address. */
export const tapPages = (productPath: string): TapPage[] => [
  { name: 'detail', path: productPath, control: 'main [data-add-to-cart]', effect: 'cart' },
  // The first card that adds at once (in stock, one size): a piece in sizes links to its page.
  {
    name: 'listing',
    path: '/shop/product',
    control: 'main [data-product-card] button[data-add-to-cart]:not([disabled])',
    effect: 'cart',
  },
  { name: 'home', path: '/', control: '[data-menu-open]', effect: 'menu' },
];

/** How long a tap at visibility may take to show its effect before it counts as lost. */
const lostAfterMs = 10_000;
/** How long a later tap is watched: past `atOnceMs` it has failed anyway; a margin for the report. */
const watchLaterTapMs = 600;

interface Load {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** performance.timeOrigin of the document: Date.now() − origin is page time. */
  origin: number;
  visible: Promise<ProbeState>;
  effect: Promise<number>;
  /** When the page's first pointerdown says the tap began (`ProbeState.touched`). */
  touched: Promise<number>;
}

/** A fresh context (empty cache) on the throttled phone, navigating to `url` with the probe in. */
async function open(browser: Browser, url: string, target: ProbeTarget): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  let shown!: (state: ProbeState) => void;
  let affected!: (at: number) => void;
  let began!: (at: number) => void;
  const visible = new Promise<ProbeState>((resolve) => (shown = resolve));
  const effect = new Promise<number>((resolve) => (affected = resolve));
  const touched = new Promise<number>((resolve) => (began = resolve));
  await context.exposeBinding('firstTapVisible', (_, state: ProbeState) => shown(state));
  await context.exposeBinding('firstTapEffect', (_, at: number) => affected(at));
  await context.exposeBinding('firstTapTouched', (_, at: number) => began(at));
  // tsx compiles with esbuild's keepNames, which calls a `__name` helper the page does not have.
  await context.addInitScript({
    content: `(() => { const __name = (f) => f; (${firstTapProbe.toString()})(${JSON.stringify(target)}); })();`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', cdpNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await cdp.send('Emulation.setEmitTouchEventsForMouse', {
    enabled: true,
    configuration: 'mobile',
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const origin = await page.evaluate(() => performance.timeOrigin).catch(() => started);
  return { context, page, cdp, origin, visible, effect, touched };
}

/**
 * A finger on the phone: a press and release turned into touches by Chromium's touch emulator (as
 * DevTools' device mode turns a mouse into a finger), so the page gets touchstart, touchend and the
 * tap gesture's click, with pointerType "touch", as soon as it can take them. Not
 * `Input.dispatchTouchEvent` (Playwright's `touchscreen.tap`): DevTools holds a touch sent that way
 * until the page's next frame is drawn ("we make sure the compositor is up to date", Chromium's
 * devtools/protocol/input_handler.cc), which a real finger never waits for and which on a loading
 * page adds hundreds of milliseconds. The emulator takes the press without answering it, so the
 * calls are not awaited; closing the context rejects them.
 */
function tapWithFinger(cdp: CDPSession, x: number, y: number): void {
  for (const type of ['mousePressed', 'mouseReleased'] as const)
    cdp
      .send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 })
      .catch((error: Error) => {
        // Unanswered when the context closes; any other failure stops the bench loudly.
        if (!error.message.includes('has been closed')) throw error;
      });
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, sleep(ms).then(() => undefined)]);

/**
 * A tap at `point` now: when the browser took the touch, and when its effect showed (undefined if
 * not within `watchMs`). The finger's time is the pointerdown's own timestamp, as a phone's screen
 * gives it: a busy page handles it later, and that counts against the page; the bench's own delay
 * in getting the press to the browser (2-110 ms seen on two busy cores) does not. When no
 * pointerdown came (a lost tap), the time it was sent.
 */
async function tapNow(load: Load, point: { x: number; y: number }, watchMs: number) {
  const sent = Date.now() - load.origin;
  tapWithFinger(load.cdp, point.x, point.y);
  const effect = await within(load.effect, Math.max(0, load.origin + sent + watchMs - Date.now()));
  const tap = (await within(load.touched, 50)) ?? sent;
  return { tap, effect };
}

/** Each page measured in turn by `measure`, in one browser for the bench's phone. */
async function perPage<T>(
  base: string,
  pages: TapPage[],
  measure: (browser: Browser, page: TapPage, url: string) => Promise<T>,
): Promise<Map<string, T>> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const results = new Map<string, T>();
  try {
    for (const page of pages)
      results.set(page.name, await measure(browser, page, base + page.path));
  } finally {
    await browser.close();
  }
  return results;
}

/** The probe's state once the load has fired `load` and settled (taps end LCP). */
async function settledState(load: Load): Promise<ProbeState> {
  await load.page.waitForLoadState('load', { timeout: 30_000 });
  await sleep(1500);
  return load.page.evaluate(() => window.firstTapProbe!);
}

/** An untouched load: its FCP and LCP once the page has loaded and settled (taps end LCP). */
async function paints(browser: Browser, url: string, target: ProbeTarget) {
  const load = await open(browser, url, target);
  try {
    const state = await settledState(load);
    return { fcp: state.fcp ?? NaN, lcp: state.lcp ?? NaN };
  } finally {
    await load.context.close();
  }
}

/** A fresh load with one tap on the control `delay` ms after it became visible. */
async function tapAfter(
  browser: Browser,
  url: string,
  target: ProbeTarget,
  delay: number,
  watchMs: number,
): Promise<Tap> {
  const load = await open(browser, url, { ...target, reach: true });
  try {
    const seen = await within(load.visible, 20_000);
    if (!seen?.visible) throw new Error(`${target.control} never became visible on ${url}`);
    const wait = load.origin + seen.visible + delay - Date.now();
    if (wait > 0) await sleep(wait);
    const { tap, effect } = await tapNow(load, { x: seen.x!, y: seen.y! }, watchMs);
    if (effect !== undefined && effect < tap)
      throw new Error(`${target.control} on ${url} showed its effect before the tap`);
    return { visible: seen.visible, tap, effect };
  } finally {
    await load.context.close();
  }
}

/**
 * `runs` runs per page under applied throttling (`phone`), each: an untouched load for FCP and
 * LCP, a tap as soon as the control is visible (lost if no effect in 10 s), and the search for the
 * earliest tap that works at once (`earliestWorkingTap`), every load fresh.
 */
export async function measureFirstTap(
  base: string,
  pages: TapPage[],
  runs: number,
): Promise<Map<string, TapRun[]>> {
  return perPage(base, pages, async (browser, page, url) => {
    const pageRuns: TapRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const { fcp, lcp } = await paints(browser, url, page);
      const first = await tapAfter(browser, url, page, 0, lostAfterMs);
      const earliest = await earliestWorkingTap(
        (delay) => tapAfter(browser, url, page, delay, watchLaterTapMs),
        first,
      );
      pageRuns.push({ fcp, lcp, first, earliest });
      const at = (ms?: number) => (ms === undefined ? 'lost' : `${Math.round(ms)}`);
      console.log(
        `${page.name} #${run}: LCP ${Math.round(lcp)}, visible ${Math.round(first.visible)}, tap ${Math.round(first.tap)}, effect ${at(first.effect)}, earliest working tap ${at(earliest?.tap)}`,
      );
    }
    return pageRuns;
  });
}

/** Where the control is once on screen, and the load's LCP: an untouched load. */
async function locate(browser: Browser, url: string, target: ProbeTarget) {
  const load = await open(browser, url, { ...target, reach: true });
  try {
    const seen = await within(load.visible, 20_000);
    if (!seen?.visible) throw new Error(`${target.control} never became visible on ${url}`);
    const { lcp } = await settledState(load);
    return { x: seen.x!, y: seen.y!, lcp: lcp ?? seen.visible };
  } finally {
    await load.context.close();
  }
}

/**
 * A fresh load with one tap at `at` ms after navigation, where `locate` found the control, whether
 * or not the page has shown it yet. Undefined unless the finger met the control after the probe
 * saw it on screen and after a largest paint.
 */
async function tapAt(
  browser: Browser,
  url: string,
  target: ProbeTarget,
  at: number,
  point: { x: number; y: number },
): Promise<TimedTap | undefined> {
  const load = await open(browser, url, { ...target, reach: true });
  try {
    const wait = load.origin + at - Date.now();
    if (wait > 0) await sleep(wait);
    const { tap, effect } = await tapNow(load, point, watchLaterTapMs);
    const state = await load.page.evaluate(() => window.firstTapProbe!);
    const onScreen = state.visible !== undefined && state.visible <= tap;
    if (!state.hit || !onScreen || state.lcp === undefined) return undefined;
    return { lcp: state.lcp, tap, effect };
  } finally {
    await load.context.close();
  }
}

/**
 * `loads` fresh loads per page, each with one tap at a set time: from 0.2 s before an untouched
 * load's LCP to 1.2 s after it, in an interleaved order so the machine's drift does not follow the
 * time. Each tap is then placed against its own load's LCP (`tapsAfterLcpTable`): a shopper who
 * taps 0.3 s after the largest paint, in every load, rather than one search per run.
 */
export async function measureTapsAfterLcp(
  base: string,
  pages: TapPage[],
  loads: number,
): Promise<Map<string, TimedTap[]>> {
  return perPage(base, pages, async (browser, page, url) => {
    const { x, y, lcp } = await locate(browser, url, page);
    const steps = Array.from({ length: loads }, (_, i) => i);
    const order = [...steps.filter((i) => i % 2 === 0), ...steps.filter((i) => i % 2 === 1)];
    const taps: TimedTap[] = [];
    for (const step of order) {
      const at = lcp - 200 + (1400 * step) / Math.max(1, loads - 1);
      const tap = await tapAt(browser, url, page, at, { x, y });
      if (tap) taps.push(tap);
      const took = tap?.effect === undefined ? 'none' : `${Math.round(tap.effect - tap.tap)} ms`;
      console.log(
        `${page.name} tap at ${Math.round(at)}: ${tap ? `${Math.round(tap.tap - tap.lcp)} ms after LCP, effect after ${took}` : 'not counted (before the control showed, or off it)'}`,
      );
    }
    return taps;
  });
}
