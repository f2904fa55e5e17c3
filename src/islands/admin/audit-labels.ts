// Stored field names in the words the admin's forms use, for the audit trail.

const labels: Record<string, string> = {
  pricePaise: 'Price',
  totalPaise: 'Price after discount',
  makingPaise: 'Making charge',
  otherPaise: 'Other charges',
  weightTenths: 'Weight',
  categoryId: 'Category',
  newArrival: 'New arrival',
  trendingProd: 'Trending',
  bestSeller: 'Best seller',
  makingKind: 'Making charged',
  sizeType: 'Size type',
  huid: 'HUID',
  imageKey: 'Image',
  legalName: 'Registered business name',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  gstin: 'GSTIN',
  map: 'Map location',
  hours: 'Opening hours',
  'social.youtube': 'YouTube',
  'shipping.charge': 'Shipping charge',
  'shipping.freeAbove': 'Free shipping above',
  'product.status': 'Stock',
  'product.hidden': 'Visibility',
  'category.status': 'Visibility',
  'maintenance.isMaintain': 'Shop',
  'maintenance.deadline': 'Back by',
  'silver_rate.rate': 'Fine silver rate',
  'silver_rate.date': 'Rate of',
  'silver_rate.repriced': 'Products repriced',
  'backup.size': 'File size',
  'outbox.attempts': 'Tries',
  'outbox.lastError': 'Last error',
  validUntil: 'Valid until',
};

/**
 * A stored field's name in words, as the forms say it: `pricePaise` → "Price",
 * `shipping_free_above` → "Shipping free above"; `entity` picks a kind's own word (a product's
 * status is its "Stock").
 */
export function fieldLabel(key: string, entity = ''): string {
  const known = labels[`${entity}.${key}`] ?? labels[key];
  if (known) return known;
  const words = (key.split('.').at(-1) ?? key)
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of one day's line of opening hours. */
export const hoursLabel = labels.hours!;
