// How the audit trail reads to the owner: stored field names become words and stored units
// (paise, tenths of a gram, true/false) the rupees, grams and yes/no the admin typed.
import { formatRupees, paiseToRupees } from '../../contract/money';
import { formatGrams, tenthsToGrams } from '../../contract/weight';

const labels: Record<string, string> = {
  pricePaise: 'Price',
  totalPaise: 'Price after discount',
  makingPaise: 'Making charge',
  otherPaise: 'Other charges',
  weightTenths: 'Weight',
  categoryId: 'Category',
  status: 'Status',
  newArrival: 'New arrival',
  trendingProd: 'Trending',
  bestSeller: 'Best seller',
  makingKind: 'Making charged',
  sizeType: 'Size type',
  huid: 'HUID',
  isMaintain: 'Shop closed',
  imageKey: 'Image',
};

/** A stored field's name in words: `pricePaise` → "Price", `new_arrival` → "New arrival". */
export function fieldLabel(key: string): string {
  const known = labels[key];
  if (known) return known;
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as the admin reads it: rupees, grams, yes/no, lists joined, "—" for none. */
export function formatValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && /Paise$/.test(key)) return formatRupees(paiseToRupees(value));
  if (typeof value === 'number' && key === 'weightTenths') return formatGrams(tenthsToGrams(value));
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entity kind in words for the filter and the table: `product` → "Product". */
export const entityLabel = (entity: string) => fieldLabel(entity);

// Actions the catalogue records, as the owner would say them; others are shown as recorded.
const done: Record<string, string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
  activate: 'marked in stock',
  deactivate: 'marked out of stock',
  show: 'shown in the shop',
  hide: 'hidden from the shop',
  rename: 'renamed',
};

/** What an entry did, in words: "Product marked out of stock", "Import: products". */
export function describeAction(entity: string, action: string): string {
  const words = done[action];
  return words ? `${entityLabel(entity)} ${words}` : `${entityLabel(entity)}: ${action}`;
}
