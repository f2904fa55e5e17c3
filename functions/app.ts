import { adminApi } from './admin-api';
import type { AppDeps } from './deps';
import { createShopApp } from './shop-app';

/**
 * The whole shop as one Hono app (`shop-app.ts`) with the back office loaded at once: the Node
 * server and the tests. The Worker builds the same app with the back office loaded on its first
 * admin request (`worker.ts`, decision 047).
 */
export function createApp(deps: AppDeps) {
  return createShopApp(deps, adminApi);
}

export type AppType = ReturnType<typeof createApp>;
