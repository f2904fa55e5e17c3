import { describe, expect, it } from 'vitest';
import type { Pic } from './ImageList';
import {
  emptyDraft,
  errorsAfterEdit,
  fieldsOf,
  formErrorsOf,
  totalPreview,
  validate,
} from './product-draft';

const existing: Pic = { kind: 'existing', key: 'a', _id: 'a', url: '/media/a.webp', alt: 'Ring' };
const draft = {
  ...emptyDraft,
  name: 'Moonstone Band',
  description: 'A band of 92.5% silver.',
  code: 'rng-101',
  price: '2499.50',
  discount: '15',
  categoryID: 'cat1',
  weight: '6.5',
};

describe('the product form draft', () => {
  it('accepts a complete product and names every missing or malformed field', () => {
    expect(validate(draft, [existing], false)).toEqual({});
    expect(Object.keys(validate(emptyDraft, [], true)).sort()).toEqual(
      ['categoryID', 'code', 'description', 'image', 'name', 'price', 'weight'].sort(),
    );
    expect(validate({ ...draft, price: '10.005', weight: '1.25' }, [existing], false)).toEqual({
      price: 'Price must be a number of at least 0 with at most two decimals',
      weight: 'Weight must be grams of at least 0 with at most one decimal',
    });
  });

  it("clears an edited field's error once it is valid, words what is still wrong, and leaves the rest", () => {
    const shown = { ...validate(emptyDraft, [], true), code: 'Product Code is already used' };
    const named = errorsAfterEdit(
      shown,
      'name',
      { ...emptyDraft, name: 'Moonstone Band' },
      [],
      true,
    );
    expect(named.name).toBeUndefined();
    expect(Object.keys(named).sort()).toEqual(
      ['categoryID', 'code', 'description', 'image', 'price', 'weight'].sort(),
    );
    const priced = errorsAfterEdit(named, 'price', { ...draft, price: '10.005' }, [], true);
    expect(priced.price).toBe('Price must be a number of at least 0 with at most two decimals');
    // A server verdict (a taken code) goes when the field is edited into a valid value.
    expect(errorsAfterEdit(priced, 'code', draft, [], true).code).toBeUndefined();
    expect(errorsAfterEdit(priced, 'image', draft, [existing], true).image).toBeUndefined();
    // A field without an error shows none while it is being typed.
    expect(errorsAfterEdit({}, 'name', emptyDraft, [], true)).toEqual({});
  });

  it('previews the total with the server formula, and nothing while the inputs are invalid', () => {
    expect(totalPreview('2499.50', '15')).toBe('₹2,125.00');
    expect(totalPreview('', '15')).toBe('');
    expect(totalPreview('100', '100')).toBe('');
  });

  it('sends trimmed fields with the code in capitals', () => {
    expect(fieldsOf({ ...draft, name: '  Moonstone Band ' }, false)).toMatchObject({
      name: 'Moonstone Band',
      code: 'RNG-101',
      status: 'false',
      bestSeller: 'false',
    });
  });

  it("words the server's field errors with the form's labels", () => {
    expect(formErrorsOf({ price: 'must be at least 0', 'image-0-400': 'is not an image' })).toEqual(
      {
        price: 'Price must be at least 0',
        image: 'Image is not an image',
      },
    );
  });
});
