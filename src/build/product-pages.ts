// Which product pages a build renders (docs/decisions/022-publish-only-changed-product-pages.md).
// A product page shows its product, a few other pieces of its category ("You may also like"), and
// the frame every page shares: the shop's settings (title, nav, footer, structured data) and the
// categories (footer). A page's fingerprint is a hash of exactly that. The build writes every
// page's fingerprint into the site (`.page-inputs.json`); given the previous site, it renders only
// the pages whose fingerprint is new or changed, and functions/node/site-build.ts takes the others
// from the previous site. Build-time only (Node).
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

/** `.page-inputs.json`: each product page's fingerprint, by product id. */
export interface PageInputs {
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
 * Each product page's fingerprint, by product id: it changes whenever anything the page shows
 * changes (its product, its related pieces, in order, or the frame). Each product is hashed once,
 * however many pages show it.
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
      hash(frame, productHash(product), ...related.map(productHash)),
    ]),
  );
}

/** The ids whose page must be rendered: new pages and changed ones (every page without `previous`). */
export function pagesToRender(
  current: Record<string, string>,
  previous: Record<string, string> | null,
): Set<string> {
  return new Set(Object.keys(current).filter((id) => !previous || previous[id] !== current[id]));
}

/** The page inputs recorded in a built site, or null when it has none (or not in this shape). */
export function readPageInputs(siteDir: string | undefined): PageInputs | null {
  if (!siteDir) return null;
  try {
    const inputs = JSON.parse(readFileSync(join(siteDir, pageInputsFile), 'utf8')) as PageInputs;
    return typeof inputs.pages === 'object' && inputs.pages !== null ? inputs : null;
  } catch {
    return null;
  }
}

/**
 * The product pages this build renders. Records every page's fingerprint in the build's output
 * folder (CHANDI_OUT_DIR), and when CHANDI_PREVIOUS_SITE names the site being replaced, keeps only
 * the pages whose fingerprint differs from the one recorded there.
 */
export function productPagesToBuild(
  site: string,
  products: ProductJson[],
  settings: ShopSettings,
  categories: CategoryJson[],
): ProductPage[] {
  const pages = productPages(products);
  const frame = frameFingerprint(site, settings, categories);
  const inputs: PageInputs = { pages: pageFingerprints(pages, frame) };
  const outDir = resolve(process.env.CHANDI_OUT_DIR ?? 'dist');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, pageInputsFile), JSON.stringify(inputs));
  const previous = readPageInputs(process.env.CHANDI_PREVIOUS_SITE);
  const render = pagesToRender(inputs.pages, previous?.pages ?? null);
  return pages.filter((page) => render.has(page.product._id));
}
