// A product's pictures: the main one and, when there are more, thumbnails that swap it
// (src/scripts/gallery.ts). The main picture is the page's largest (its LCP), so it loads first.
import { escapeHtml as e } from './html';

/** What a picture needs to be drawn at its sizes. */
export interface GalleryImage {
  url: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
}

function thumbHtml(image: GalleryImage, i: number, count: number): string {
  return (
    `<li><button type="button" data-tap="gallery" aria-label="${e(`Show image ${i + 1} of ${count}: ${image.alt}`)}"` +
    ` aria-pressed="${i === 0}" data-src="${e(image.url)}" data-srcset="${e(image.srcset)}"` +
    ` data-alt="${e(image.alt)}"><img src="${e(image.url)}" srcset="${e(image.srcset)}"` +
    ` sizes="96px" width="${e(image.width)}" height="${e(image.height)}" alt=""` +
    ` loading="lazy" fetchpriority="low" decoding="async"></button></li>`
  );
}

/** The gallery's HTML, every value escaped; with no picture, the name stands in its place. */
export function galleryHtml(images: readonly GalleryImage[], name: string): string {
  const [first] = images;
  const main = first
    ? `<img src="${e(first.url)}" srcset="${e(first.srcset)}"` +
      ` sizes="(max-width: 767px) 100vw, 600px" width="${e(first.width)}"` +
      ` height="${e(first.height)}" alt="${e(first.alt)}" fetchpriority="high" decoding="sync"` +
      ` data-gallery-main>`
    : `<span class="gallery-empty">${e(name)}</span>`;
  const thumbs =
    images.length > 1
      ? `<ul role="list" class="gallery-thumbs">` +
        images.map((image, i) => thumbHtml(image, i, images.length)).join('') +
        `</ul>`
      : '';
  return `<div class="gallery" data-gallery><div class="gallery-main">${main}</div>${thumbs}</div>`;
}
