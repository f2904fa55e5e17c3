import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listProducts } from '../../functions/features/product/product.service';
import { buildSearchIndex, buildSearchThumbs } from '../../src/build/search-build';
import { demoCatalogue, growCatalogue } from './catalogue';
import { kb } from './page-weight';

const gzip = (value: unknown) => gzipSync(JSON.stringify(value), { level: 9 }).byteLength;

/**
 * Gzip size of `/search-index.json` (and of the thumbnails file results fetch after they show)
 * for the demo catalogue grown to each size, as the build writes them: a markdown table. The
 * generated products copy the demo's descriptions, so their words compress better than a real
 * catalogue's would; the product ids and prices are as varied as real ones.
 */
export async function measureSearchIndex(sizes: number[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-search-bench-'));
  const db = await demoCatalogue(`file:${join(dir, 'shop.db')}`);
  const rows = [
    '| products | index (gzip KB) | index per 1,000 products | thumbnails (gzip KB) |',
    '|---|---|---|---|',
  ];
  try {
    for (const size of [...sizes].sort((a, b) => a - b)) {
      await growCatalogue(db, size);
      const products = await listProducts(db);
      const index = gzip(buildSearchIndex(products));
      rows.push(
        `| ${products.length.toLocaleString('en')} | ${kb(index)} | ${kb((index / products.length) * 1000)} | ${kb(gzip(buildSearchThumbs(products)))} |`,
      );
    }
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows.join('\n');
}
