import { tapsReady } from '../lib/taps';

/** Wire each gallery's thumbnails under `root` to swap its main picture. */
export function initGalleries(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll<HTMLElement>('[data-gallery]')) {
    const main = gallery.querySelector<HTMLImageElement>('[data-gallery-main]');
    const thumbs = [...gallery.querySelectorAll<HTMLButtonElement>('button[data-src]')];
    for (const thumb of thumbs) {
      thumb.addEventListener('click', () => {
        if (!main) return;
        main.srcset = thumb.dataset.srcset ?? '';
        main.src = thumb.dataset.src ?? main.src;
        main.alt = thumb.dataset.alt ?? main.alt;
        thumbs.forEach((t) => t.setAttribute('aria-pressed', String(t === thumb)));
      });
    }
  }
  tapsReady('gallery');
}
