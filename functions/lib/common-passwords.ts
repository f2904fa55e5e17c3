import { commonPasswordLines } from './common-passwords.data';

// Built on the first check, so a request that sets no password never pays for the set.
let known: Set<string> | undefined;

/** True when the password, in any case, is one of the most used (a guesser's first tries). */
export function isCommonPassword(password: string): boolean {
  known ??= new Set(commonPasswordLines.split('\n'));
  return known.has(password.toLowerCase());
}
