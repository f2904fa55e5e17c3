// sitemap.xml: every public page shoppers and search engines should find, built from the catalogue.
import type { APIRoute } from 'astro';
import { getCategories, getProducts } from '../lib/catalogue';

const staticPaths = [
  '/',
  '/shop/product',
  '/shop/blog',
  '/shop/contact',
  '/shop/about-us',
  '/shop/faq',
  '/shop/terms-condtions',
  '/track-order',
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ site }) => {
  const [categories, products] = await Promise.all([getCategories(), getProducts()]);
  const paths = [
    ...staticPaths,
    ...categories.map((category) => `/shop/product/${category.slug}`),
    ...products.map((product) => `/prod-detail/${product._id}`),
  ];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, site).href)}</loc></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
