// The script right after the site header, run as soon as the parser reaches it: the phone menu
// works once the header is on screen, not once the whole page has been parsed, as Astro's module
// scripts would (home's document is parsed about half a second after its largest paint on a phone
// at 4×). Compiled into the page by src/build/inline-code.ts, which also gives its CSP hash.
import { wireMenu } from './menu';

wireMenu();
