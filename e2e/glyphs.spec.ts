// Every character of the catalogue pages is in the font its text asks for (issue 11, "Speed"). A
// character the font lacks, like ₹ in Jost or in Linux's Liberation fonts, sends the browser
// through the rest of the font list and a system-wide search, synchronous lookups before the first
// layout, and gets drawn in whatever font turns up (DejaVu Sans here) beside the text's own font.
import { expect, type Page } from '@playwright/test';
import { cataloguePaths, test } from './fixtures';

test.use({ viewport: { width: 412, height: 823 } });

// The shop's own faces: the web fonts and the rupee signs cut from Poppins and Cormorant Garamond
// (src/lib/rupee-faces.ts).
const ownFaces = /^(Jost|Cormorant Garamond|Poppins)\b/;

interface Drawn {
  text: string;
  system: string[];
  own: string[];
}

/** The fonts that draw each shown element's own text (CDP's platform fonts for the element). */
async function fontsDrawing(page: Page): Promise<Drawn[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  type Node = (typeof root)['children'] extends (infer N)[] | undefined ? N : never;
  const drawn: Drawn[] = [];
  const visit = async (node: Node) => {
    const text = node.children?.find((child) => child.nodeType === 3 && child.nodeValue.trim());
    if (node.nodeType === 1 && text) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
      const families = (custom: boolean) => [
        ...new Set(fonts.filter((f) => f.isCustomFont === custom).map((f) => f.familyName)),
      ];
      // An element that is not rendered (a closed filter panel) has no fonts.
      if (fonts.length)
        drawn.push({ text: text.nodeValue.trim(), system: families(false), own: families(true) });
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(root);
  await cdp.detach();
  return drawn;
}

/**
 * No text needs more than `systemFonts` system fonts (a second one stands in for characters the
 * first lacks), every web font is one of the shop's, and the shop's faces draw in every price.
 */
function expectEveryCharacterInItsFont(drawn: Drawn[], path: string, systemFonts: number) {
  const patched = drawn.filter((element) => element.system.length > systemFonts);
  expect(patched, path).toEqual([]);
  const strangers = drawn.flatMap((element) => element.own).filter((f) => !ownFaces.test(f));
  expect(strangers, path).toEqual([]);
  const prices = drawn.filter((element) => element.text.startsWith('₹'));
  expect(prices.length, path).toBeGreaterThan(0);
  for (const price of prices) expect(price.own, `${path}: ${price.text}`).not.toEqual([]);
}

test('a first visit draws every character in its font, ₹ in the shop’s own faces', async ({
  page,
}) => {
  // Each page as a first visit: the stand-ins, not the web fonts the first page fetched.
  await page.addInitScript(() => localStorage.removeItem('chandi:fonts'));
  for (const path of await cataloguePaths(page.request)) {
    await page.goto(path);
    // The text is in the stand-ins, and ₹ in the shop's faces.
    expectEveryCharacterInItsFont(await fontsDrawing(page), path, 1);
  }
});

test('a returning shopper’s pages draw ₹ in the shop’s own faces beside the web fonts', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('chandi:fonts', '1'));
  for (const path of await cataloguePaths(page.request)) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const drawn = await fontsDrawing(page);
    // Every character in the web fonts or the shop's rupee faces.
    expectEveryCharacterInItsFont(drawn, path, 0);
    expect(drawn.flatMap((element) => element.own)).toContain('Jost');
  }
});
