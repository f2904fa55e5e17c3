import sharp from 'sharp';
import { expect, it } from 'vitest';
import { sniffImage } from './image-sniff';

const make = (
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width: number,
  height: number,
  lossless = false,
) =>
  sharp({ create: { width, height, channels: 3, background: '#c0c4c8' } })
    .toFormat(format, format === 'webp' ? { lossless } : {})
    .toBuffer();

it.each([
  ['jpeg', 'image/jpeg', 640, 480],
  ['png', 'image/png', 300, 200],
  ['webp', 'image/webp', 801, 603],
  ['avif', 'image/avif', 320, 240],
] as const)('reads the type and size of a %s', async (format, type, width, height) => {
  expect(sniffImage(new Uint8Array(await make(format, width, height)))).toMatchObject({
    type,
    width,
    height,
  });
});

it('reads lossless WebP too', async () => {
  expect(sniffImage(new Uint8Array(await make('webp', 123, 45, true)))).toMatchObject({
    width: 123,
    height: 45,
  });
});

it('refuses what is not an image, whatever its name', () => {
  for (const text of [
    '<html><script>alert(1)</script>',
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'GIF89a......',
    '',
  ]) {
    expect(sniffImage(new TextEncoder().encode(text))).toBeNull();
  }
  expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2]))).toBeNull();
});
