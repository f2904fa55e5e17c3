// The inline scripts (src/inline/) are TypeScript modules like any other; this compiles each into
// the text a page carries, once per build, and gives the CSP hash of exactly that text.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

function compile(entry: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    write: false,
  });
  return outputFiles[0]!.text.trim();
}

/** The inline scripts, by the name the virtual module exports each under (src/inline/virtual.d.ts). */
export const inlineScripts = {
  /** The script every page runs first in its head (src/inline/head.ts). */
  headScript: compile('../inline/head.ts'),
  /** The script right after the site header (src/inline/header.ts). */
  headerScript: compile('../inline/header.ts'),
};

/** The CSP source of an inline script. */
export const cspHash = (code: string) =>
  `sha256-${createHash('sha256').update(code).digest('base64')}` as const;

/** A Vite plugin: `import { headScript } from 'virtual:chandi/inline'` in a layout. */
export const inlineCode = () => ({
  name: 'chandi:inline-code',
  resolveId: (id: string) => (id === 'virtual:chandi/inline' ? '\0virtual:chandi/inline' : null),
  load: (id: string) =>
    id === '\0virtual:chandi/inline'
      ? Object.entries(inlineScripts)
          .map(([name, code]) => `export const ${name} = ${JSON.stringify(code)};`)
          .join('\n')
      : null,
});
