import { describe, expect, it } from 'vitest';
import { breakupLine, rateText } from './price-text';

const chain = {
  metal: 3_293,
  making: 333,
  other: 0,
  gst: 109,
  total: 3_735,
  rate: 192.45,
  rateDate: '2026-11-20',
};

describe('a breakup on one line', () => {
  it('names silver, making and GST, and other charges only when there are some', () => {
    expect(breakupLine(chain)).toBe('Silver ₹3,293 · making ₹333 · GST ₹109');
    expect(breakupLine({ ...chain, other: 1_200 })).toBe(
      'Silver ₹3,293 · making ₹333 · other ₹1,200 · GST ₹109',
    );
    expect(rateText(chain)).toBe('Silver rate ₹192.45/g on 20 Nov 2026');
  });
});
