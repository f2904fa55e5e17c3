import { expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, verifyPassword } from './passwords';

it('hashes with Argon2id into a PHC string and verifies only the right password', async () => {
  const phc = await hashPassword('correct horse battery');
  expect(phc).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  expect(await verifyPassword('correct horse battery', phc)).toBe(true);
  expect(await verifyPassword('correct horse batterY', phc)).toBe(false);
});

it('salts every hash', async () => {
  expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
});

it('rejects malformed hashes instead of throwing', async () => {
  expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  expect(await verifyPassword('x', '$argon2i$v=19$m=1,t=1,p=1$AAAA$AAAA')).toBe(false);
});

it('compares strings of any length', () => {
  expect(constantTimeEqual('abc', 'abc')).toBe(true);
  expect(constantTimeEqual('abc', 'abd')).toBe(false);
  expect(constantTimeEqual('abc', 'abcd')).toBe(false);
});
