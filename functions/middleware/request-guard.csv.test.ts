import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { requestGuard } from './request-guard';

const preview = '/api/admin/products/import/preview';
const app = new Hono()
  .use(requestGuard(['http://shop.test']))
  .post('/api/admin/products/import/:step', async (c) =>
    c.json({ status: 1, msg: 'ok', size: (await c.req.arrayBuffer()).byteLength }),
  )
  .post('/api/product/create', async (c) => c.json({ status: 1, msg: 'ok' }));
app.onError(errorHandler);

const mb = 1024 * 1024;

function send(path: string, type: string, body: BodyInit, headers: Record<string, string> = {}) {
  return app.request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { 'content-type': type, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** `size` bytes with no Content-Length (chunked on the wire). */
function chunked(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      const n = Math.min(left, 256 * 1024);
      if (n === 0) return controller.close();
      controller.enqueue(new Uint8Array(n).fill(0x61));
      left -= n;
    },
  });
}

describe('the CSV import body (the one exception to JSON or a form)', () => {
  it('takes a text/csv file of up to 5 MB on the import paths', async () => {
    for (const path of [preview, '/api/admin/products/import/apply']) {
      const response = await send(
        path,
        'text/csv; charset=utf-8',
        new Uint8Array(5 * mb).fill(0x61),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ size: 5 * mb });
    }
    expect((await send(preview, 'text/csv', chunked(5 * mb))).status).toBe(200);
  });

  it('answers 413 with a message one byte past 5 MB, declared or streamed', async () => {
    for (const body of [new Uint8Array(5 * mb + 1).fill(0x61), chunked(5 * mb + 1)]) {
      const response = await send(preview, 'text/csv', body);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        status: 0,
        msg: 'The CSV file is too large (at most 5 MB and 10,000 products). Split it into smaller files.',
      });
    }
    const claimed = await send(preview, 'text/csv', chunked(10), {
      'content-length': String(6 * mb),
    });
    expect(claimed.status).toBe(413);
  });

  it('keeps every other route to JSON or a form: text/csv elsewhere is 415', async () => {
    for (const path of ['/api/product/create', `${preview}/`, '/api/admin/products/import/other']) {
      const response = await send(path, 'text/csv', 'code,name\r\n');
      expect({ path, status: response.status }).toEqual({ path, status: 415 });
    }
  });

  it('keeps the 1 MB JSON limit on the import paths', async () => {
    const response = await send(preview, 'application/json', new Uint8Array(mb + 1).fill(0x20));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      msg: 'Request body is too large (at most 1 MB)',
    });
  });

  it('checks the origin first, as for every write', async () => {
    const response = await send(preview, 'text/csv', 'code\r\n', {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});
