import { useId, useState } from 'react';
import { formatCount } from '../../contract/money';
import {
  vitalNames,
  vitalPageTypes,
  vitalThresholds,
  type VitalName,
  type VitalRating,
} from '../../contract/vitals';
import type { VitalsAnswer } from './answers';
import { useLoad } from './use-load';

const pageLabels = { home: 'Home', listing: 'Listings', product: 'Products', other: 'Other' };
const ratingLabels: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};
const metricTitles: Record<VitalName, string> = {
  LCP: 'Largest picture or text shown',
  INP: 'Answer to a tap',
  CLS: 'Layout shift',
  FCP: 'First content shown',
  TTFB: 'First byte from the server',
};

/** A metric's value as the owner reads it: seconds past one second, milliseconds below, CLS bare. */
export function vitalText(name: VitalName, value: number): string {
  if (name === 'CLS') return String(value);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

/**
 * The owner's Speed card (DESIGN §11 "Real-user metrics"): the 75th percentile that shoppers'
 * browsers measured, per metric and kind of page, over the last 7 or 28 days, coloured by the Core
 * Web Vitals thresholds, with the number of reports behind each figure.
 */
export function SpeedCard() {
  const { data } = useLoad<VitalsAnswer>('/api/admin/vitals');
  const [days, setDays] = useState<7 | 28>(7);
  const headingId = useId();
  if (!data) return null;
  const cells = data.windows.find((window) => window.days === days)?.cells ?? [];
  const pages = vitalPageTypes.filter((page) => cells.some((cell) => cell.page === page));
  const reports = cells.reduce((sum, cell) => sum + cell.samples, 0);
  return (
    <section className="adm-panel adm-speed" aria-labelledby={headingId} data-speed-card>
      <div className="adm-panel-head">
        <h2 id={headingId}>Speed</h2>
        <div className="adm-seg" role="group" aria-label="Period">
          {([7, 28] as const).map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={days === choice}
              onClick={() => setDays(choice)}
            >
              {choice} days
            </button>
          ))}
        </div>
      </div>
      {cells.length === 0 ? (
        <p className="adm-hint" role="status" data-speed-empty>
          No measurements in the last {days} days. Shoppers’ browsers report how fast each page was
          as they leave it (a share of visits set by VITALS_SAMPLE); figures appear here after the
          first visits.
        </p>
      ) : (
        <>
          <p className="adm-muted" role="status">
            What shoppers got (75th percentile) · {formatCount(reports)} reports
          </p>
          <table className="adm-speed-table">
            <thead>
              <tr>
                <th scope="col">Metric</th>
                {pages.map((page) => (
                  <th key={page} scope="col">
                    {pageLabels[page]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {vitalNames.map((name) => (
                <tr key={name}>
                  <th scope="row" title={metricTitles[name]}>
                    {name}
                  </th>
                  {pages.map((page) => {
                    const cell = cells.find((c) => c.page === page && c.name === name);
                    if (!cell) return <td key={page}>—</td>;
                    return (
                      <td key={page} className={`is-${cell.rating}`} data-vital={`${page}-${name}`}>
                        <span className="adm-speed-value">{vitalText(name, cell.p75)}</span>
                        <span className="sr-only"> {ratingLabels[cell.rating]},</span>
                        <span className="adm-speed-count">
                          {' '}
                          {formatCount(cell.samples)}
                          <span className="sr-only"> reports</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <p className="adm-hint">
        Good: LCP ≤ {vitalText('LCP', vitalThresholds.LCP.good)}, INP ≤{' '}
        {vitalText('INP', vitalThresholds.INP.good)}, CLS ≤ {vitalThresholds.CLS.good}. Green is
        good, amber needs improvement, red is poor.
      </p>
    </section>
  );
}
