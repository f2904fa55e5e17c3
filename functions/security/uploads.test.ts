import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { formRequest } from '../test/customers';
import type { createMemoryBlobStore } from '../test/memory-deps';
import { validBodies } from './bodies';
import { fillPath, stateChanging, type AppRoute } from './routes';
import { createWorld, internals, readAnswer, valuesFor, type World } from './world';

let world: World;
let jpeg: Uint8Array<ArrayBuffer>;
let png: Uint8Array<ArrayBuffer>;
let webp: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  world = await createWorld();
  const picture = (format: 'jpeg' | 'png' | 'webp') =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#b9bec4' } })
      .toFormat(format)
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
  [jpeg, png, webp] = await Promise.all([picture('jpeg'), picture('png'), picture('webp')]);
});

const text = (value: string) => new TextEncoder().encode(value);
const script = '<script>window.__pwned=1</script>';
const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));
const blobKeys = () => [
  ...(world.deps.blobs as ReturnType<typeof createMemoryBlobStore>).files.keys(),
];

/** A copy of `bytes` with big-endian 32-bit width and height written at `at`. */
function withSize(bytes: Uint8Array, at: number, width: number, height: number) {
  const copy = bytes.slice();
  new DataView(copy.buffer).setUint32(at, width);
  new DataView(copy.buffer).setUint32(at + 4, height);
  return copy;
}

/** Files that must be refused, whatever they are called or claim to be. */
const refused = (): [string, () => File][] => [
  [
    'a text file renamed .jpg',
    () => new File([text('just some words, no picture')], 'photo.jpg', { type: 'image/jpeg' }),
  ],
  [
    'an HTML page with script',
    () => new File([text(`<!doctype html>${script}`)], 'page.html', { type: 'text/html' }),
  ],
  [
    'an SVG with script',
    () =>
      new File([text(`<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>`)], 'logo.svg', {
        type: 'image/svg+xml',
      }),
  ],
  [
    'an SVG claiming to be a PNG',
    () =>
      new File([text(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`)], 'logo.png', {
        type: 'image/png',
      }),
  ],
  [
    'a GIF',
    () =>
      new File([text('GIF89a\x01\x00\x01\x00\x00\x00\x00;')], 'anim.gif', { type: 'image/gif' }),
  ],
  ['a zero-byte file', () => new File([], 'empty.jpg', { type: 'image/jpeg' })],
  [
    'a PNG signature and nothing else',
    () => new File([png.slice(0, 8)], 'cut.png', { type: 'image/png' }),
  ],
  [
    'a PNG claiming 100,000 × 100,000 pixels',
    () => new File([withSize(png, 16, 100_000, 100_000)], 'bomb.png', { type: 'image/png' }),
  ],
  [
    'a PNG claiming 4,001 × 10 pixels',
    () => new File([withSize(png, 16, 4001, 10)], 'wide.png', { type: 'image/png' }),
  ],
  [
    'a JPEG claiming 65,000 × 65,000 pixels',
    () => new File([jpegOfSize(65_000, 65_000)], 'bomb.jpg', { type: 'image/jpeg' }),
  ],
  [
    'a WebP claiming 16,384 × 16,384 pixels',
    () => new File([webpOfSize(16_384, 16_384)], 'bomb.webp', { type: 'image/webp' }),
  ],
];

/** The baseline JPEG with its start-of-frame dimensions rewritten. */
function jpegOfSize(width: number, height: number) {
  const copy = jpeg.slice();
  for (let i = 2; i < copy.length;) {
    const marker = copy[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      new DataView(copy.buffer).setUint16(i + 5, height);
      new DataView(copy.buffer).setUint16(i + 7, width);
      return copy;
    }
    i += 2 + ((copy[i + 2]! << 8) | copy[i + 3]!);
  }
  throw new Error('no start of frame in the test JPEG');
}

/** An extended (VP8X) WebP header for a canvas of the given size. */
function webpOfSize(width: number, height: number) {
  const bytes = new Uint8Array(30);
  bytes.set(text('RIFF'), 0);
  bytes.set(text('WEBPVP8X'), 8);
  const view = new DataView(bytes.buffer);
  view.setUint32(4, 22, true);
  view.setUint32(16, 10, true);
  view.setUint32(24, (width - 1) | ((height - 1) << 24), true);
  view.setUint16(28, (height - 1) >> 8, true);
  return bytes;
}

const formRoutes = () => stateChanging(world.app).filter((route) => route.body === 'form');
let made = 0;

/** The route's valid fields plus one file; creates get a fresh name and code each time. */
function formFor(route: AppRoute, file: File, field = 'image') {
  made += 1;
  const fields = { ...validBodies(world)[route.key] };
  if (route.key.includes('create')) {
    fields.name = `Piece number ${made}`;
    fields.code = `UP-${made}`;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  form.set(field, file);
  return form;
}

const send = (route: AppRoute, form: FormData) =>
  world.app.request(
    fillPath(route.path, valuesFor(world, world.a)),
    formRequest(route.method, form, world.admin),
  );

describe('image uploads', () => {
  it('refuse non-images, scripts, empty files and decompression bombs on every upload route', async () => {
    expect(formRoutes()).toHaveLength(4);
    const before = blobKeys();
    for (const route of formRoutes()) {
      for (const [what, file] of refused()) {
        const answer = await readAnswer(await send(route, formFor(route, file())));
        expect({ route: route.key, what, status: answer.status }).toEqual({
          route: route.key,
          what,
          status: 400,
        });
        expect(answer.body).toMatchObject({
          status: 0,
          msg: expect.stringMatching(/image|file|pixels/i),
        });
        expect(answer.text).not.toMatch(internals);
      }
    }
    expect(blobKeys()).toEqual(before);
  });

  it('answer 400 with a message to a form that cannot be parsed, on every upload route', async () => {
    const part = '\r\nContent-Disposition: form-data; name="name"\r\n\r\nLotus Ring';
    const malformed: [string, string, string][] = [
      ['no boundary', 'multipart/form-data', `--x${part}\r\n--x--\r\n`],
      ['an empty boundary', 'multipart/form-data; boundary=', `--${part}\r\n----\r\n`],
      ['a garbage body', 'multipart/form-data; boundary=abc', 'garbage, not a form'],
      ['an unterminated body', 'multipart/form-data; boundary=abc', `--abc${part}`],
      ['a part without headers', 'multipart/form-data; boundary=abc', '--abc\r\nLotus\r\n--abc--'],
    ];
    for (const route of formRoutes()) {
      for (const [what, type, body] of malformed) {
        const response = await world.app.request(fillPath(route.path, valuesFor(world, world.a)), {
          method: route.method,
          headers: { 'content-type': type, cookie: world.admin },
          body,
        });
        const answer = await readAnswer(response);
        expect({ route: route.key, what, status: answer.status }).toEqual({
          route: route.key,
          what,
          status: 400,
        });
        expect(answer.body).toEqual({ status: 0, msg: expect.stringMatching(/form could not/) });
        expect(answer.text).not.toMatch(internals);
      }
    }
  });

  it('refuse an image over 5 MB with 413', async () => {
    const big = new File([concat(jpeg, new Uint8Array(5 * 1024 * 1024))], 'big.jpg');
    for (const route of formRoutes()) {
      const response = await send(route, formFor(route, big));
      expect({ route: route.key, status: response.status }).toEqual({
        route: route.key,
        status: 413,
      });
    }
  });

  it('store real images under a random key, whatever their name or claimed type', async () => {
    const names = [
      '../../etc/passwd.png',
      '%2e%2e%2f%2e%2e%2fevil.png',
      '..\\..\\evil.png',
      'evil\u0000.png.html',
      'CON',
    ];
    const route = formRoutes().find((r) => r.key === 'PUT /api/product/update/:id')!;
    for (const name of names) {
      const before = new Set(blobKeys());
      const response = await send(
        route,
        formFor(route, new File([png], name, { type: 'text/html' })),
      );
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
      const added = blobKeys().filter((key) => !before.has(key));
      expect(added).toHaveLength(1);
      // products/{product id}/{random id}-{width}.{sniffed extension}: nothing of the client's name.
      expect(added[0]).toMatch(
        new RegExp(`^products/${world.product.id}/[0-9A-Za-z]{20}-40\\.png$`),
      );
    }
  });

  it('serve a JPEG+HTML polyglot as the JPEG it is, with nosniff and a sandbox', async () => {
    const route = formRoutes().find((r) => r.key === 'POST /api/product/create')!;
    const polyglot = new File([concat(jpeg, text(`<html>${script}</html>`))], 'poly.html', {
      type: 'text/html',
    });
    const before = new Set(blobKeys());
    const response = await send(route, formFor(route, polyglot));
    expect(response.status).toBe(201);
    const [key] = blobKeys().filter((k) => !before.has(k));
    expect(key).toMatch(/^products\/[0-9A-Za-z]{20}\/[0-9A-Za-z]{20}-40\.jpg$/);
    const served = await world.app.request(`/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
  });

  it('serve each format with the type its bytes show, not the one it was sent with', async () => {
    const route = formRoutes().find((r) => r.key === 'PUT /api/category/update/:id')!;
    for (const [bytes, type] of [
      [webp, 'image/webp'],
      [jpeg, 'image/jpeg'],
    ] as const) {
      const before = new Set(blobKeys());
      const response = await send(
        route,
        formFor(route, new File([bytes], 'x.svg', { type: 'image/svg+xml' })),
      );
      expect(response.status).toBe(200);
      const [key] = blobKeys().filter((k) => !before.has(k));
      const served = await world.app.request(`/media/${key}`);
      expect(served.headers.get('content-type')).toBe(type);
    }
  });

  it('never serve a path outside the store, however it is spelled', async () => {
    const paths = [
      '/media/../../etc/passwd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/products\\..\\..\\secret',
      '/media/test/media/photo.webp%00.html',
      '/media/%E0%A4%A',
      '/media/%',
      '/media/',
    ];
    for (const path of paths) {
      const answer = await readAnswer(await world.app.request(path));
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.text).not.toMatch(/root:|internals/);
    }
  });
});
