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

it('hashes on Node the same bytes as in workerd, so an account moves between runtimes', async () => {
  const { argon2id: native } = await import('./argon2id.node');
  const { argon2id: javascript } = await import('./argon2id.workerd');
  const salt = Uint8Array.from({ length: 16 }, (_, i) => i * 7);
  for (const params of [
    { m: 19456, t: 2, p: 1, dkLen: 32 },
    { m: 64, t: 1, p: 1, dkLen: 32 },
  ]) {
    const bytes = await native('पासवर्ड correct horse', salt, params);
    expect(bytes).toHaveLength(32);
    expect(bytes).toEqual(await javascript('पासवर्ड correct horse', salt, params));
  }
  // A PHC string made by the JavaScript one (as in workerd) signs in on Node.
  const made = await javascript('from the edge', salt, { m: 19456, t: 2, p: 1, dkLen: 32 });
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
  const phc = `$argon2id$v=19$m=19456,t=2,p=1$${b64(salt)}$${b64(made)}`;
  expect(await verifyPassword('from the edge', phc)).toBe(true);
  expect(await verifyPassword('from the edgE', phc)).toBe(false);
});
