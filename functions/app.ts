import { adminApi } from './admin-api';
import type { AppDeps } from './deps';
import { occasionalApi } from './occasional-api';
import { createShopApp } from './shop-app';

/**
 * The whole shop as one Hono app (`shop-app.ts`) with every route group loaded at once: the Node
 * server and the tests. The Worker builds the same app with the back office and the occasional
 * routes loaded on the first request for one (`worker.ts`, decision 047).
 */
export function createApp(deps: AppDeps) {
  return createShopApp(deps, { backOffice: adminApi, occasional: occasionalApi });
}

export type AppType = ReturnType<typeof createApp>;
