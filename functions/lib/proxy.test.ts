import { expect, it } from 'vitest';
import { forwardedClientAddress, viaTrustedProxy } from './proxy';

const request = (url: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  new Request(url, { headers, ...init });

it('gives the request the scheme the proxy reports, and keeps everything else', async () => {
  const original = request(
    'http://127.0.0.1:4321/api/echo?x=1',
    { 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
    { method: 'POST', body: '{"a":1}' },
  );
  const seen = viaTrustedProxy(original);
  expect(seen.url).toBe('https://127.0.0.1:4321/api/echo?x=1');
  expect(seen.method).toBe('POST');
  expect(seen.headers.get('content-type')).toBe('application/json');
  expect(await seen.json()).toEqual({ a: 1 });
});

it('reads the first value of a chain, in any case, and ignores what is not http or https', () => {
  const scheme = (value: string) =>
    new URL(viaTrustedProxy(request('http://shop.test/', { 'x-forwarded-proto': value })).url)
      .protocol;
  expect(scheme('HTTPS, http')).toBe('https:');
  expect(scheme('http')).toBe('http:');
  expect(scheme('wss')).toBe('http:');
  expect(new URL(viaTrustedProxy(request('https://shop.test/')).url).protocol).toBe('https:');
  const downgraded = request('https://shop.test/', { 'x-forwarded-proto': 'http' });
  expect(new URL(viaTrustedProxy(downgraded).url).protocol).toBe('http:');
});

it('takes the client address the proxy appended, not what the client claimed before it', () => {
  const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7 ' });
  expect(forwardedClientAddress(headers)).toBe('203.0.113.7');
  expect(forwardedClientAddress(new Headers())).toBeUndefined();
  expect(forwardedClientAddress(new Headers({ 'x-forwarded-for': '' }))).toBeUndefined();
});
