/** What the bytes of an upload really are. */
export interface SniffedImage {
  type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
  extension: 'jpg' | 'png' | 'webp' | 'avif';
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u32be = (b: Uint8Array, i: number) => (u16be(b, i) * 65536 + u16be(b, i + 2)) >>> 0;
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);

function png(b: Uint8Array): SniffedImage | null {
  if (u32be(b, 0) !== 0x89504e47 || ascii(b, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', extension: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

function jpeg(b: Uint8Array): SniffedImage | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  // Walk the marker segments to the first start-of-frame, which holds the dimensions.
  for (let i = 2; i + 9 < b.length;) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = u16be(b, i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame)
      return {
        type: 'image/jpeg',
        extension: 'jpg',
        width: u16be(b, i + 7),
        height: u16be(b, i + 5),
      };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): SniffedImage | null {
  if (ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  const size = (width: number, height: number): SniffedImage => ({
    type: 'image/webp',
    extension: 'webp',
    width,
    height,
  });
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return size(u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff);
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return size(u24le(b, 24) + 1, u24le(b, 27) + 1);
  return null;
}

function avif(b: Uint8Array): SniffedImage | null {
  if (ascii(b, 4, 4) !== 'ftyp' || !['avif', 'avis'].includes(ascii(b, 8, 4))) return null;
  // The image spatial extents ('ispe') property carries width and height.
  for (let i = 0; i + 20 < Math.min(b.length, 4096); i++) {
    if (ascii(b, i, 4) === 'ispe')
      return {
        type: 'image/avif',
        extension: 'avif',
        width: u32be(b, i + 8),
        height: u32be(b, i + 12),
      };
  }
  return null;
}

/** The real type and size of an image from its first bytes; null when it is not a JPEG, PNG, WebP or AVIF. */
export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const found = png(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? avif(bytes);
  return found && found.width > 0 && found.height > 0 ? found : null;
}
