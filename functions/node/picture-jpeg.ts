import sharp from 'sharp';

/**
 * A stored picture (WebP) as a small JPEG for a PDF: pdf-lib embeds only JPEG and PNG. Node only;
 * the Worker has no image decoder, so its line sheets go without pictures (decision 045).
 */
export const pictureAsJpeg = async (picture: Uint8Array, width: number): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp(picture)
      .resize(width, width, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78 })
      .toBuffer(),
  );
