import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { demoCatalogue, growCatalogue } from './catalogue';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('grows the demo catalogue to a larger one, hallmark numbers staying unique', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-grow-'));
  dirs.push(dir);
  const db = await demoCatalogue(`file:${join(dir, 'shop.db')}`);
  try {
    const hallmarked = await db.select().from(products).where(isNotNull(products.huid));
    await growCatalogue(db, 200);
    expect(await db.$count(products)).toBe(200);
    // Copies are new pieces: only the originals carry a HUID.
    expect(await db.$count(products, isNotNull(products.huid))).toBe(hallmarked.length);
  } finally {
    db.$client.close();
  }
});
