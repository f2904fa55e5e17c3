// schema.org JSON-LD for search engines, built from the same data the pages show.
import type { ProductJson } from '../build/catalogue';
import { brand, openingRows, socialLinks, type ShopSettings } from './shop';

type Json = Record<string, unknown>;

export interface BreadcrumbLink {
  label: string;
  href?: string;
}

const absolute = (path: string, site: URL | string) => new URL(path, site).href;

/** A `BreadcrumbList` of the visible breadcrumbs; `current` is the page's own URL for the last one. */
export function breadcrumbList(crumbs: BreadcrumbLink[], current: URL | string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => {
      const last = i === crumbs.length - 1;
      const item = last ? absolute('', current) : crumb.href && absolute(crumb.href, current);
      return { '@type': 'ListItem', position: i + 1, name: crumb.label, ...(item && { item }) };
    }),
  };
}

/** A real picture of the shop's work for pages without one of their own (never the favicon). */
export const shopPicture = '/video/banner-poster.webp';

/**
 * The last day a rate-linked price is promised: the day after the rate's date. The owner sets the
 * fine-silver rate each working day and every rate-linked page is rebuilt with it, so the price is
 * the shop's for that rate only; a later date would promise a price the next rate may change, and
 * an unchanged rate simply rebuilds the page with a new date. (DESIGN §11; decision 044.)
 */
export function rateLinkedValidUntil(rateDate: string): string {
  const next = new Date(`${rateDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The BIS hallmark as a schema.org `Certification` with its HUID. */
const hallmarkCertification = (huid: string): Json => ({
  '@type': 'Certification',
  name: 'BIS Hallmark',
  certificationIdentification: huid,
  issuedBy: { '@type': 'Organization', name: 'Bureau of Indian Standards' },
});

/**
 * A `Product` with one `Offer` in rupees at the retail price shoppers pay (trade prices never reach
 * the build), whether it is in stock, until when a rate-linked price holds, and its hallmark.
 */
export function productSchema(product: ProductJson, pageUrl: URL | string, shopName: string): Json {
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    description: product.description.replace(/\s+/g, ' ').trim(),
    image: images.map((image) => absolute(image.url, pageUrl)),
    category: product.category_id.name,
    material: '925 sterling silver',
    brand: { '@type': 'Brand', name: shopName },
    offers: {
      '@type': 'Offer',
      url: absolute('', pageUrl),
      priceCurrency: 'INR',
      price: product.total_price.toFixed(2),
      availability: product.status ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
      ...(product.pricing === 'rate_linked' &&
        product.breakup && { priceValidUntil: rateLinkedValidUntil(product.breakup.rateDate) }),
    },
    ...(product.huid && { hasCertification: hallmarkCertification(product.huid) }),
  };
}

/** What an `Article` says of a Journal post. */
export interface ArticleFacts {
  title: string;
  excerpt: string;
  author: string;
  date: Date;
  /** The post's photograph, or null (the shop's picture stands in). */
  image: string | null;
}

/** A Journal post as a schema.org `Article`, published by the shop. */
export function articleSchema(post: ArticleFacts, pageUrl: URL | string, shopName: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    image: [absolute(post.image ?? shopPicture, pageUrl)],
    datePublished: post.date.toISOString().slice(0, 10),
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: shopName },
    mainEntityOfPage: absolute('', pageUrl),
  };
}

/**
 * The shop itself as a `JewelryStore`, from its saved settings: address, position, contact, the
 * days it opens, its registered name, GSTIN and social accounts when it has them.
 */
export function jewelryStoreSchema(shop: ShopSettings, site: URL | string): Json {
  const profiles = socialLinks(shop.social).map((link) => link.href);
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: shop.name,
    legalName: shop.legalName,
    description: brand.tagline,
    url: absolute('/', site),
    image: absolute(shopPicture, site),
    telephone: shop.phone,
    email: shop.email,
    foundingDate: String(brand.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [shop.address.line1, shop.address.line2].filter(Boolean).join(', '),
      addressLocality: shop.address.city,
      addressRegion: shop.address.region,
      postalCode: shop.address.postcode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: shop.map.lat, longitude: shop.map.lon },
    openingHoursSpecification: openingRows(shop.hours)
      .filter((row) => !row.closed)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.dayOfWeek,
        opens: row.opens,
        closes: row.closes,
      })),
    ...(shop.gstin && { taxID: shop.gstin }),
    ...(profiles.length > 0 && { sameAs: profiles }),
  };
}

/** JSON for a `<script type="application/ld+json">`: no "<", so no text can close the script early. */
export const jsonLdText = (data: Json) => JSON.stringify(data).replace(/</g, '\\u003c');
