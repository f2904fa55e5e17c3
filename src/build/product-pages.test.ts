import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CategoryJson, ProductJson } from './catalogue';
import {
  frameFingerprint,
  pageFingerprints,
  type PageInputs,
  pageInputsFile,
  pagesToRender,
  pagesWithOlderFrame,
  productPages,
  productPagesToBuild,
} from './product-pages';
import { defaultShopSettings } from '../lib/shop';

const rings = { _id: 'c-rings', name: 'Rings', slug: 'rings', description: '' };
const chains = { _id: 'c-chains', name: 'Chains', slug: 'chains', description: '' };

const product = (id: string, category = rings, price = 1000) =>
  ({
    _id: id,
    name: `Piece ${id}`,
    price,
    total_price: price,
    category_id: category,
  }) as ProductJson;

const categoryList = (counts = [6, 1]): CategoryJson[] =>
  [rings, chains].map((c, i) => ({ ...c, image: null, status: true, count: counts[i]! }));

// Newest first, as the catalogue is read: six rings and one chain.
const catalogue = () => [
  product('r1'),
  product('r2'),
  product('c1', chains),
  product('r3'),
  product('r4'),
  product('r5'),
  product('r6'),
];

const fingerprints = (
  products: ProductJson[],
  settings = defaultShopSettings,
  categories = categoryList(),
) => {
  const frame = frameFingerprint('https://shop.test', settings, categories);
  return pageFingerprints(productPages(products), frame);
};

const changed = (before: Record<string, string>, after: Record<string, string>) =>
  [...pagesToRender(after, before)].sort();

describe('productPages', () => {
  it('shows the four pieces after each one in its category, the last ones followed by the first', () => {
    const pages = productPages(catalogue());
    const related = (id: string) =>
      pages.find((p) => p.product._id === id)!.related.map((p) => p._id);
    expect(related('r1')).toEqual(['r2', 'r3', 'r4', 'r5']);
    expect(related('r3')).toEqual(['r4', 'r5', 'r6', 'r1']);
    expect(related('r6')).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(related('c1')).toEqual([]);
    expect(productPages([product('a'), product('b')]).map((p) => p.related.length)).toEqual([1, 1]);
  });
});

describe('which product pages a change renders', () => {
  it('a price renders its page and the four that show the piece, nothing else', () => {
    const before = fingerprints(catalogue());
    const products = catalogue();
    products[5] = product('r5', rings, 2000);
    expect(changed(before, fingerprints(products))).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    const last = catalogue();
    last[6] = product('r6', rings, 2000);
    expect(changed(before, fingerprints(last))).toEqual(['r2', 'r3', 'r4', 'r5', 'r6']);
  });

  it('renders five pages however large the category, whichever piece changes', () => {
    const large = Array.from({ length: 500 }, (_, n) => product(`p${n}`));
    const before = fingerprints(large);
    for (const at of [0, 3, 250, 499]) {
      const products = [...large];
      products[at] = product(`p${at}`, rings, 5);
      expect(changed(before, fingerprints(products)), `piece ${at}`).toHaveLength(5);
    }
  });

  it('a new piece renders its page and the four whose related pieces it joins', () => {
    const before = fingerprints(catalogue());
    const after = fingerprints([product('r0'), ...catalogue()]);
    expect(changed(before, after)).toEqual(['r0', 'r3', 'r4', 'r5', 'r6']);
    expect(changed(before, fingerprints([product('c0', chains), ...catalogue()]))).toEqual([
      'c0',
      'c1',
    ]);
  });

  it('a deleted piece renders no page of its own and leaves the other category alone', () => {
    const before = fingerprints(catalogue());
    const after = fingerprints(catalogue().filter((p) => p._id !== 'r6'));
    expect(Object.keys(after)).not.toContain('r6');
    expect(changed(before, after)).toEqual(['r2', 'r3', 'r4', 'r5']);
    const first = fingerprints(catalogue().filter((p) => p._id !== 'r1'));
    expect(changed(before, first)).toEqual(['r3', 'r4', 'r5', 'r6']);
  });

  it('settings and category names render every page; product counts render none', () => {
    const before = fingerprints(catalogue());
    const all = Object.keys(before).sort();
    const phone = { ...defaultShopSettings, phone: '+91 98290 00000' };
    expect(changed(before, fingerprints(catalogue(), phone))).toEqual(all);
    const renamed = categoryList().map((c) => (c.slug === 'chains' ? { ...c, name: 'Chain' } : c));
    expect(changed(before, fingerprints(catalogue(), defaultShopSettings, renamed))).toEqual(all);
    const counts = categoryList([7, 2]);
    expect(changed(before, fingerprints(catalogue(), defaultShopSettings, counts))).toEqual([]);
  });

  it('with the frame later, a new frame alone renders nothing; a changed piece still renders', () => {
    const before = fingerprints(catalogue());
    const phone = { ...defaultShopSettings, phone: '+91 98290 00000' };
    expect([...pagesToRender(fingerprints(catalogue(), phone), before, 1)]).toEqual([]);
    const products = catalogue();
    products[2] = product('c1', chains, 5000);
    expect([...pagesToRender(fingerprints(products, phone), before, 1)]).toEqual(['c1']);
  });

  it('renders the pages a new frame alone changed when they are fewer than the frame-later count', () => {
    const before = fingerprints(catalogue());
    const products = catalogue();
    products[2] = product('c1', chains, 5000);
    const after = fingerprints(products, { ...defaultShopSettings, phone: '+91 98290 00000' });
    // c1's own content changed; the six rings changed by the frame alone.
    expect([...pagesToRender(after, before, 6)]).toEqual(['c1']);
    expect([...pagesToRender(after, before, 7)].sort()).toEqual(Object.keys(after).sort());
  });

  it('renders every page when there is no previous build', () => {
    const now = fingerprints(catalogue());
    expect([...pagesToRender(now, null)].sort()).toEqual(Object.keys(now).sort());
  });
});

describe('productPagesToBuild', () => {
  const folders: string[] = [];
  const saved = {
    out: process.env.CHANDI_OUT_DIR,
    previous: process.env.CHANDI_PREVIOUS_SITE,
    frameLaterFrom: process.env.CHANDI_FRAME_LATER_FROM,
  };
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'chandi-pages-'));
    folders.push(made);
    return made;
  };
  const build = (
    outDir: string,
    previous: string,
    products: ProductJson[],
    { settings = defaultShopSettings, frameLaterFrom = '' } = {},
  ) => {
    process.env.CHANDI_OUT_DIR = outDir;
    process.env.CHANDI_PREVIOUS_SITE = previous;
    process.env.CHANDI_FRAME_LATER_FROM = frameLaterFrom;
    const pages = productPagesToBuild('https://shop.test', products, settings, categoryList());
    return pages.map((page) => page.product._id).sort();
  };
  const rings = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
  const recorded = (outDir: string) =>
    JSON.parse(readFileSync(join(outDir, pageInputsFile), 'utf8')) as PageInputs;

  afterEach(() => {
    for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true });
    process.env.CHANDI_OUT_DIR = saved.out;
    process.env.CHANDI_PREVIOUS_SITE = saved.previous;
    process.env.CHANDI_FRAME_LATER_FROM = saved.frameLaterFrom;
  });

  it('records every page and renders only those changed since the previous site', () => {
    const first = folder();
    expect(build(first, '', catalogue())).toEqual(['c1', ...rings]);
    const products = catalogue();
    products[2] = product('c1', chains, 5000);
    const second = folder();
    expect(build(second, first, products)).toEqual(['c1']);
    expect(Object.keys(recorded(second).pages).sort()).toEqual(['c1', ...rings]);
    expect(pagesWithOlderFrame(recorded(second))).toBe(0);
  });

  it('with the frame later, records the kept pages as they are, and the next build renders them', () => {
    const first = folder();
    build(first, '', catalogue());
    const settings = { ...defaultShopSettings, phone: '+91 98290 00000' };
    const products = catalogue();
    products[2] = product('c1', chains, 5000);
    const second = folder();
    expect(build(second, first, products, { settings, frameLaterFrom: '6' })).toEqual(['c1']);
    // Had the frame alone changed fewer pages than the count, this build would have rendered them.
    expect(build(folder(), first, products, { settings, frameLaterFrom: '7' })).toHaveLength(7);
    expect(pagesWithOlderFrame(recorded(second))).toBe(6);
    expect(recorded(second).pages.r1).toBe(recorded(first).pages.r1);
    const third = folder();
    expect(build(third, second, products, { settings })).toEqual(rings);
    expect(pagesWithOlderFrame(recorded(third))).toBe(0);
  });

  it('renders every page when the previous site has no record', () => {
    expect(build(folder(), folder(), catalogue())).toHaveLength(7);
  });
});
