// Build-time data access for Astro pages: the same services the API uses, over the same database.
import { parseEnv } from '../../functions/env';
import {
  listCategories,
  type CategoryJson,
} from '../../functions/features/category/category.service';
import { listProducts, type ProductJson } from '../../functions/features/product/product.service';
import { createDb } from '../../functions/node/db';
import type { Db } from '../../functions/lib/db';

export type { CategoryJson, ProductJson };

let database: Promise<Db> | undefined;
let allProducts: Promise<ProductJson[]> | undefined;
let allCategories: Promise<CategoryJson[]> | undefined;

function db(): Promise<Db> {
  database ??= (async () => {
    const env = parseEnv(process.env);
    // Migrated and seeded already: by `npm start` or `npm run build` before they run Astro.
    return createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  })();
  return database;
}

/** Active categories with their product counts, read once per build. */
export function getCategories(): Promise<CategoryJson[]> {
  allCategories ??= db().then((opened) => listCategories(opened));
  return allCategories;
}

/** Every product shoppers can see, newest first, read once per build. */
export function getProducts(): Promise<ProductJson[]> {
  allProducts ??= db().then((opened) => listProducts(opened));
  return allProducts;
}
