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
  /** Secret key for the admin password reset; unset means reset is off. */
  adminResetSecret?: string;
  /** Publishes catalogue changes to the public pages (a rebuild); absent in tests that do not need it. */
  publisher?: Publisher;
}

/** What the admin sees of publishing: the last rebuild's state. */
export interface PublishStatus {
  state: 'idle' | 'publishing' | 'published' | 'failed';
  /** When the state last changed (ms). */
  at: number;
  error?: string;
}

/** Schedules a (debounced) rebuild of the public site after catalogue changes. */
export interface Publisher {
  schedule(): void;
  /** The last rebuild's state: kept in memory on Node, in the database on the edge. */
  status(): PublishStatus | Promise<PublishStatus>;
}
