// Argon2id (native on Node, JavaScript in workerd: see `#argon2id` in package.json) is loaded by the
// first sign-in or new password, not by every cold Worker that only reads the catalogue (decision 047).
const loadArgon2id = async () => (await import('#argon2id')).argon2id;

// OWASP's Argon2id parameters (DESIGN §3): 19 MiB, 2 passes, 1 lane.
const params = { m: 19456, t: 2, p: 1 } as const;
const dkLen = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/** Hash a password with Argon2id into a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const argon2id = await loadArgon2id();
  const hash = await argon2id(password, salt, { ...params, dkLen });
  return `$argon2id$v=19$m=${params.m},t=${params.t},p=${params.p}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** True when the password matches the PHC string; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match =
    /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!match) return false;
  const [, m, t, p, saltText, hashText] = match;
  const expected = fromBase64(hashText ?? '');
  const argon2id = await loadArgon2id();
  const actual = await argon2id(password, fromBase64(saltText ?? ''), {
    m: Number(m),
    t: Number(t),
    p: Number(p),
    dkLen: expected.length,
  });
  return constantTimeEqual(toHex(actual), toHex(expected));
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Compare two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

let decoyHash: Promise<string> | undefined;

/**
 * Verify a password against an account's hash, or against a decoy when there is no such account,
 * so the time taken does not reveal which e-mails have accounts. False when there is no account.
 */
export async function verifyAccountPassword(
  password: string,
  phc: string | undefined,
): Promise<boolean> {
  if (phc) return verifyPassword(password, phc);
  decoyHash ??= hashPassword('decoy password for timing');
  await verifyPassword(password, await decoyHash);
  return false;
}
