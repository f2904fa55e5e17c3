import '../lib/taps';

/**
 * `window.chandiPainted`: settles once the page has painted its first screen (the document parsed,
 * its first picture, `img[fetchpriority=high]`, decoded or 1.5 s gone by, then two frames), or as
 * soon as the shopper reaches for a control whose code has not come yet. The storefront's page
 * scripts wait for it before they fetch their code (src/build/page-scripts.ts), so that on a
 * phone's first visit the code is not on the line with the document and the first picture; a tap
 * is worth more than that picture's last milliseconds. Returns the function that settles it now.
 */
export function announcePainted(): () => void {
  let settle = () => {};
  window.chandiPainted = new Promise<void>((resolve) => {
    settle = resolve;
    const painted = () =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
    addEventListener(
      'DOMContentLoaded',
      () => {
        const first = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const decoded = first?.decode().catch(() => {});
        void Promise.race([decoded, new Promise((done) => setTimeout(done, 1500))]).then(painted);
      },
      { once: true },
    );
  });
  return () => settle();
}
