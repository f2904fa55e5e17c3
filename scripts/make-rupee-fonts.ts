/**
 * `npm run make:fonts`: cuts the rupee sign (U+20B9) out of two open fonts into one-glyph WOFF2
 * faces and writes them, in base64, to src/lib/rupee-faces.ts, which the page's first inline script
 * adds to the document (src/inline/fonts.ts). Jost has no rupee sign, Cormorant Garamond's is
 * only in its latin-ext file, and Linux's stand-ins (Liberation Sans and Serif) lack one too; so
 * every price sent the browser through the rest of the font list and a system-wide search, each a
 * synchronous lookup before the first layout, and drew ₹ in whatever it found. Poppins, a geometric
 * sans like Jost, gives the sans sign; Cormorant gives its own, pinned to the regular weight. Both
 * fonts are under the SIL Open Font License 1.1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const out = 'src/lib/rupee-faces.ts';
const resolve = createRequire(import.meta.url).resolve;

const faces = [
  {
    name: 'rupeeSans',
    from: '@fontsource/poppins/files/poppins-latin-ext-400-normal.woff2',
  },
  {
    name: 'rupeeSerif',
    from: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2',
    variationAxes: { wght: 400 },
  },
];

const lines = [
  '// Written by `npm run make:fonts` (scripts/make-rupee-fonts.ts); do not edit.',
  '// The rupee sign alone, as WOFF2 in base64: Poppins Regular (SIL OFL 1.1) for the sans text,',
  '// Cormorant Garamond at weight 400 (SIL OFL 1.1) for the serif.',
];
for (const face of faces) {
  const font = await subsetFont(readFileSync(resolve(face.from)), '\u20b9', {
    targetFormat: 'woff2',
    variationAxes: face.variationAxes,
  });
  lines.push(`export const ${face.name} = '${font.toString('base64')}';`);
  console.log(`${face.name}: ${font.length} bytes`);
}
const options = { ...(await resolveConfig(out)), filepath: out };
writeFileSync(out, await format(lines.join('\n'), options));
