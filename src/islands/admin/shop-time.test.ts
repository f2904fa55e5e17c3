import '../../stores/test-env';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteSummary } from './inquiry-bits';
import { LiveClock } from './Dashboard';
import { clockTime } from './publish';
import { dateTime, shortDate } from './dates';

// 20:00 on 11 March in London is 01:30 on 12 March in Jaipur, where the server counts the days.
// Formatted in the browser's zone (UTC on these machines), each of these showed the 11th.
const lateEvening = Date.parse('2026-03-11T20:00:00Z');

afterEach(() => vi.useRealTimers());

describe('admin dates are India’s', () => {
  it('shows the day and time in Asia/Kolkata, whatever the browser’s zone', () => {
    expect(shortDate(lateEvening)).toBe('12 Mar 2026');
    expect(shortDate(new Date(lateEvening).toISOString())).toBe('12 Mar 2026');
    expect(dateTime(lateEvening)).toBe('12 Mar 2026, 01:30');
    expect(clockTime(lateEvening)).toBe('01:30:00');
  });

  it('shows a quote’s last day as the day it is, in any zone', () => {
    // Read as the browser's midnight, the day was the 11th east of India (TZ=Australia/Sydney).
    const quote = { amount: 1500, validUntil: '2026-03-12', expired: false };
    const html = renderToStaticMarkup(
      createElement(QuoteSummary, { quote: quote as Parameters<typeof QuoteSummary>[0]['quote'] }),
    );
    expect(html).toContain('<time dateTime="2026-03-12">12 Mar 2026</time>');
  });

  it('ticks the dashboard clock in India’s time', () => {
    vi.useFakeTimers({ now: lateEvening, toFake: ['Date'] });
    const html = renderToStaticMarkup(createElement(LiveClock));
    expect(html).toContain('Thursday, 12 March 2026');
    expect(html).toMatch(/01:30:00\s*am/i);
  });
});
