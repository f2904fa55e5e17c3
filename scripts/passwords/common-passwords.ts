// The part of zxcvbn-ts's common-password dictionary that the password rule needs: shorter
// passwords fail on length before the list is read, so the Worker carries about 1,600 entries
// (10 KB gzip) instead of 49,000 (220 KB gzip, past its bundle budget).
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordLength } from '../../src/contract/limits';

/** Where `npm run make:passwords` writes the list. */
export const commonPasswordsModule = 'functions/lib/common-passwords.data.ts';

/**
 * The dictionary's passwords at least `passwordLength.min` characters long, in lower case, each
 * once, most used first: what `functions/lib/common-passwords.data.ts` must hold.
 */
export function commonPasswordsWorthListing(): string[] {
  const long = dictionary['passwords-common']
    .map((password) => password.toLowerCase())
    .filter((password) => password.length >= passwordLength.min);
  return [...new Set(long)];
}

/** The module's text before Prettier: one string, one password a line. */
export const commonPasswordsSource = (passwords: string[]) =>
  [
    '// Written by `npm run make:passwords` (scripts/passwords/make-common-passwords.ts); do not edit.',
    '// From the common-password dictionary of zxcvbn-ts (@zxcvbn-ts/language-common, MIT): the',
    '// entries long enough to pass the length rule, in lower case, most used first.',
    '',
    '/** The common passwords the rule refuses, one a line. */',
    `export const commonPasswordLines = ${JSON.stringify(passwords.join('\n'))};`,
    '',
  ].join('\n');
