// Every character of the catalogue pages is drawn by the shop's fonts or their named stand-ins
// (issue 11, "Speed"). A character none of them has, like ₹ in Jost or in Linux's Liberation fonts,
// sends the browser through the rest of the font list and a system-wide search, synchronous lookups
// before the first layout, and gets drawn in whatever font turns up (DejaVu Sans here).
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 412, height: 823 } });

// The stand-ins named in src/styles/fonts.css, and the shop's own faces: the web fonts and the
// rupee signs cut from Poppins and Cormorant Garamond (src/lib/rupee-faces.ts).
const standIns = [
  'Arial',
  'Liberation Sans',
  'Arimo',
  'Roboto',
  'Times New Roman',
  'Liberation Serif',
  'Tinos',
];
const ownFaces = /^(Jost|Cormorant Garamond|Poppins)\b/;

/** Each font that draws text on the page, with an example of the text it draws. */
async function fontsDrawing(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  type Node = (typeof root)['children'] extends (infer N)[] | undefined ? N : never;
  const fonts = new Map<string, string>();
  const visit = async (node: Node) => {
    const text = node.children?.find((child) => child.nodeType === 3 && child.nodeValue.trim());
    if (node.nodeType === 1 && text) {
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', {
        nodeId: node.nodeId,
      });
      for (const font of used)
        if (!fonts.has(font.familyName))
          fonts.set(font.familyName, `${font.isCustomFont ? 'own' : 'system'}: ${text.nodeValue}`);
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(root);
  await cdp.detach();
  return fonts;
}

async function pagesToCheck(page: Page) {
  const { prod } = (await (await page.request.get('/api/product/')).json()) as {
    prod: { _id: string }[];
  };
  return ['/', '/shop/product', `/prod-detail/${prod[0]!._id}`];
}

function expectOnlyShopFonts(fonts: Map<string, string>) {
  const strangers = [...fonts].filter(([family, example]) =>
    example.startsWith('own') ? !ownFaces.test(family) : !standIns.includes(family),
  );
  expect(strangers).toEqual([]);
}

test('a first visit draws every character, ₹ included, in the stand-ins and the shop’s own faces', async ({
  page,
}) => {
  for (const path of await pagesToCheck(page)) {
    await page.goto(path);
    const fonts = await fontsDrawing(page);
    expectOnlyShopFonts(fonts);
    // The prices' ₹ comes from the shop's own cut of Poppins, not from a system font.
    expect(fonts.get('Poppins'), path).toMatch(/^own: ₹/);
  }
});

test('a returning shopper’s pages draw ₹ in the shop’s own faces beside the web fonts', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('chandi:fonts', '1'));
  for (const path of await pagesToCheck(page)) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await fontsDrawing(page);
    expectOnlyShopFonts(fonts);
    expect([...fonts.keys()], path).toEqual(expect.arrayContaining(['Jost', 'Poppins']));
  }
});
