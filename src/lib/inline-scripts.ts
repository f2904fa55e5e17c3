// Scripts that must run while the page is still being parsed, so they cannot be Astro's bundled
// module scripts (those run after parsing). Kept as text so astro.config.mjs can list their CSP
// hashes: Astro hashes the scripts it bundles, not `is:inline` ones.

import { rupeeSans, rupeeSerif } from './rupee-faces';

/**
 * The rupee sign in the shop's faces, on every page and before its first layout: neither web
 * font's latin file nor Linux's stand-ins have ₹, so each price sent the browser through Georgia,
 * Times New Roman and a system-wide search (synchronous lookups, 20-60 ms of the first layout at
 * full speed) and drew it in DejaVu. A face built from bytes is ready at once, where a data: URL in
 * the CSS loads after the first layout. Same descriptors as the stand-ins, so each joins its
 * family's face, and the web fonts fall through to it for ₹; the web fonts' own ascent and descent,
 * so the sign never makes a line taller. scripts/make-rupee-fonts.ts cuts the glyphs.
 */
const rupeeFaces = `[
    ['Jost fallback', '${rupeeSans}', '107%', '37.5%'],
    ['Cormorant fallback', '${rupeeSerif}', '92.4%', '28.7%'],
  ].forEach(([family, base64, ascentOverride, descentOverride]) => {
    try {
      const text = atob(base64);
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      const descriptors = { unicodeRange: 'U+20B9', ascentOverride, descentOverride, lineGapOverride: '0%' };
      document.fonts.add(new FontFace(family, bytes, descriptors));
    } catch {}
  });`;

/**
 * Web fonts on every page after the first (see src/styles/fonts.css): when the files are cached,
 * html[data-fonts] is set before anything is painted. A first visit keeps the metric-matched
 * stand-ins to the end: once the page has loaded and its first pictures are decoded and painted (a
 * light page can fire load before it paints them), the files are fetched into the browser's cache
 * for the next page. Swapping them in here would lay out the whole page again on a phone's busiest
 * second (a 65 ms task at full speed, 260 ms on Lighthouse's phone), and fetching them through
 * document.fonts would restyle it too, so plain fetches read the URLs from the @font-face rules.
 * Those lead the page's stylesheet (src/styles/fonts.css comes first): only they are read, as a
 * rule read is an object the browser builds, and all of a page's thousand rules took 5-10 ms. No
 * URL found, no flag: the next page keeps the stand-ins rather than waiting for uncached files.
 * One file after another: starting a request costs a few milliseconds of the page's thread, and
 * three in one task made a long task on a phone. A page that draws its content in script after load
 * (the back office, `<html data-content-later>`) also waits for `chandi:content-shown`
 * (src/lib/content-shown.ts): its load comes before its code and its data, and 105 KB of fonts
 * fetched then were on a phone's line with them.
 */
const fontsScript = `(() => {
  ${rupeeFaces}
  try {
    if (localStorage.getItem('chandi:fonts')) return document.documentElement.setAttribute('data-fonts', '');
  } catch {}
  const fontUrls = () => {
    const urls = [];
    for (const sheet of document.styleSheets) {
      const rules = sheet.cssRules;
      for (let i = 0; i < rules.length && rules[i] instanceof CSSFontFaceRule; i++)
        for (const m of rules[i].style.getPropertyValue('src').matchAll(/url\\("?([^")]+)/g)) urls.push(m[1]);
    }
    return urls.length ? urls : Promise.reject();
  };
  const fetchOne = (url) => fetch(url).then((answer) => (answer.ok ? answer.arrayBuffer() : Promise.reject()));
  const fetchFonts = () =>
    Promise.resolve()
      .then(fontUrls)
      .then((urls) => urls.reduce((fetched, url) => fetched.then(() => fetchOne(url)), Promise.resolve()))
      .then(() => localStorage.setItem('chandi:fonts', '1'))
      .catch(() => {});
  const shown = document.documentElement.hasAttribute('data-content-later')
    ? new Promise((resolve) => addEventListener('chandi:content-shown', resolve, { once: true }))
    : undefined;
  addEventListener('load', () => {
    const first = [...document.querySelectorAll('img[fetchpriority="high"]')];
    Promise.all([shown, ...first.map((img) => img.decode().catch(() => {}))]).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fetchFonts))),
    );
  });
})();`;

/**
 * `window.chandiPainted`: settles once the page has painted its first screen (the document parsed,
 * its first picture, `img[fetchpriority=high]`, decoded or 1.5 s gone by, then two frames). The
 * storefront's page scripts wait for it before they fetch their code (src/build/page-scripts.ts):
 * on a phone's first visit, the shared chunk (14 KB) and a listing's script were on the line with
 * the document and the first picture, and the first paint waited for them too.
 */
const paintedScript = `window.chandiPainted = new Promise((resolve) => {
  const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)));
  addEventListener('DOMContentLoaded', () => {
    const first = document.querySelector('img[fetchpriority="high"]');
    const decoded = first && first.decode().catch(() => {});
    Promise.race([decoded, new Promise((done) => setTimeout(done, 1500))]).then(painted);
  }, { once: true });
});`;

/** The attribute of a `<source>` that holds a picture until the first paint. */
export const afterPaintAttribute = 'data-after-paint';

/**
 * On a phone, a storefront page's lazy pictures wait for its first paint (src/build/
 * pictures-after-paint.ts): without their held `<source>`, each loads as the lazy picture it is.
 * Removed at every width, so a window narrowed later never shows the empty stand-ins.
 */
const picturesScript = `window.chandiPainted.then(() => {
  for (const source of document.querySelectorAll('source[${afterPaintAttribute}]')) source.remove();
});`;

/** The script every page runs first in its head: the paint it waits for, its pictures and its fonts. */
export const headScript = `${paintedScript}\n${picturesScript}\n${fontsScript}`;

/** Every script above, for their CSP hashes. */
export const inlineScripts = [headScript];
