/** An image as the JSON carries it: `url` is a good default size, `srcset` lists every variant. */
export interface ImageJson {
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

/** The blob key of one width of an image whose files are `${key}-${width}.${format}`. */
export const variantKey = (key: string, width: number, format = 'webp') =>
  `${key}-${width}.${format}`;

/** Parse a stored width list (`"400,800,1200"`) into ascending numbers. */
export const parseWidths = (widths: string) =>
  widths
    .split(',')
    .map(Number)
    .filter((w) => Number.isInteger(w) && w > 0)
    .sort((a, b) => a - b);

/** Shape a stored image (key, widths, intrinsic size) into its JSON, defaulting to the ≤ 800 px variant. */
export function imageJson(
  key: string,
  widths: string,
  size: { width: number; height: number },
  alt: string,
  format = 'webp',
): ImageJson {
  const list = parseWidths(widths);
  const largest = list.at(-1) ?? size.width;
  const chosen = [...list].reverse().find((w) => w <= 800) ?? list[0] ?? largest;
  const scale = chosen / size.width;
  return {
    url: `/media/${variantKey(key, chosen, format)}`,
    srcset: list.map((w) => `/media/${variantKey(key, w, format)} ${w}w`).join(', '),
    width: chosen,
    height: Math.round(size.height * scale),
    alt,
  };
}
