// Argon2id on Node: the Rust implementation (@node-rs/argon2). It runs on libuv's threads, so a
// sign-in no longer holds the event loop, and takes tens of milliseconds where the JavaScript one
// (argon2id.workerd.ts, which workerd must use) took a second of CPU. Same parameters, same bytes:
// package.json's `#argon2id` picks this file everywhere but in workerd.
import { hashRaw, type Algorithm } from '@node-rs/argon2';

const argon2idAlgorithm = 2 as Algorithm; // Algorithm.Argon2id, a const enum TypeScript cannot import here

export async function argon2id(
  password: string,
  salt: Uint8Array,
  { m, t, p, dkLen }: { m: number; t: number; p: number; dkLen: number },
): Promise<Uint8Array> {
  const hash = await hashRaw(password, {
    salt,
    memoryCost: m,
    timeCost: t,
    parallelism: p,
    outputLen: dkLen,
    algorithm: argon2idAlgorithm,
  });
  return new Uint8Array(hash);
}
