// The search index: every visible product's name, code, category, price and image, built with the site.
import type { APIRoute } from 'astro';
import { getProducts } from '../lib/catalogue';
import type { SearchEntry } from '../lib/search';

export const GET: APIRoute = async () => {
  const entries: SearchEntry[] = (await getProducts()).map((product) => ({
    i: product._id,
    n: product.name,
    c: product.code,
    k: product.category_id.name,
    p: product.total_price,
    // The smallest variant is plenty for a result thumbnail.
    u: product.image?.srcset.split(' ')[0] ?? null,
  }));
  return new Response(JSON.stringify(entries), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
