import { rupeeSans, rupeeSerif } from '../lib/rupee-faces';

/**
 * The rupee sign in the shop's faces, on every page and before its first layout: neither web
 * font's latin file nor Linux's stand-ins have ₹, so each price sent the browser through Georgia,
 * Times New Roman and a system-wide search (synchronous lookups, 20-60 ms of the first layout at
 * full speed) and drew it in DejaVu. A face built from bytes is ready at once, where a data: URL in
 * the CSS loads after the first layout. Same descriptors as the stand-ins, so each joins its
 * family's face, and the web fonts fall through to it for ₹; the web fonts' own ascent and descent,
 * so the sign never makes a line taller. scripts/make-rupee-fonts.ts cuts the glyphs.
 */
function addRupeeFaces() {
  const faces = [
    ['Jost fallback', rupeeSans, '107%', '37.5%'],
    ['Cormorant fallback', rupeeSerif, '92.4%', '28.7%'],
  ] as const;
  for (const [family, base64, ascentOverride, descentOverride] of faces) {
    try {
      const text = atob(base64);
      const bytes = new Uint8Array(text.length);
      for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      const descriptors = {
        unicodeRange: 'U+20B9',
        ascentOverride,
        descentOverride,
        lineGapOverride: '0%',
      };
      document.fonts.add(new FontFace(family, bytes, descriptors));
    } catch {
      // A browser without FontFace draws ₹ in a stand-in.
    }
  }
}

/** The web fonts' files, read from the @font-face rules that lead the page's stylesheet. */
function fontUrls(): string[] {
  const urls: string[] = [];
  for (const sheet of document.styleSheets) {
    const rules = sheet.cssRules;
    for (let i = 0; i < rules.length && rules[i] instanceof CSSFontFaceRule; i++) {
      const src = (rules[i] as CSSFontFaceRule).style.getPropertyValue('src');
      for (const m of src.matchAll(/url\("?([^")]+)/g)) urls.push(m[1]!);
    }
  }
  return urls;
}

/** The files one after another, then the flag that lets the next page use them. */
async function fetchFonts() {
  try {
    const urls = fontUrls();
    if (!urls.length) return;
    for (const url of urls) {
      const answer = await fetch(url);
      if (!answer.ok) return;
      await answer.arrayBuffer();
    }
    localStorage.setItem('chandi:fonts', '1');
  } catch {
    // No flag: the next page keeps the stand-ins rather than waiting for uncached files.
  }
}

/**
 * Web fonts on every page after the first (see src/styles/fonts.css): when the files are cached,
 * html[data-fonts] is set before anything is painted. A first visit keeps the metric-matched
 * stand-ins to the end: once the page has loaded and its first pictures are decoded and painted (a
 * light page can fire load before it paints them), the files are fetched into the browser's cache
 * for the next page. Swapping them in here would lay out the whole page again on a phone's busiest
 * second (a 65 ms task at full speed, 260 ms on Lighthouse's phone), and fetching them through
 * document.fonts would restyle it too, so plain fetches read the URLs from the @font-face rules.
 * Those lead the page's stylesheet (src/styles/fonts.css comes first): only they are read, as a
 * rule read is an object the browser builds, and all of a page's thousand rules took 5-10 ms.
 * One file after another: starting a request costs a few milliseconds of the page's thread, and
 * three in one task made a long task on a phone. A page that draws its content in script after load
 * (the back office, `<html data-content-later>`) also waits for `chandi:content-shown`
 * (src/lib/content-shown.ts): its load comes before its code and its data, and 105 KB of fonts
 * fetched then were on a phone's line with them.
 */
export function loadFonts(): void {
  addRupeeFaces();
  try {
    if (localStorage.getItem('chandi:fonts')) {
      document.documentElement.setAttribute('data-fonts', '');
      return;
    }
  } catch {
    // Storage refused (a private window): a first visit every time.
  }
  const shown = document.documentElement.hasAttribute('data-content-later')
    ? new Promise((resolve) => addEventListener('chandi:content-shown', resolve, { once: true }))
    : undefined;
  addEventListener('load', () => {
    const first = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
    void Promise.all([shown, ...first.map((img) => img.decode().catch(() => {}))]).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(fetchFonts))),
    );
  });
}
