import type { Context } from 'hono';
import type { BlobStore } from './lib/blob-store';
import type { Db } from './lib/db';
import type { RateRules } from './lib/rate-rules';
import type { SiteAssets } from './lib/site-assets';

/** Everything the app needs from its runtime; `node.ts` and `worker.ts` build these. */
export interface AppDeps {
  db: Db;
  blobs: BlobStore;
  site: SiteAssets;
  /** Milliseconds since the epoch; injectable so tests control time. */
  now?: () => number;
  /** Rate limits (defaults: `rateRules()`). */
  rateRules?: RateRules;
  /** The caller's network address, for rate limits; each runtime knows where to find it. */
  clientAddress?: (c: Context) => string | undefined;
}
