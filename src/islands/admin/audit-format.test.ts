import { describe, expect, it } from 'vitest';
import { defaultShopSettings } from '../../lib/shop';
import { describeAction, entityLabel } from './audit-actions';
import { changeLines, fieldLabel, formatValue } from './audit-format';

/** The lines of one entry as the screen prints them: "Label: before → after". */
const read = (entity: string, changes: Record<string, [unknown, unknown]>) =>
  changeLines(entity, changes).map(({ label, before, after }) =>
    [`${label}:`, before, before !== null && after !== null ? '→' : null, after]
      .filter((part) => part !== null)
      .join(' '),
  );

describe('the audit trail in the owner’s words', () => {
  it('names stored fields as the forms do', () => {
    expect(fieldLabel('pricePaise')).toBe('Price');
    expect(fieldLabel('weightTenths')).toBe('Weight');
    expect(fieldLabel('newArrival')).toBe('New arrival');
    expect(fieldLabel('shipping_free_above')).toBe('Shipping free above');
    expect(fieldLabel('name')).toBe('Name');
    expect(fieldLabel('status', 'product')).toBe('Stock');
  });

  it('shows money in rupees, weight in grams, codes and switches in words, nothing as a dash', () => {
    expect(formatValue('pricePaise', 249_950)).toBe('₹2,499.50');
    expect(formatValue('makingPaise', 0)).toBe('₹0.00');
    expect(formatValue('weightTenths', 65)).toBe('6.5 gm');
    expect(formatValue('discount', 10)).toBe('10 %');
    expect(formatValue('status', false, 'product')).toBe('Out of stock');
    expect(formatValue('status', true, 'category')).toBe('Shown in the shop');
    expect(formatValue('isMaintain', true, 'maintenance')).toBe('Closed for maintenance');
    expect(formatValue('bestSeller', true, 'product')).toBe('Yes');
    expect(formatValue('stage', 'in_progress', 'inquiry')).toBe('In progress');
    expect(formatValue('pricing', 'rate_linked', 'product')).toBe('Follows the silver rate');
    expect(formatValue('role', 'staff', 'admin')).toBe('Staff');
    expect(formatValue('quote', 18500, 'inquiry')).toBe('₹18,500.00');
    expect(formatValue('validUntil', '2026-12-01', 'inquiry')).toBe('1 Dec 2026');
    expect(formatValue('huid', null)).toBe('—');
    expect(formatValue('images', ['a', 'b'])).toBe('a, b');
  });

  it('writes an address as one line and a week’s hours by day, never as JSON', () => {
    const address = formatValue('address', defaultShopSettings.address, 'settings');
    expect(address).toBe('14, Johari Bazaar, Near Hawa Mahal, Jaipur, Rajasthan 302003, India');
    const hours = formatValue('hours', defaultShopSettings.hours, 'settings');
    expect(hours).toBe('Mon–Sat 11:00 am–7:00 pm, Sun 11:00 am–5:00 pm');
    expect(formatValue('retry', { state: 'failed', attempts: 5 }, 'outbox')).toBe(
      'State: Failed, Tries: 5',
    );
    for (const text of [address, hours]) expect(text).not.toMatch(/[{}"]/);
  });

  it('lists each changed part of the settings as its own line, before → after', () => {
    const before = defaultShopSettings;
    const after = {
      ...before,
      address: { ...before.address, line2: 'Opposite Hawa Mahal' },
      hours: { ...before.hours, monday: { closed: true, opens: '', closes: '' } },
      shipping: { charge: 15, freeAbove: 5000 },
    };
    expect(
      read('settings', {
        address: [before.address, after.address],
        hours: [before.hours, after.hours],
        shipping: [before.shipping, after.shipping],
      }),
    ).toEqual([
      'Address: 14, Johari Bazaar, Near Hawa Mahal, Jaipur, Rajasthan 302003, India → 14, Johari Bazaar, Opposite Hawa Mahal, Jaipur, Rajasthan 302003, India',
      'Opening hours: Mon 11:00 am–7:00 pm → Mon closed',
      'Shipping charge: ₹12.00 → ₹15.00',
    ]);
  });

  it('reads an edit both ways and a creation by what it set', () => {
    expect(read('product', { status: [false, true], huid: [null, 'AB12CD'] })).toEqual([
      'Stock: Out of stock → In stock',
      'HUID: — → AB12CD',
    ]);
    expect(read('inquiry', { stage: ['new', 'in_progress'] })).toEqual([
      'Stage: New → In progress',
    ]);
    expect(read('category', { name: [null, 'Toe Rings'], status: [null, true] })).toEqual([
      'Name: Toe Rings',
      'Visibility: Shown in the shop',
    ]);
  });

  it('says what an entry did as a sentence, never as a code', () => {
    expect(describeAction('admin', 'accept_invite')).toBe('Accepted the invitation');
    expect(describeAction('product', 'deactivate')).toBe('Marked a product out of stock');
    expect(describeAction('category', 'hide')).toBe('Hid a category from the shop');
    expect(describeAction('inquiry', 'stage')).toBe('Moved an inquiry to another stage');
    expect(describeAction('import', 'products')).toBe('Imported products from a CSV file');
    expect(describeAction('maintenance', 'close shop')).toBe('Closed the shop for maintenance');
    expect(describeAction('silver_rate', 'publish_all')).toBe('Publish all (Silver rate)');
    expect(entityLabel('silver_rate')).toBe('Silver rate');
    expect(entityLabel('admin')).toBe('Staff accounts');
  });
});
