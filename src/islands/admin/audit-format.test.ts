import { describe, expect, it } from 'vitest';
import { describeAction, fieldLabel, formatValue } from './audit-format';

describe('the audit trail in the owner’s words', () => {
  it('names stored fields as the forms do', () => {
    expect(fieldLabel('pricePaise')).toBe('Price');
    expect(fieldLabel('weightTenths')).toBe('Weight');
    expect(fieldLabel('newArrival')).toBe('New arrival');
    expect(fieldLabel('shipping_free_above')).toBe('Shipping free above');
    expect(fieldLabel('name')).toBe('Name');
  });

  it('shows money in rupees, weight in grams, switches as yes/no and nothing as a dash', () => {
    expect(formatValue('pricePaise', 249_950)).toBe('₹2,499.50');
    expect(formatValue('makingPaise', 0)).toBe('₹0.00');
    expect(formatValue('weightTenths', 65)).toBe('6.5 gm');
    expect(formatValue('status', false)).toBe('no');
    expect(formatValue('huid', null)).toBe('—');
    expect(formatValue('images', ['a', 'b'])).toBe('a, b');
    expect(formatValue('hours', { monday: '10-7' })).toBe('{"monday":"10-7"}');
    expect(formatValue('discount', 10)).toBe('10');
  });

  it('says what an entry did', () => {
    expect(describeAction('product', 'deactivate')).toBe('Product marked out of stock');
    expect(describeAction('category', 'hide')).toBe('Category hidden from the shop');
    expect(describeAction('import', 'products')).toBe('Import: products');
    expect(describeAction('maintenance', 'close shop')).toBe('Maintenance: close shop');
  });
});
