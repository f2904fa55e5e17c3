// Which product pages a build renders (docs/decisions/022-publish-only-changed-product-pages.md).
// A product page shows its product, a few other pieces of its category ("You may also like"), and
// the frame every page shares: the shop's settings (title, nav, footer, structured data) and the
// categories (footer). A page's fingerprint is a hash of exactly that, in two parts (frame and
// content). The build writes every page's fingerprint into the site (`.page-inputs.json`); given
// the previous site, it renders only the pages whose fingerprint is new or changed (or, with the
// frame later, whose content is), and functions/node/site-build.ts takes the others from the
// previous site. Build-time only (Node).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CategoryJson, ProductJson } from './catalogue';
import type { ShopSettings } from '../lib/shop';

/** The file in a built site that lists every product page's fingerprint, by product id. */
export const pageInputsFile = '.page-inputs.json';

/** How many other pieces of its category a product page shows. */
const relatedCount = 4;

/**
 * What one product page is made from, besides the frame every page shares. A type alias, not an
 * interface: Astro's page props need the implicit index signature an alias has.
 */
export type ProductPage = {
  product: ProductJson;
  /** The `relatedCount` products after it in its category (see `productPages`). */
  related: ProductJson[];
};

/**
 * `.page-inputs.json`: the frame's fingerprint and each product page's, by product id. A page's
 * fingerprint is `<frame>:<content>`; a page kept from an older build with an older frame keeps the
 * fingerprint it was made with, so the next build renders it.
 */
export interface PageInputs {
  frame: string;
  pages: Record<string, string>;
}

/**
 * Every product's page: the product and the four pieces after it in its category, in the
 * catalogue's order (newest first), the last ones followed by the first. A piece is shown on four
 * other pages only, so changing it, adding or removing one renders about five product pages
 * however large its category is (with "the category's first four", a change to one of them would
 * render every page of the category). Linear in the catalogue.
 */
export function productPages(products: ProductJson[]): ProductPage[] {
  const byCategory = new Map<string, ProductJson[]>();
  const position = new Map<ProductJson, number>();
  for (const product of products) {
    const pieces = byCategory.get(product.category_id._id) ?? [];
    position.set(product, pieces.length);
    pieces.push(product);
    byCategory.set(product.category_id._id, pieces);
  }
  return products.map((product) => {
    const pieces = byCategory.get(product.category_id._id)!;
    const at = position.get(product)!;
    const count = Math.min(relatedCount, pieces.length - 1);
    const related = Array.from({ length: count }, (_, k) => pieces[(at + 1 + k) % pieces.length]!);
    return { product, related };
  });
}

const hash = (...parts: string[]) => {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('base64url').slice(0, 24);
};

/**
 * The fingerprint of what every page's frame shows: the site's address, the shop's settings and
 * the categories. Category counts are left out: no page frame shows them, and they change with
 * every product added or removed, which would otherwise make every product page "changed".
 */
export function frameFingerprint(
  site: string,
  settings: ShopSettings,
  categories: CategoryJson[],
): string {
  const shown = categories.map(({ count: _count, ...category }) => category);
  return hash(site, JSON.stringify(settings), JSON.stringify(shown));
}

/**
 * Each product page's fingerprint, by product id: `<frame>:<content>`, where the content is a hash
 * of its product and its related pieces, in order. It changes whenever anything the page shows
 * changes. Each product is hashed once, however many pages show it.
 */
export function pageFingerprints(pages: ProductPage[], frame: string): Record<string, string> {
  const ofProduct = new Map<string, string>();
  const productHash = (product: ProductJson) => {
    let known = ofProduct.get(product._id);
    if (!known) {
      known = hash(JSON.stringify(product));
      ofProduct.set(product._id, known);
    }
    return known;
  };
  return Object.fromEntries(
    pages.map(({ product, related }) => [
      product._id,
      `${frame}:${hash(productHash(product), ...related.map(productHash))}`,
    ]),
  );
}

const contentOf = (fingerprint: string) => fingerprint.slice(fingerprint.indexOf(':') + 1);

/**
 * The ids whose page must be rendered: new pages and changed ones (every page without `previous`).
 * When at least `frameLaterFrom` pages changed by a new frame alone (the shop's settings, a
 * category's name), those are not rendered: each keeps the frame it has until the next build.
 */
export function pagesToRender(
  current: Record<string, string>,
  previous: Record<string, string> | null,
  frameLaterFrom = Infinity,
): Set<string> {
  const content: string[] = [];
  const frameOnly: string[] = [];
  for (const [id, now] of Object.entries(current)) {
    const before = previous?.[id];
    if (before === undefined || contentOf(before) !== contentOf(now)) content.push(id);
    else if (before !== now) frameOnly.push(id);
  }
  return new Set(frameOnly.length >= frameLaterFrom ? content : [...content, ...frameOnly]);
}

/** How many pages of a built site still show an older frame than the one it was built with. */
export const pagesWithOlderFrame = (inputs: PageInputs): number =>
  Object.values(inputs.pages).filter((fingerprint) => !fingerprint.startsWith(`${inputs.frame}:`))
    .length;

/** The page inputs recorded in a built site, or null when it has none (or not in this shape). */
export function readPageInputs(siteDir: string | undefined): PageInputs | null {
  if (!siteDir) return null;
  try {
    const inputs = JSON.parse(readFileSync(join(siteDir, pageInputsFile), 'utf8')) as PageInputs;
    const valid =
      typeof inputs.frame === 'string' && typeof inputs.pages === 'object' && inputs.pages !== null;
    return valid ? inputs : null;
  } catch {
    return null;
  }
}

/**
 * The product pages this build renders. Records every page's fingerprint in the build's output
 * folder (CHANDI_OUT_DIR), and when CHANDI_PREVIOUS_SITE names the site being replaced, keeps only
 * the pages whose fingerprint differs from the one recorded there; with CHANDI_FRAME_LATER_FROM=n,
 * only those whose own content differs when n or more differ by the frame alone (a page kept with
 * its older frame is recorded as it is).
 */
export function productPagesToBuild(
  site: string,
  products: ProductJson[],
  settings: ShopSettings,
  categories: CategoryJson[],
): ProductPage[] {
  const pages = productPages(products);
  const frame = frameFingerprint(site, settings, categories);
  const current = pageFingerprints(pages, frame);
  const previous = readPageInputs(process.env.CHANDI_PREVIOUS_SITE)?.pages ?? null;
  const render = pagesToRender(
    current,
    previous,
    Number(process.env.CHANDI_FRAME_LATER_FROM) || Infinity,
  );
  const recorded = Object.fromEntries(
    Object.entries(current).map(([id, now]) => [id, render.has(id) ? now : previous![id]!]),
  );
  const outDir = resolve(process.env.CHANDI_OUT_DIR ?? 'dist');
  mkdirSync(outDir, { recursive: true });
  const inputs: PageInputs = { frame, pages: recorded };
  writeFileSync(join(outDir, pageInputsFile), JSON.stringify(inputs));
  return pages.filter((page) => render.has(page.product._id));
}
