// Argon2id in workerd, which runs no native code: @noble/hashes, in JavaScript. Node uses the native
// one (argon2id.node.ts); package.json's `#argon2id` chooses by the `workerd` condition.
import { argon2idAsync } from '@noble/hashes/argon2.js';

export function argon2id(
  password: string,
  salt: Uint8Array,
  params: { m: number; t: number; p: number; dkLen: number },
): Promise<Uint8Array> {
  return argon2idAsync(password, salt, params);
}
