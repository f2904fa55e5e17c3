// Scripts that must run while the page is still being parsed, so they cannot be Astro's bundled
// module scripts (those run after parsing). Kept as text so astro.config.mjs can list their CSP
// hashes: Astro hashes the scripts it bundles, not `is:inline` ones.

/**
 * Web fonts on every page after the first (see src/styles/fonts.css): when the files are cached,
 * html[data-fonts] is set before anything is painted. A first visit keeps the metric-matched
 * stand-ins to the end: once the page has loaded and its first pictures are decoded and painted (a
 * light page can fire load before it paints them), the files are fetched into the browser's cache
 * for the next page. Swapping them in here would lay out the whole page again on a phone's busiest
 * second (a 65 ms task at full speed, 260 ms on Lighthouse's phone), and fetching them through
 * document.fonts would restyle it too, so plain fetches read the URLs from the @font-face rules.
 */
export const fontsScript = `(() => {
  try {
    if (localStorage.getItem('chandi:fonts')) return document.documentElement.setAttribute('data-fonts', '');
  } catch {}
  const fontUrls = () =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSFontFaceRule)
      .flatMap((rule) => [...rule.style.getPropertyValue('src').matchAll(/url\\("?([^")]+)/g)].map((m) => m[1]));
  const fetchFonts = () =>
    Promise.resolve()
      .then(fontUrls)
      .then((urls) => Promise.all(urls.map((url) => fetch(url).then((answer) => answer.ok ? answer.arrayBuffer() : Promise.reject()))))
      .then(() => localStorage.setItem('chandi:fonts', '1'))
      .catch(() => {});
  addEventListener('load', () => {
    const first = [...document.querySelectorAll('img[fetchpriority="high"]')];
    Promise.all(first.map((img) => img.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fetchFonts))),
    );
  });
})();`;

/**
 * The cart is for signed-in customers: a visitor with no `User` in localStorage (the shape of
 * src/stores/session.ts) goes to /login with "Please login first" (the toast store's flash, as
 * CartPage does) before the rest of the page, and so the cart's React island, is even parsed.
 * A stored user whose session has ended is still caught by the island itself.
 */
export const cartGateScript = `(() => {
  let user = null;
  try {
    user = JSON.parse(localStorage.getItem('User') || 'null');
  } catch {}
  if (user && typeof user._id === 'string' && user._id) return;
  try {
    sessionStorage.setItem('chandi:flash', JSON.stringify({ text: 'Please login first', kind: 'error' }));
  } catch {}
  stop();
  location.replace('/login?next=' + encodeURIComponent('/shop/cart'));
})();`;

/** Every script above, for their CSP hashes. */
export const inlineScripts = [fontsScript, cartGateScript];
