import { describe, expect, it } from 'vitest';
import type { Pic } from './ImageList';
import { emptyDraft, fieldsOf, validate } from './product-draft';
import { previewBreakup, validatePricing } from './pricing-draft';

const rate = { ratePaise: 19_245, rateDate: '2026-11-20' };
const existing: Pic = { kind: 'existing', key: 'a', _id: 'a', url: '/media/a.webp', alt: 'Chain' };
const chain = {
  ...emptyDraft,
  name: 'Everyday Silver Chain',
  description: 'A curb chain.',
  code: 'NCK-104',
  price: '',
  discount: '5',
  categoryID: 'cat1',
  weight: '18.5',
  pricing: 'rate_linked' as const,
  making_charge: '18',
};

describe('the live breakup', () => {
  it('is the server formula over the fields typed so far, with the whole-rupee discount', () => {
    expect(previewBreakup(chain, rate)).toEqual({
      metal: 3_293,
      making: 333,
      other: 0,
      gst: 109,
      total: 3_735,
      rate: 192.45,
      rateDate: '2026-11-20',
      afterDiscount: 3_548,
    });
    expect(
      previewBreakup({ ...chain, making_kind: 'fixed', making_charge: '450' }, rate),
    ).toMatchObject({ making: 450, gst: 112, total: 3_855 });
  });

  it('is absent for a fixed price, without a rate, or while a number is not valid', () => {
    expect(previewBreakup({ ...chain, pricing: 'fixed' }, rate)).toBeNull();
    expect(previewBreakup(chain, null)).toBeNull();
    expect(previewBreakup({ ...chain, weight: '' }, rate)).toBeNull();
    expect(previewBreakup({ ...chain, making_charge: '1.234' }, rate)).toBeNull();
    expect(previewBreakup({ ...chain, discount: '120' }, rate)).toBeNull();
  });
});

describe('pricing fields in the form', () => {
  it('need no typed price when the rate sets it, but a weight above 0', () => {
    expect(validate(chain, [existing], false)).toEqual({});
    expect(validate({ ...chain, weight: '0' }, [existing], false)).toEqual({
      weight: 'Weight must be more than 0 for a price that follows the silver rate',
    });
    expect(validate({ ...chain, pricing: 'fixed' }, [existing], false)).toEqual({
      price: 'Price is required',
    });
  });

  it('check making, other charges and the HUID', () => {
    expect(
      validatePricing({ ...chain, making_charge: '-1', other_charges: 'x', huid: 'AB12C' }),
    ).toEqual({
      making_charge: 'Making charge must be rupees of at least 0 with at most two decimals',
      other_charges: 'Other charges must be rupees of at least 0 with at most two decimals',
      huid: 'HUID must be 6 letters or digits, such as AB12CD',
    });
    expect(validatePricing({ ...chain, huid: 'ab12cd' })).toEqual({});
  });

  it('are sent with the product; a rate-linked piece sends a harmless price', () => {
    expect(fieldsOf({ ...chain, huid: 'h7k2p9' }, true)).toMatchObject({
      price: '0',
      pricing: 'rate_linked',
      purity: '925',
      making_kind: 'per_gram',
      making_charge: '18',
      other_charges: '0',
      huid: 'H7K2P9',
    });
    expect(fieldsOf({ ...chain, pricing: 'fixed', price: '3499' }, true).price).toBe('3499');
  });
});
