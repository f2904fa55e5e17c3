import type { BlobStore } from './blob-store';
import { badRequest, HttpError } from './errors';
import { newId } from './ids';
import { sniffImage, type SniffedImage } from './image-sniff';
import { assertSafeText } from './validate';
import { variantKey } from './media';

export const maxImageBytes = 5 * 1024 * 1024;
const maxSide = 4000;
const maxImagesPerProduct = 8;

/** One uploaded picture in all the sizes the browser made of it (DESIGN §9 "Images"). */
export interface ImageUpload {
  files: { width: number; bytes: Uint8Array; sniffed: SniffedImage }[];
  alt: string;
}

/** An image stored in the blob store, ready to be recorded. */
export interface StoredImage {
  key: string;
  widths: string;
  format: string;
  width: number;
  height: number;
  alt: string;
}

async function readImageFile(file: File, field: string) {
  if (file.size === 0)
    throw badRequest(`${field} is an empty file`, { [field]: 'is an empty file' });
  if (file.size > maxImageBytes) {
    throw new HttpError(413, `${field} is larger than 5 MB`, { [field]: 'must be at most 5 MB' });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImage(bytes);
  if (!sniffed) {
    throw badRequest(`${field} is not a JPEG, PNG, WebP or AVIF image`, {
      [field]: 'must be a JPEG, PNG, WebP or AVIF image',
    });
  }
  if (sniffed.width > maxSide || sniffed.height > maxSide) {
    throw badRequest(`${field} is larger than ${maxSide} × ${maxSide} pixels`, {
      [field]: `must be at most ${maxSide} × ${maxSide} pixels`,
    });
  }
  return { width: sniffed.width, bytes, sniffed };
}

/**
 * The images in a multipart form: `image-{n}-{width}` files (the sizes of picture n) with `alt-{n}`,
 * or the reference's single `image` field. Every file is checked by its bytes, never its name or type.
 */
export async function readImageUploads(form: FormData, defaultAlt: string): Promise<ImageUpload[]> {
  const groups = new Map<number, ImageUpload>();
  for (const [field, value] of form.entries()) {
    const match =
      /^image-(\d{1,2})-(\d{2,4})$/.exec(field) ?? (field === 'image' ? [field, '0', '0'] : null);
    if (!match) continue;
    if (typeof value === 'string')
      throw badRequest(`${field} must be a file`, { [field]: 'must be a file' });
    const n = Number(match[1]);
    assertSafeText(form.get(`alt-${n}`), `alt-${n}`);
    const group = groups.get(n) ?? {
      files: [],
      alt:
        String(form.get(`alt-${n}`) ?? '')
          .trim()
          .slice(0, 200) || defaultAlt,
    };
    group.files.push(await readImageFile(value, field));
    groups.set(n, group);
  }
  if (groups.size > maxImagesPerProduct)
    throw badRequest(`At most ${maxImagesPerProduct} images`, {
      image: `at most ${maxImagesPerProduct} images`,
    });
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

/** Store every size of an upload under a new random key (never the client's file name). */
export async function storeImage(
  blobs: BlobStore,
  prefix: string,
  upload: ImageUpload,
): Promise<StoredImage> {
  const key = `${prefix}/${newId()}`;
  const format = upload.files[0]!.sniffed.extension;
  if (upload.files.some((file) => file.sniffed.extension !== format)) {
    throw badRequest('All sizes of one image must have the same format', {
      image: 'mixed formats',
    });
  }
  const bySize = new Map(upload.files.map((file) => [file.width, file]));
  await Promise.all(
    [...bySize.values()].map((file) =>
      blobs.put(variantKey(key, file.width, format), file.bytes, file.sniffed.type),
    ),
  );
  const largest = [...bySize.values()].sort((a, b) => b.width - a.width)[0]!;
  return {
    key,
    widths: [...bySize.keys()].sort((a, b) => a - b).join(','),
    format,
    width: largest.sniffed.width,
    height: largest.sniffed.height,
    alt: upload.alt,
  };
}

/** Delete every size of a stored image. */
export async function deleteImage(
  blobs: BlobStore,
  image: { key: string; widths: string; format: string },
): Promise<void> {
  const widths = image.widths.split(',').map(Number).filter(Boolean);
  await Promise.all(
    widths.map((width) => blobs.delete(variantKey(image.key, width, image.format))),
  );
}
