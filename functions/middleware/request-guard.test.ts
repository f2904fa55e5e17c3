import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requestGuard } from './request-guard';

const app = new Hono()
  .use(requestGuard(['http://shop.test']))
  .post('/echo', async (c) => c.json({ status: 1, msg: 'ok', got: await c.req.json() }))
  .post('/form', async (c) =>
    c.json({ status: 1, msg: 'ok', size: (await c.req.arrayBuffer()).byteLength }),
  )
  .delete('/thing', (c) => c.json({ status: 1, msg: 'deleted' }))
  .get('/boom', () => {
    throw new Error('SQLITE_ERROR: no such table users at /srv/app/db.ts:12');
  });
app.onError(errorHandler);

const post = (path: string, init: RequestInit & { headers?: Record<string, string> }) =>
  app.request(`http://shop.test${path}`, { method: 'POST', ...init });

describe('requestGuard', () => {
  it('lets a same-origin JSON request through with its body intact', async () => {
    const response = await post('/echo', {
      body: JSON.stringify({ a: 1 }),
      headers: {
        'content-type': 'application/json',
        origin: 'http://shop.test',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ got: { a: 1 } });
  });

  it('refuses cross-site requests with 403 before anything else', async () => {
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await post('/echo', { body: 'x', headers });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        status: 0,
        msg: 'Cross-site requests are not allowed',
      });
    }
  });

  it('compares Origin with the site’s origins exactly, never with the Host the client chose', async () => {
    const json = { body: '{}', headers: { 'content-type': 'application/json' } };
    // A page on a domain rebound to this server sends its own name as both Host and Origin.
    const rebound = await app.request('http://evil.example:4400/echo', {
      method: 'POST',
      body: '{}',
      headers: {
        'content-type': 'application/json',
        origin: 'http://evil.example:4400',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(rebound.status).toBe(403);
    const spellings = [
      'HTTP://shop.test',
      'http://SHOP.test',
      'http://shop.test/',
      'http://shop.test/echo',
      'http://user@shop.test',
      'http://user:pw@shop.test',
      'http://shop.test:80',
      'https://shop.test',
      'http://shop.test:8080',
      'http://shop.test.evil.example',
      'http://shop.test, http://evil.example',
    ];
    for (const origin of spellings) {
      const response = await post('/echo', { ...json, headers: { ...json.headers, origin } });
      expect({ origin, status: response.status }).toEqual({ origin, status: 403 });
    }
    const exact = await post('/echo', {
      ...json,
      headers: { ...json.headers, origin: 'http://shop.test' },
    });
    expect(exact.status).toBe(200);
  });

  it('refuses other content types with 415', async () => {
    const response = await post('/echo', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    const untyped = await post('/echo', { body: 'hello' });
    expect(untyped.status).toBe(415);
    const hugeText = await post('/echo', {
      body: 'x'.repeat(2 * 1024 * 1024),
      headers: { 'content-type': 'text/plain' },
    });
    expect(hugeText.status).toBe(415);
  });

  it('refuses JSON over 1 MB and multipart over 6 MB with 413', async () => {
    const json = await post('/echo', {
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(413);
    const form = await post('/form', {
      body: new Uint8Array(6 * 1024 * 1024 + 1),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(form.status).toBe(413);
    const fits = await post('/form', {
      body: new Uint8Array(2 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(await fits.json()).toMatchObject({ size: 2 * 1024 * 1024 });
  });

  it('accepts bodiless state changes', async () => {
    const response = await app.request('http://shop.test/thing', { method: 'DELETE' });
    expect(response.status).toBe(200);
  });
});

describe('errorHandler', () => {
  it('answers 500 without internals', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const response = await app.request('/boom');
    console.error = original;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/SQLITE|users|\/srv|db\.ts/);
    expect(JSON.parse(text)).toEqual({
      status: 0,
      msg: 'Something went wrong on our side, please try again',
    });
    expect(errors).toHaveLength(1);
  });
});
