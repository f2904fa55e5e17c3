import '../lib/taps';

/**
 * `window.chandiPainted`: settles once the page has painted its first screen (the document parsed,
 * its first picture, `img[fetchpriority=high]`, decoded or 1.5 s gone by, then two frames). What
 * can wait for it does: the real-user metrics' code (src/components/RealUserMetrics.astro). The
 * page's own scripts do not: a control must work as soon as it shows (decision 035).
 */
export function announcePainted(): void {
  window.chandiPainted = new Promise<void>((resolve) => {
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
}
