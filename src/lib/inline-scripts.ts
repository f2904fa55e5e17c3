// Scripts that must run while the page is still being parsed, so they cannot be Astro's bundled
// module scripts (those run after parsing). Kept as text so astro.config.mjs can list their CSP
// hashes: Astro hashes the scripts it bundles, not `is:inline` ones.

/**
 * Web fonts at once on later visits, when they are cached (see src/styles/fonts.css), and on a
 * first visit only once the page has loaded and its first pictures are decoded and painted (a
 * light page can fire load before it paints them): sets html[data-fonts]. On a first visit it
 * waits until the three faces are in, so the page is laid out again once, not once per font.
 */
export const fontsScript = `(() => {
  const useFonts = () => document.documentElement.setAttribute('data-fonts', '');
  try {
    if (localStorage.getItem('chandi:fonts')) return useFonts();
  } catch {}
  const fetchFonts = () => {
    const faces = ['1em "Jost Variable"', '1em "Cormorant Garamond Variable"', 'italic 1em "Cormorant Garamond Variable"'];
    Promise.all(faces.map((face) => document.fonts.load(face))).then(() => {
      useFonts();
      try {
        localStorage.setItem('chandi:fonts', '1');
      } catch {}
    }, useFonts);
  };
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
