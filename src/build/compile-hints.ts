// V8's explicit compile hint: a chunk that opens with this comment is compiled whole on a
// background thread as it arrives, where V8 otherwise compiles each function on the page's thread
// the first time it is called. astro.config.mjs puts it on the chunks that run as a page starts.
// The hint counts only on a file's first line, and Vite later puts its preload map
// (`const __vite__mapDeps=…`) above the banner of a chunk with dynamic imports, so this
// integration moves the hint back to the top once the build is written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line, if the hint is in it on a line of its own. */
export function hintFirst(code: string): string {
  const line = `\n${compileHint}\n`;
  const at = code.indexOf(line);
  if (at === -1 || code.startsWith(`${compileHint}\n`)) return code;
  return `${compileHint}\n${code.slice(0, at)}\n${code.slice(at + line.length)}`;
}

/** Astro integration: `hintFirst` on every script the build wrote under `_astro/`. */
export const compileHints = (): AstroIntegration => ({
  name: 'chandi:compile-hints',
  hooks: {
    'astro:build:done': async ({ dir: dirUrl }) => {
      const dir = join(fileURLToPath(dirUrl), '_astro');
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.js')) continue;
        const code = await readFile(join(dir, name), 'utf8');
        const hinted = hintFirst(code);
        if (hinted !== code) await writeFile(join(dir, name), hinted);
      }
    },
  },
});
