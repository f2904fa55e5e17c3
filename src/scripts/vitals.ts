// Real-user metrics (DESIGN §11): the page view's LCP, INP, CLS, FCP and TTFB as web-vitals
// measures them, sent to the shop in one beacon when the page is hidden or left (a page that comes
// back and changes a figure sends one more). A bundle of its own, which
// src/components/RealUserMetrics.astro adds to a sampled page once the page is idle; it reads the
// page's kind from the element that component writes.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { EffectiveType, VitalPageType } from '../contract/vitals';

type Connection = { effectiveType?: string };

// The contract's effective types, spelt out so that no value of the contract is shared with the
// admin's code (a module both import would join the storefront's start-up chunk); `satisfies`
// keeps the two lists the same.
const knownTypes = { 'slow-2g': true, '2g': true, '3g': true, '4g': true } satisfies Record<
  EffectiveType,
  true
>;

/** The connection's effective type when the browser tells it and it is one the shop knows. */
function connectionType(): string | undefined {
  const type = (navigator as Navigator & { connection?: Connection }).connection?.effectiveType;
  return type && Object.hasOwn(knownTypes, type) ? type : undefined;
}

/** Report this page view's metrics for a page of kind `page`, batched into few beacons. */
export function reportVitals(page: VitalPageType): void {
  // The latest value of each metric since the last beacon: a later report of one replaces it.
  const waiting = new Map<Metric['name'], number>();
  const keep = (metric: Metric) => waiting.set(metric.name, metric.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // Registered after web-vitals' own listeners, so their last reports are in before this sends.
  const send = () => {
    if (!waiting.size) return;
    const metrics = [...waiting].map(([name, value]) => ({ name, value }));
    waiting.clear();
    navigator.sendBeacon(
      '/api/vitals',
      JSON.stringify({ page, connection: connectionType(), metrics }),
    );
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}

const page = document.getElementById('chandi-vitals')?.dataset.page as VitalPageType | undefined;
if (page) reportVitals(page);
