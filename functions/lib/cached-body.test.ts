import { describe, expect, it } from 'vitest';
import { matchesEtag, prepareBody, sendCachedBody } from './cached-body';

const gunzip = async (bytes: ArrayBuffer) =>
  new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text();

describe('prepareBody and sendCachedBody', () => {
  const text = JSON.stringify({ status: 1, msg: '2 products', prod: ['a'.repeat(2000), 'b'] });

  it('gzips the body and fingerprints the content', async () => {
    const body = await prepareBody(text);
    expect(body.gzip.byteLength).toBeLessThan(body.raw.byteLength / 5);
    expect(await gunzip(body.gzip.slice().buffer)).toBe(text);
    expect(body.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await prepareBody(text)).etag).toBe(body.etag);
    expect((await prepareBody(`${text} `)).etag).not.toBe(body.etag);
  });

  it('sends gzip to clients that accept it and plain bytes to the rest', async () => {
    const body = await prepareBody(text);
    const zipped = sendCachedBody(
      new Request('http://shop/x', { headers: { 'accept-encoding': 'br, gzip' } }),
      body,
      'application/json',
    );
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await gunzip(await zipped.arrayBuffer())).toBe(text);
    const plain = sendCachedBody(new Request('http://shop/x'), body, 'application/json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it('answers 304 without a body when the client has this version', async () => {
    const body = await prepareBody(text);
    const request = new Request('http://shop/x', { headers: { 'if-none-match': body.etag } });
    const response = sendCachedBody(request, body, 'application/json');
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
    expect(response.headers.get('etag')).toBe(body.etag);
  });
});

describe('matchesEtag', () => {
  it('compares weakly and understands lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(null, 'W/"abc"')).toBe(false);
  });
});
