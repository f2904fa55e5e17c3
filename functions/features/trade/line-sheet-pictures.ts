import { asc, inArray } from 'drizzle-orm';
import { productImages } from '../../../db/schema';
import type { AppDeps } from '../../deps';

/** Points wide a picture is drawn on the sheet; converted at twice that for a sharp print. */
export const lineSheetPictureSize = 40;

async function bytesOf(body: ReadableStream<Uint8Array> | Uint8Array): Promise<Uint8Array> {
  return body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * Each piece's first picture as a JPEG for the line sheet, by product id, where the runtime can
 * convert one (`deps.pictureAsJpeg`, Node): the smallest stored width of it. A picture missing from
 * the store or that fails to convert is left out: the sheet still lists the piece.
 */
export async function lineSheetPictures(
  deps: Pick<AppDeps, 'db' | 'blobs' | 'pictureAsJpeg'>,
  ids: readonly string[],
): Promise<Map<string, Uint8Array>> {
  const pictures = new Map<string, Uint8Array>();
  const convert = deps.pictureAsJpeg;
  if (!convert || !ids.length) return pictures;
  const all = await deps.db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, [...ids]))
    .orderBy(asc(productImages.position));
  // The first picture of each piece, as its listing card shows.
  const rows = [...new Map(all.reverse().map((row) => [row.productId, row])).values()];
  await Promise.all(
    rows.map(async (row) => {
      const width = Math.min(...row.widths.split(',').map(Number));
      try {
        const blob = await deps.blobs.get(`${row.key}-${width}.${row.format}`);
        if (!blob) return;
        pictures.set(
          row.productId,
          await convert(await bytesOf(blob.body), lineSheetPictureSize * 2),
        );
      } catch {
        // An unreadable picture costs the sheet its thumbnail, never the sheet.
      }
    }),
  );
  return pictures;
}
