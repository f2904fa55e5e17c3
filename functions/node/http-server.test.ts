import { Hono } from 'hono';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../middleware/error-handler';
import { requestGuard } from '../middleware/request-guard';
import { keepAliveMs, serveNode } from './http-server';

const app = new Hono()
  .use(requestGuard(['http://shop.test']))
  .post('/echo', async (c) => c.json({ status: 1, msg: 'ok', got: await c.req.json() }))
  .get('/hello', (c) => c.json({ status: 1, msg: 'hello' }));
app.onError(errorHandler);

type Answer = {
  status: number;
  connection?: string;
  keepAlive: string;
  body: string;
  reusedSocket: boolean;
};

/** One request through `agent`; `body` may be bytes (sent with a length) or a stream (chunked). */
const send = (
  agent: Agent,
  method: string,
  path: string,
  body?: Uint8Array | Readable,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      ...extraHeaders,
    };
    if (body instanceof Uint8Array) headers['content-length'] = body.byteLength;
    let answered = false;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          keepAlive: String(res.headers['keep-alive'] ?? ''),
          body: text,
          reusedSocket: req.reusedSocket,
        }),
      );
    });
    // The rest of a refused upload may meet a closed socket after the answer: that is expected.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });

/** A keep-alive agent with one socket, so every request goes over the same connection if it can. */
const oneConnection = () => new Agent({ keepAlive: true, maxSockets: 1 });

let server: ReturnType<typeof serveNode>;
let port = 0;

beforeAll(async () => {
  await new Promise<void>((listening) => {
    server = serveNode(app.fetch, { port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      listening();
    });
  });
});
afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const threeMegabytes = () => new Uint8Array(3 * 1024 * 1024).fill(0x20);

describe('serveNode', () => {
  it('closes the connection after a 413 so the next request on it is answered', async () => {
    const agent = oneConnection();
    const refused = await send(agent, 'POST', '/echo', threeMegabytes());
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.body)).toMatchObject({ status: 0 });
    const next = await send(agent, 'GET', '/hello');
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body)).toEqual({ status: 1, msg: 'hello' });
    agent.destroy();
  });

  it('does the same for a chunked body refused part-way', async () => {
    const agent = oneConnection();
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const chunks = Readable.from(Array.from({ length: 48 }, () => chunk));
    const refused = await send(agent, 'POST', '/echo', chunks);
    expect(refused.status).toBe(413);
    expect(refused.connection).toBe('close');
    expect((await send(agent, 'GET', '/hello')).status).toBe(200);
    agent.destroy();
  });

  it('answers the next request after a 403 on a small body, however much of it had arrived', async () => {
    const agent = oneConnection();
    const refused = await send(agent, 'POST', '/echo', new TextEncoder().encode('{}'), {
      origin: 'https://evil.example',
    });
    expect(refused.status).toBe(403);
    expect((await send(agent, 'GET', '/hello')).status).toBe(200);
    agent.destroy();
  });

  it('keeps the connection open after a request whose body was read', async () => {
    const agent = oneConnection();
    const body = new TextEncoder().encode(JSON.stringify({ a: 1 }));
    const first = await send(agent, 'POST', '/echo', body);
    expect(first.status).toBe(200);
    expect(first.connection).toBe('keep-alive');
    // Longer than the 60 s of the usual proxies, and than the 5 s that met clients' reuse.
    expect(first.keepAlive).toBe(`timeout=${keepAliveMs / 1000}`);
    const next = await send(agent, 'GET', '/hello');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
    agent.destroy();
  });
});
