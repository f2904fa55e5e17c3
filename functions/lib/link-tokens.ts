import { constantTimeEqual } from './passwords';
import { hashToken, toBase64Url } from './sessions';

/**
 * A fresh token for a link sent to someone (256 random bits, base64url) and its SHA-256, which is
 * all the database keeps (DESIGN §10 "Tokens in links"). Call it inside a handler: workerd refuses
 * random numbers at module top level.
 */
export async function newLinkToken(): Promise<{ token: string; hash: string }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { token, hash: await hashToken(token) };
}

/** Whether a token's hash equals a stored one, compared in constant time; false when none is stored. */
export function linkTokenMatches(tokenHash: string, storedHash: string | null): boolean {
  return storedHash !== null && constantTimeEqual(tokenHash, storedHash);
}
