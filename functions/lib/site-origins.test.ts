import { expect, it } from 'vitest';
import { siteOrigins } from './site-origins';

it('is only the serialized SITE_URL origin for a public address', () => {
  expect(siteOrigins('https://Shop.Example/', [4321])).toEqual(['https://shop.example']);
  expect(siteOrigins('https://shop.example:443/path?q=1')).toEqual(['https://shop.example']);
  expect(siteOrigins('http://shop.example:8080')).toEqual(['http://shop.example:8080']);
});

it('takes every loopback name at the same port for a local run (localhost vs 127.0.0.1)', () => {
  expect(siteOrigins('http://localhost:4321').sort()).toEqual(
    ['http://127.0.0.1:4321', 'http://[::1]:4321', 'http://localhost:4321'].sort(),
  );
  expect(siteOrigins('http://127.0.0.1:5173')).toContain('http://localhost:5173');
});

it('adds the port the server listens on for a local run, never for a public address', () => {
  const local = siteOrigins('http://localhost:4321', [8080, 0]);
  expect(local).toContain('http://localhost:8080');
  expect(local).toContain('http://127.0.0.1:8080');
  expect(local).not.toContain('http://localhost:0');
  expect(local).not.toContain('http://localhost');
  expect(siteOrigins('http://localhost', [3000]).sort()).toEqual(
    [
      'http://localhost',
      'http://127.0.0.1',
      'http://[::1]',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ].sort(),
  );
});
