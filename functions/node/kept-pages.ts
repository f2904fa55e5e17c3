// The second half of a build that rendered only the changed product pages (decision 022): every
// other product page of the catalogue comes from the site being replaced, hard-linked (no bytes
// copied) with its compressed copies.
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pageInputsFile, readPageInputs } from '../../src/build/product-pages';
import { precompressedEncodings } from './precompress';

/** Site path of a product's page in a built site. */
const pagePath = (id: string) => join('prod-detail', id, 'index.html');

/** Astro's hashed bundles in a built site, by name. */
const bundles = (site: string) => readdir(join(site, '_astro')).then((names) => names.sort());

/** Link `from` to `to`, or copy it when they are on different disks. */
const share = (from: string, to: string) =>
  link(from, to).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EXDEV') return copyFile(from, to);
    throw error;
  });

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Complete the build in `next` with the product pages it did not render: each product it lists in
 * `.page-inputs.json` whose page is missing takes the page (and its `.br`/`.gz` copies) of
 * `previous`. Pages of products no longer listed (deleted, hidden) are not taken, so they are gone.
 * Throws when `previous` lacks a page, or was built with other bundles than `next` (its pages would
 * load scripts that `next` does not have): the caller then builds every page.
 */
export async function keepUnchangedProductPages(previous: string, next: string): Promise<void> {
  const inputs = readPageInputs(next);
  if (!inputs) throw new Error(`the build wrote no ${pageInputsFile}`);
  const [before, now] = await Promise.all([bundles(previous), bundles(next)]);
  if (before.join('\n') !== now.join('\n'))
    throw new Error('the previous site was built with other bundles');
  // One folder per rendered page (Astro writes nothing else under prod-detail/).
  const rendered = new Set(await readdir(join(next, 'prod-detail')).catch(() => []));
  const kept = Object.keys(inputs.pages).filter((id) => !rendered.has(id));
  await mkdir(join(next, 'prod-detail'), { recursive: true });
  const keep = async (id: string) => {
    const from = join(previous, pagePath(id));
    const to = join(next, pagePath(id));
    await mkdir(join(next, 'prod-detail', id));
    await share(from, to);
    // A page smaller than its compressed copy would be has none.
    for (const { suffix } of precompressedEncodings)
      await share(from + suffix, to + suffix).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
  };
  // A few at a time: thousands of pages at once would only queue on libuv's four threads.
  const queue = [...kept];
  const worker = async () => {
    for (let id = queue.pop(); id; id = queue.pop()) await keep(id);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
