import { argon2idAsync } from '@noble/hashes/argon2.js';
import { admins } from '../../db/schema';
import type { createApp } from '../app';
import type { Db } from '../lib/db';
import { newId } from '../lib/ids';
import { jsonRequest } from './customers';

type App = ReturnType<typeof createApp>;

/** The password of every admin these helpers create. */
export const adminTestPassword = 'admin-password-925';

let cheapHash: Promise<string> | undefined;

/**
 * An Argon2id PHC string of `adminTestPassword` with tiny parameters: verification reads them from
 * the string, so a sign-in costs milliseconds instead of the real parameters' 0.2 s.
 */
function quickHash(): Promise<string> {
  cheapHash ??= (async () => {
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, '');
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const hash = await argon2idAsync(adminTestPassword, salt, { m: 64, t: 1, p: 1, dkLen: 32 });
    return `$argon2id$v=19$m=64,t=1,p=1$${b64(salt)}$${b64(hash)}`;
  })();
  return cheapHash;
}

/** An admin of this role inserted directly and signed in through the API: id, e-mail and cookie. */
export async function signedInAdmin(
  app: App,
  db: Db,
  role: 'owner' | 'staff',
  name = role === 'owner' ? 'Shop Owner' : 'Shop Assistant',
) {
  const id = newId();
  const email = `${role}-${id.slice(0, 8).toLowerCase()}@chandi.example`;
  await db.insert(admins).values({ id, name, email, role, passwordHash: await quickHash() });
  const response = await app.request(
    '/api/admin/login',
    jsonRequest('POST', { email, password: adminTestPassword }),
  );
  if (response.status !== 200) {
    throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  }
  return { id, name, email, cookie: response.headers.get('set-cookie')!.split(';')[0]! };
}
