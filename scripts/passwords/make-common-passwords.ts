/**
 * `npm run make:passwords`: writes the common passwords that the password rule refuses
 * (functions/lib/common-passwords.data.ts) from the installed @zxcvbn-ts/language-common. Run it
 * after updating that package or changing `passwordLength`; a test says when it is due.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  commonPasswordsModule,
  commonPasswordsSource,
  commonPasswordsWorthListing,
} from './common-passwords';

const passwords = commonPasswordsWorthListing();
const options = {
  ...(await resolveConfig(commonPasswordsModule)),
  filepath: commonPasswordsModule,
};
writeFileSync(commonPasswordsModule, await format(commonPasswordsSource(passwords), options));
console.log(`${commonPasswordsModule}: ${passwords.length} passwords`);
