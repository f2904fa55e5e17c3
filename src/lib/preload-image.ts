import type { ImageJson } from '../../functions/lib/media';

/** What `<link rel="preload" as="image">` needs to fetch the very file the `<img>` will pick. */
export interface PreloadImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

/** The hero picture's `sizes`: the arch is 78vw wide on a phone, at most 500 px plus its frame. */
export const heroImageSizes = '(max-width: 767px) 78vw, 520px';

/** The preload for the first slide's picture: the same candidates, so it fetches the same file. */
export const heroPreload = (image: ImageJson | null | undefined): PreloadImage | undefined =>
  image ? { src: image.url, srcset: image.srcset, sizes: heroImageSizes } : undefined;
