// Real-user metrics (DESIGN §11 "Real-user metrics"): what a page reports, what the server accepts
// and how the owner's Speed card colours it. One list each, read by the browser, the server and
// the back office alike.

/** The metrics the storefront reports, in the order the owner reads them. */
export const vitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof vitalNames)[number];

/** The kinds of page a report is grouped by. */
export const vitalPageTypes = ['home', 'listing', 'product', 'other'] as const;
export type VitalPageType = (typeof vitalPageTypes)[number];

/** `navigator.connection.effectiveType` as browsers report it. */
export const effectiveTypes = ['slow-2g', '2g', '3g', '4g'] as const;
export type EffectiveType = (typeof effectiveTypes)[number];

/** At most this many metrics in one beacon (one of each). */
export const maxMetricsPerBeacon = vitalNames.length;
/** A beacon's body is small; anything past this is refused (413) before it is read. */
export const maxBeaconBytes = 2048;

/**
 * The largest value taken as real, per metric (milliseconds; CLS has no unit). Past it a report is
 * a broken clock or a forgery, and the whole beacon is refused.
 */
export const vitalMaximum: Record<VitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 60_000,
};

/** Core Web Vitals thresholds: at or under `good` is good, over `poor` is poor. */
export const vitalThresholds: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** How a value compares with its metric's thresholds. */
export function vitalRating(name: VitalName, value: number): VitalRating {
  const { good, poor } = vitalThresholds[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The kind of page at a built path: home, a listing (all products or one category), a product
 * page (pre-rendered, or the shell that draws a new one), or any other page.
 */
export function vitalPageTypeOf(pathname: string): VitalPageType {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/shop/product' || /^\/shop\/product\/[^/]+$/.test(path)) return 'listing';
  if (/^\/prod-detail\/[^/]+$/.test(path) || path === '/shells/prod-detail') return 'product';
  return 'other';
}
