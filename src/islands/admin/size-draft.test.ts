import { describe, expect, it } from 'vitest';
import { emptyDraft, fieldsOf, formErrorsOf, validate } from './product-draft';
import type { Pic } from './ImageList';

const existing: Pic = { kind: 'existing', key: 'a', _id: 'a', url: '/media/a.webp', alt: 'Ring' };
const draft = {
  ...emptyDraft,
  name: 'Moonstone Band',
  description: 'A band of 92.5% silver.',
  code: 'RNG-101',
  price: '2499',
  discount: '0',
  categoryID: 'cat1',
  weight: '6.5',
};

describe('the product form sizing', () => {
  it('sends one size for a piece without a size type', () => {
    expect(validate(draft, [existing], false)).toEqual({});
    expect(fieldsOf(draft, true)).toMatchObject({ sizeType: 'none', sizes: '' });
  });

  it('sends the sizes ticked, in the order of the size table', () => {
    const ring = { ...draft, sizeType: 'ring' as const, sizes: ['16', '8', '12'] };
    expect(validate(ring, [existing], false)).toEqual({});
    expect(fieldsOf(ring, true)).toMatchObject({ sizeType: 'ring', sizes: '8,12,16' });
  });

  it('asks for at least one size of the type chosen', () => {
    expect(validate({ ...draft, sizeType: 'bangle' }, [existing], false)).toEqual({
      sizes: 'Sizes must include at least one bangle size',
    });
    // Sizes of the type chosen before do not count, and are not sent.
    const switched = { ...draft, sizeType: 'bangle' as const, sizes: ['14'] };
    expect(validate(switched, [existing], false)).toEqual({
      sizes: 'Sizes must include at least one bangle size',
    });
  });

  it("words the server's sizing errors beside the field", () => {
    expect(
      formErrorsOf({
        sizes: 'must be ring sizes (1 to 30); not 2-6',
        sizeType: 'must be none, ring or bangle',
      }),
    ).toEqual({
      sizes: 'Sizes must be ring sizes (1 to 30); not 2-6',
      sizeType: 'Size type must be none, ring or bangle',
    });
  });
});
