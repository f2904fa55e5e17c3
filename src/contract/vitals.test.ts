import { describe, expect, it } from 'vitest';
import { vitalPageTypeOf, vitalRating } from './vitals';

describe('vitalPageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/shop/product', 'listing'],
    ['/shop/product/', 'listing'],
    ['/shop/product/rings/', 'listing'],
    ['/prod-detail/abc123', 'product'],
    ['/prod-detail/abc123/', 'product'],
    ['/shells/prod-detail', 'product'],
    ['/shop/cart', 'other'],
    ['/shop/search/', 'other'],
    ['/shop/product/rings/extra', 'other'],
    ['/404', 'other'],
  ])('%s is %s', (path, type) => {
    expect(vitalPageTypeOf(path)).toBe(type);
  });
});

describe('vitalRating', () => {
  it('counts a value on a threshold on the better side', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('TTFB', 900)).toBe('needs-improvement');
  });
});
