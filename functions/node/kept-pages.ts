// The second half of a build that rendered only the changed product pages (decision 022): every
// other product page of the catalogue comes from the site being replaced, hard-linked (no bytes
// copied) with its compressed copies.
import { copyFile, link, mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pageInputsFile, readPageInputs } from '../../src/lib/product-pages';
import { precompressedEncodings } from './precompress';

/** Site path of a product's page in a built site. */
const pagePath = (id: string) => join('prod-detail', id, 'index.html');

/** Astro's hashed bundles in a built site, by name. */
const bundles = (site: string) => readdir(join(site, '_astro')).then((names) => names.sort());

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Link `from` to `to`, or copy it when they are on different disks. */
const share = (from: string, to: string) => link(from, to).catch(() => copyFile(from, to));

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
  const ids = Object.keys(inputs.pages);
  const rendered = await Promise.all(ids.map((id) => exists(join(next, pagePath(id)))));
  const kept = ids.filter((_, i) => !rendered[i]);
  const keep = async (id: string) => {
    const from = join(previous, pagePath(id));
    const to = join(next, pagePath(id));
    await mkdir(join(next, 'prod-detail', id), { recursive: true });
    await share(from, to);
    for (const { suffix } of precompressedEncodings)
      if (await exists(from + suffix)) await share(from + suffix, to + suffix);
  };
  // A few at a time: thousands of pages at once would only queue on libuv's four threads.
  const queue = [...kept];
  const worker = async () => {
    for (let id = queue.pop(); id; id = queue.pop()) await keep(id);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}
