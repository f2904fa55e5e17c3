import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The inode of every product page's file in a built site, by product id: a kept page keeps its inode. */
export const productPageInodes = (siteDir: string): Map<string, number> =>
  new Map(
    readdirSync(join(siteDir, 'prod-detail')).map((id) => [
      id,
      statSync(join(siteDir, 'prod-detail', id, 'index.html')).ino,
    ]),
  );
