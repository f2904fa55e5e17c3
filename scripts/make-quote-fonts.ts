/**
 * `npx tsx scripts/make-quote-fonts.ts`: cuts DejaVu Sans (Debian's fonts-dejavu-core; Bitstream
 * Vera licence with DejaVu's public-domain changes, which allows bundling) down to printable ASCII
 * and Latin-1, the rupee sign and a few marks, as TrueType in base64, into
 * functions/features/quote/quote-fonts.ts. The quote PDF (pdf-lib) embeds it on both runtimes, so ₹
 * prints the same everywhere and a PDF reader extracts the text.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const out = 'functions/features/quote/quote-fonts.ts';
const folder = '/usr/share/fonts/truetype/dejavu';
let characters = '₹–—‘’“”•×·%';
for (let code = 0x20; code < 0x7f; code++) characters += String.fromCharCode(code);
for (let code = 0xa0; code <= 0xff; code++) characters += String.fromCharCode(code);

const lines = [
  '// Written by scripts/make-quote-fonts.ts; do not edit. DejaVu Sans cut to ASCII, Latin-1, ₹ and',
  '// a few marks, TrueType in base64 (Bitstream Vera licence; DejaVu changes public domain).',
];
for (const [name, file] of [['quoteSans', 'DejaVuSans.ttf']] as const) {
  const font = await subsetFont(readFileSync(`${folder}/${file}`), characters, {
    targetFormat: 'sfnt',
  });
  lines.push(`export const ${name} = '${Buffer.from(font).toString('base64')}';`);
  console.log(`${name}: ${font.length} bytes`);
}
const options = { ...(await resolveConfig(out)), filepath: out };
writeFileSync(out, await format(lines.join('\n'), options));
