// The search results' thumbnails, in the index's order: fetched once results are on screen, so
// the index itself stays small.
import type { APIRoute } from 'astro';
import { getProducts } from '../build/catalogue';
import { buildSearchThumbs } from '../build/search-build';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(buildSearchThumbs(await getProducts())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
