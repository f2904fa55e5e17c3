// The script every page runs first, in its head, while the page is still being parsed (so it is
// inline, not one of Astro's module scripts, which run after parsing). Compiled into the page by
// src/build/inline-code.ts, which also gives its CSP hash.
import { loadFonts } from './fonts';
import { announcePainted } from './painted';
import { holdEarlyTaps } from './taps';

holdEarlyTaps();
announcePainted();
loadFonts();
