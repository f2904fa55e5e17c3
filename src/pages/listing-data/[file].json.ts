// The rest of each long listing's products (src/build/listing-pages.ts): one file per listing of more
// products than it embeds, named by its content, as the listing page names it.
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCategories, getProducts } from '../../build/catalogue';
import { inListingOrder, listingRestFile, type RestFile } from '../../build/listing-pages';

export const getStaticPaths = (async () => {
  const [products, categories] = await Promise.all([getProducts(), getCategories()]);
  // The listings of /shop/product and of each category page, as those pages hold them.
  const listings = [
    products,
    ...categories.map((category) => products.filter((p) => p.category_id._id === category._id)),
  ];
  const files = new Map<string, RestFile>();
  for (const listing of listings) {
    const file = listingRestFile(inListingOrder(listing));
    if (file) files.set(file.name, file);
  }
  return [...files.values()].map(({ name, body }) => ({ params: { file: name }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ body: string }> = ({ props }) =>
  new Response(props.body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
