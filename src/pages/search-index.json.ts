// The search index: every visible product's name, code, category, price, stock and a few words of
// its description (src/lib/search-build.ts), built with the site and fetched when a shopper searches.
import type { APIRoute } from 'astro';
import { getProducts } from '../build/catalogue';
import { buildSearchIndex } from '../build/search-build';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(buildSearchIndex(await getProducts())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
