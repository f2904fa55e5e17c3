// Scripts that must run while the page is still being parsed, so they cannot be Astro's bundled
// module scripts (those run after parsing). Kept as text so astro.config.mjs can list their CSP
// hashes: Astro hashes the scripts it bundles, not `is:inline` ones.

/**
 * Web fonts after the page has loaded on a first visit, at once on later visits, when they are
 * cached (see src/styles/fonts.css): sets html[data-fonts].
 */
export const fontsScript = `(() => {
  const useFonts = () => document.documentElement.setAttribute('data-fonts', '');
  try {
    if (localStorage.getItem('chandi:fonts')) return useFonts();
  } catch {}
  addEventListener('load', () => {
    useFonts();
    try {
      localStorage.setItem('chandi:fonts', '1');
    } catch {}
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
