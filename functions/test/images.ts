import sharp from 'sharp';

/** A real WebP (or other format) picture of the given size, as the browser would upload it. */
export async function imageFile(
  width: number,
  name = 'photo.webp',
  format: 'webp' | 'jpeg' | 'png' = 'webp',
) {
  const bytes = await sharp({
    create: { width, height: width, channels: 3, background: '#b9bec4' },
  })
    .toFormat(format)
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: `image/${format}` });
}
