import { discountedPaise, rupeesToPaise } from '../../contract/money';
import {
  breakupJson,
  huidPattern,
  type MakingKind,
  type PriceBreakup,
  type PricingMode,
  type SilverRate,
} from '../../contract/pricing';
import { gramsToTenths } from '../../contract/weight';
import type { ProductJson } from './types';

/** The product form's pricing fields as typed (DESIGN §10). */
export interface PricingDraft {
  pricing: PricingMode;
  purity: string;
  making_kind: MakingKind;
  making_charge: string;
  other_charges: string;
  huid: string;
}

export const emptyPricing: PricingDraft = {
  pricing: 'fixed',
  purity: '925',
  making_kind: 'per_gram',
  making_charge: '0',
  other_charges: '0',
  huid: '',
};

/** A saved product's pricing fields, for the edit form. */
export const pricingDraftOf = (p: ProductJson): PricingDraft => ({
  pricing: p.pricing,
  purity: String(p.purity),
  making_kind: p.making_kind,
  making_charge: String(p.making_charge),
  other_charges: String(p.other_charges),
  huid: p.huid ?? '',
});

/** How the form names the pricing fields in messages. */
export const pricingLabels: Record<string, string> = {
  pricing: 'Pricing',
  purity: 'Purity',
  making_kind: 'Making charged',
  making_charge: 'Making charge',
  other_charges: 'Other charges',
  huid: 'HUID',
};

const rupeesOk = (value: string) => /^\d+(\.\d{0,2})?$/.test(value.trim());

/** The browser-side checks of the pricing fields; the server checks everything again. */
export function validatePricing(draft: PricingDraft & { weight: string }): Record<string, string> {
  const e: Record<string, string> = {};
  if (!rupeesOk(draft.making_charge))
    e.making_charge = 'Making charge must be rupees of at least 0 with at most two decimals';
  if (!rupeesOk(draft.other_charges))
    e.other_charges = 'Other charges must be rupees of at least 0 with at most two decimals';
  if (draft.huid.trim() && !huidPattern.test(draft.huid.trim().toUpperCase()))
    e.huid = 'HUID must be 6 letters or digits, such as AB12CD';
  if (draft.pricing === 'rate_linked' && !(Number(draft.weight) > 0))
    e.weight = 'Weight must be more than 0 for a price that follows the silver rate';
  return e;
}

/** The pricing fields as the API takes them. */
export const pricingFieldsOf = (draft: PricingDraft): Record<string, string> => ({
  pricing: draft.pricing,
  purity: draft.purity,
  making_kind: draft.making_kind,
  making_charge: draft.making_charge.trim(),
  other_charges: draft.other_charges.trim(),
  huid: draft.huid.trim().toUpperCase(),
});

/** A live breakup: the server's formula over the fields typed so far, and the price after discount. */
export interface BreakupPreview extends PriceBreakup {
  afterDiscount: number;
}

/**
 * The breakup the server will compute for these fields at `rate`, or null while the piece is not
 * rate-linked, no rate is set or a field is not a valid number yet.
 */
export function previewBreakup(
  draft: PricingDraft & { weight: string; discount: string },
  rate: SilverRate | null,
): BreakupPreview | null {
  const weight = Number(draft.weight);
  const discount = Number(draft.discount);
  if (draft.pricing !== 'rate_linked' || !rate || !(weight > 0)) return null;
  if (!rupeesOk(draft.making_charge) || !rupeesOk(draft.other_charges)) return null;
  if (!Number.isInteger(discount) || discount < 0 || discount > 99) return null;
  const breakup = breakupJson(
    {
      weightTenths: gramsToTenths(weight),
      purity: Number(draft.purity),
      makingKind: draft.making_kind,
      makingPaise: rupeesToPaise(Number(draft.making_charge)),
      otherPaise: rupeesToPaise(Number(draft.other_charges)),
    },
    rate,
  );
  return { ...breakup, afterDiscount: discountedPaise(breakup.total * 100, discount) / 100 };
}
