import { slugify } from '../../contract/slugs';
import { discountedPaise, formatRupees, rupeesToPaise } from '../../contract/money';
import type { Pic } from './ImageList';
import { imageError } from './pending-image';
import type { ProductJson } from './types';
import { fieldMessage } from '../../contract/messages';
import {
  emptyPricing,
  pricingDraftOf,
  pricingFieldsOf,
  pricingLabels,
  validatePricing,
  type PricingDraft,
} from './pricing-draft';
import {
  emptySizing,
  sizingDraftOf,
  sizingFieldsOf,
  sizingLabels,
  validateSizing,
  type SizeDraft,
} from './size-draft';

/** The product form's fields as typed (strings until sent). */
export interface Draft extends PricingDraft, SizeDraft {
  name: string;
  description: string;
  code: string;
  price: string;
  discount: string;
  categoryID: string;
  weight: string;
  bestSeller: boolean;
  trendingProd: boolean;
  newArrival: boolean;
  /** Kept off the shop: on no page, search or sitemap (DESIGN §11); not the same as out of stock. */
  hidden: boolean;
}

export const emptyDraft: Draft = {
  name: '',
  description: '',
  code: '',
  price: '',
  discount: '0',
  categoryID: '',
  weight: '',
  bestSeller: false,
  trendingProd: false,
  newArrival: false,
  hidden: false,
  ...emptyPricing,
  ...emptySizing,
};
export const maxImages = 8;
/** What one request may carry (the server takes 6 MB of multipart). */
export const maxRequestBytes = 5.8 * 1024 * 1024;
const labels: Record<string, string> = {
  name: 'Product Name',
  description: 'Description',
  code: 'Product Code',
  price: 'Price',
  discount: 'Discount',
  categoryID: 'Category',
  weight: 'Weight',
  ...pricingLabels,
  ...sizingLabels,
};

export const draftOf = (p: ProductJson): Draft => ({
  name: p.name,
  description: p.description,
  code: p.code,
  price: String(p.price),
  discount: String(p.discount),
  categoryID: p.category_id._id,
  weight: String(p.weight),
  bestSeller: p.bestSeller,
  trendingProd: p.trendingProd,
  newArrival: p.newArrival,
  hidden: p.hidden,
  ...pricingDraftOf(p),
  ...sizingDraftOf(p),
});

export const picsOf = (p: ProductJson): Pic[] =>
  p.images.map((image) => ({
    kind: 'existing',
    key: image._id,
    _id: image._id,
    url: image.url,
    alt: image.alt,
  }));

/** Numbers with at most `decimals` decimals. */
const decimalsOk = (value: string, decimals: number) =>
  new RegExp(`^\\d+(\\.\\d{0,${decimals}})?$`).test(value.trim());

/** The browser-side checks of reference §5; the server checks everything again. */
export function validate(draft: Draft, pics: Pic[], adding: boolean): Record<string, string> {
  const e: Record<string, string> = {};
  if (draft.name.trim().length < 2) e.name = 'Product Name must be at least 2 characters';
  else if (!slugify(draft.name)) e.name = 'Product Name must contain letters or digits';
  // A price that follows the silver rate is the server's to work out, not typed.
  const typed = draft.pricing === 'fixed';
  if (typed && !draft.price.trim()) e.price = 'Price is required';
  else if (typed && !decimalsOk(draft.price, 2))
    e.price = 'Price must be a number of at least 0 with at most two decimals';
  if (!/^\d{1,2}$/.test(draft.discount.trim()))
    e.discount = 'Discount must be a whole percent from 0 to 99';
  if (!/^[A-Z0-9-]{2,32}$/.test(draft.code.trim().toUpperCase()))
    e.code = 'Product Code must be 2–32 letters, digits or hyphens';
  if (!draft.description.trim()) e.description = 'Description is required';
  if (!draft.categoryID) e.categoryID = 'Please choose a category';
  if (!draft.weight.trim()) e.weight = 'Weight is required';
  else if (!decimalsOk(draft.weight, 1))
    e.weight = 'Weight must be grams of at least 0 with at most one decimal';
  Object.assign(e, { ...validatePricing(draft), ...validateSizing(draft), ...e });
  if (pics.length === 0)
    e.image = adding ? 'Please add at least one image' : 'A product needs at least one image';
  const failed = pics.find((p) => p.kind === 'new' && p.state === 'failed');
  if (failed?.kind === 'new')
    e.image = `${failed.error ?? 'An image could not be read'}. Remove it or choose another.`;
  return e;
}

/**
 * The errors to show once `field` has been edited: its own goes when the field is now valid (or
 * becomes what is still wrong with it); the other fields keep theirs until they are edited too.
 */
export function errorsAfterEdit(
  shown: Record<string, string>,
  field: string,
  draft: Draft,
  pics: Pic[],
  adding: boolean,
): Record<string, string> {
  if (!(field in shown)) return shown;
  const { [field]: _edited, ...rest } = shown;
  const still = validate(draft, pics, adding)[field];
  return still ? { ...rest, [field]: still } : rest;
}

/** "₹2,125.00" for the price and discount typed so far; empty while they are not valid yet. */
export function totalPreview(price: string, discount: string): string {
  const rupees = Number(price);
  const percent = Number(discount);
  if (
    !price.trim() ||
    !Number.isFinite(rupees) ||
    rupees < 0 ||
    !Number.isInteger(percent) ||
    percent < 0 ||
    percent > 99
  )
    return '';
  return formatRupees(discountedPaise(rupeesToPaise(rupees), percent) / 100);
}

/** The form fields as the API takes them. */
export function fieldsOf(draft: Draft, status: boolean): Record<string, string> {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    code: draft.code.trim().toUpperCase(),
    price: draft.pricing === 'fixed' || decimalsOk(draft.price, 2) ? draft.price.trim() : '0',
    discount: draft.discount.trim(),
    categoryID: draft.categoryID,
    weight: draft.weight.trim(),
    bestSeller: String(draft.bestSeller),
    trendingProd: String(draft.trendingProd),
    newArrival: String(draft.newArrival),
    status: String(status),
    hidden: String(draft.hidden),
    ...pricingFieldsOf(draft),
    ...sizingFieldsOf(draft),
  };
}

/** The server's field errors in the form's words, images folded into one message. */
export function formErrorsOf(server: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(server)) {
    if (field.startsWith('image') || field.startsWith('alt'))
      mapped.image = fieldMessage('Image', imageError(server) ?? message) ?? '';
    else if (labels[field]) mapped[field] = fieldMessage(labels[field], message) ?? '';
  }
  return mapped;
}
