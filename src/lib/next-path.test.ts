import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const origin = 'https://chandi.example';

describe('safeNextPath', () => {
  it.each([
    ['/shop/cart', '/shop/cart'],
    ['/shop/product?sort=price#grid', '/shop/product?sort=price#grid'],
    ['shop/cart', '/shop/cart'],
    ['https://chandi.example/shop/wishlist', '/shop/wishlist'],
    ['/.//evil.example', '/evil.example'],
    ['https://chandi.example//evil.example/x', '/evil.example/x'],
    ['/shop/%2F%2Fevil.example', '/shop/%2F%2Fevil.example'],
  ])('keeps %j on the shop as %j', (next, path) => {
    expect(safeNextPath(next, origin)).toBe(path);
    // Whatever it returns resolves to the shop again.
    expect(new URL(safeNextPath(next, origin), origin).origin).toBe(origin);
  });

  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\t\\evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['https://evil.example/shop/cart'],
    ['http://chandi.example/shop/cart'],
    ['https://chandi.example.evil.example/'],
    ['https://chandi.example@evil.example/'],
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['http://[::1'],
  ])('sends %j to the fallback', (next) => {
    expect(safeNextPath(next, origin)).toBe('/');
    expect(safeNextPath(next, origin, '/shop/cart')).toBe('/shop/cart');
  });

  it('sends nothing and an empty value to the fallback', () => {
    expect(safeNextPath(null, origin)).toBe('/');
    expect(safeNextPath('', origin, '/account')).toBe('/account');
  });

  it('refuses the variants of the report once decoded as the page decodes ?next=', () => {
    for (const raw of ['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%2Fevil.example']) {
      const next = new URLSearchParams(`next=${raw}`).get('next');
      expect(safeNextPath(next, origin)).toBe('/');
    }
  });
});
