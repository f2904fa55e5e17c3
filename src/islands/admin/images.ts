/** One size of a picture, ready to upload as `image-{n}-{width}`. */
export interface ImageVariant {
  width: number;
  height: number;
  blob: Blob;
}

/** The sizes DESIGN §9 asks for: longest side 1600, 800 and 400 px, never upscaled. */
const targets = [1600, 800, 400];
const quality = 0.85;

async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  type: string,
): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw images');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be converted'))),
      type,
      quality,
    ),
  );
}

/** The longest sides to make for a picture whose longest side is `longest`: the largest ≤ 1600, then 800 and 400 below it. */
export function variantSides(longest: number): number[] {
  const sides = [
    Math.min(longest, targets[0]!),
    ...targets.slice(1).filter((side) => side < longest),
  ];
  return [...new Set(sides)];
}

/**
 * Convert a chosen file to WebP variants in the browser (JPEG where the browser cannot write WebP,
 * e.g. older Safari). Throws a readable message when the file is not an image the browser can read.
 */
export async function makeVariants(file: File): Promise<ImageVariant[]> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`${file.name} is not an image this browser can read`);
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    let type = 'image/webp';
    const variants: ImageVariant[] = [];
    for (const side of variantSides(longest)) {
      const scale = side / longest;
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      let blob = await encode(bitmap, width, height, type);
      if (blob.type !== type) {
        type = 'image/jpeg';
        blob = await encode(bitmap, width, height, type);
      }
      variants.push({ width, height, blob });
    }
    return variants;
  } finally {
    bitmap.close();
  }
}

/** Add picture `n`'s variants and alt text to a form as `image-{n}-{width}` and `alt-{n}`. */
export function appendVariants(form: FormData, n: number, variants: ImageVariant[], alt: string) {
  for (const variant of variants) {
    const ext = variant.blob.type === 'image/webp' ? 'webp' : 'jpg';
    const width = String(variant.width).padStart(2, '0');
    form.append(`image-${n}-${width}`, variant.blob, `image-${n}-${width}.${ext}`);
  }
  form.append(`alt-${n}`, alt.trim());
}

/** Total bytes of a set of variants (the server takes at most 6 MB per request). */
export const variantBytes = (variants: ImageVariant[]) =>
  variants.reduce((sum, v) => sum + v.blob.size, 0);
