import { expect, it } from 'vitest';
import { commonPasswordLines } from '../../functions/lib/common-passwords.data';
import { isCommonPassword } from '../../functions/lib/common-passwords';
import { commonPasswordsWorthListing } from './common-passwords';

it('holds what the installed dictionary and the length rule give (else: npm run make:passwords)', () => {
  expect(commonPasswordLines.split('\n')).toEqual(commonPasswordsWorthListing());
});

it('knows common passwords in any case, and not a made-up one', () => {
  expect(isCommonPassword('password123')).toBe(true);
  expect(isCommonPassword('QwertyUIOP')).toBe(true);
  expect(isCommonPassword('silver-925-pass')).toBe(false);
});
