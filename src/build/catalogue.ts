// Build-time data access for Astro pages: the same services the API uses, over the same database.
import { parseEnv } from '../../functions/env';
import {
  listCategories,
  type CategoryJson,
} from '../../functions/features/category/category.service';
import { listProducts, type ProductJson } from '../../functions/features/product/product.service';
import { createDb } from '../../functions/node/db';
import type { Db } from '../../functions/lib/db';
import { readShopSettings } from '../../functions/features/settings/settings.service';
import type { ShopSettings } from '../lib/shop';
import { encodeListing, type ListingData } from '../lib/listing-filters';

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

let shopSettings: Promise<ShopSettings> | undefined;

/** The shop's saved settings (the defaults until the owner saves them), read once per build. */
export function getShopSettings(): Promise<ShopSettings> {
  shopSettings ??= db().then((opened) => readShopSettings(opened));
  return shopSettings;
}

// Sterling until a product carries its own purity (the default of DESIGN §10).
const purityOf = (product: ProductJson & { purity?: number | null }) => product.purity ?? 925;

/** What a listing's filters need of each product, in the listing's order, as compact JSON. */
export function listingData(products: ProductJson[]): ListingData {
  return encodeListing(
    products.map((product) => ({
      price: product.total_price,
      weight: product.weight,
      purity: purityOf(product),
      inStock: product.status,
      cat: product.category_id.slug,
    })),
  );
}
