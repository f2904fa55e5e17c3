import { brand } from './shop';

/** Keywords every public page shares; pages add their own in front. */
export const baseKeywords = [
  '925 sterling silver jewellery',
  'silver jewellery Jaipur',
  'handcrafted silver',
  '92.5% pure silver',
];

/** A page title in the shop's one format: "Page | Chandi", or the shop's own title for the home page. */
export const pageTitle = (shopName: string, page?: string) =>
  page ? `${page} | ${shopName}` : `${shopName} | ${brand.tagline}`;

/** A page's public address without the build's trailing slash, as the sitemap lists it. */
export const pageUrl = (pathname: string, site: URL | string | undefined) =>
  new URL(pathname.replace(/(.)\/+$/, '$1'), site);
