import { describe, expect, it } from 'vitest';
import { indianPhoneNumber, indianShopPhoneNumber, phoneMaxLength } from './phone';

describe('indianPhoneNumber', () => {
  it.each([
    ['9829012345', '+91 98290 12345'],
    ['98290 12345', '+91 98290 12345'],
    ['98290-12345', '+91 98290 12345'],
    ['09829012345', '+91 98290 12345'],
    ['+919829012345', '+91 98290 12345'],
    ['91 98290 12345', '+91 98290 12345'],
    ['+91 98290-12345', '+91 98290 12345'],
    ['  6000000000  ', '+91 60000 00000'],
    ['7 8 9 0 1 2 3 4 5 6', '+91 78901 23456'],
  ])('accepts %j as %s', (text, written) => {
    expect(indianPhoneNumber(text)).toBe(written);
  });

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['1234567890', 'ten digits not starting 6–9'],
    ['5829012345', 'starting 5'],
    ['98290123456', 'eleven digits'],
    ['+1 415 555 0100', 'another country'],
    ['+92 98290 12345', 'another prefix'],
    ['0091 98290 12345', 'a 00 prefix'],
    ['98290.12345', 'dots'],
    ['(98290) 12345', 'brackets'],
    ['९८२९०१२३४५', 'Devanagari digits'],
    [`98290${' '.repeat(phoneMaxLength)}12345`, 'longer than the limit'],
  ])('refuses %j (%s)', (text) => {
    expect(indianPhoneNumber(text)).toBeNull();
  });
});

describe('indianShopPhoneNumber', () => {
  it.each([
    ['98290 12345', '+91 98290 12345'],
    ['0141 257 0000', '+91 141 257 0000'],
    ['0141-2570000', '+91 141 2570000'],
    ['+91 141 257 0000', '+91 141 257 0000'],
    ['+911412570000', '+91 1412570000'],
    ['91 22 2345 6789', '+91 22 2345 6789'],
  ])('accepts %j as %s', (text, written) => {
    expect(indianShopPhoneNumber(text)).toBe(written);
  });

  it.each([
    ['12345', 'too short'],
    ['0141 257 000', 'nine digits'],
    ['0041 257 0000', 'a national number starting 0'],
    ['+1 415 555 0100', 'another country'],
    ['0141.257.0000', 'dots'],
  ])('refuses %j (%s)', (text) => {
    expect(indianShopPhoneNumber(text)).toBeNull();
  });
});
