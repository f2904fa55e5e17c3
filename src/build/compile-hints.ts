// V8's explicit compile hint: a chunk that opens with this comment is compiled whole on a
// background thread as it arrives, where V8 otherwise compiles each function on the page's thread
// the first time it is called. astro.config.mjs picks the chunks that run as a page starts.
// The hint counts only on a file's first line. The minifier drops comments, and Vite puts its
// preload map (`const __vite__mapDeps=…`) at the top of a chunk with dynamic imports once the
// chunks are written, so the hint is added last of all, as the bundle is handed over: nothing
// in the written files is moved afterwards.
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

export const compileHint = '//# allFunctionsCalledOnLoad';

/** The chunk's code with the hint as its first line. */
export const hinted = (code: string) => `${compileHint}\n${code}`;

/** Puts the hint on top of each browser chunk that `compiledWhole` picks. */
export function addCompileHints(
  bundle: Rolldown.OutputBundle,
  compiledWhole: (chunk: OutputChunk) => boolean,
): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && compiledWhole(chunk)) chunk.code = hinted(chunk.code);
  }
}

/** Vite plugin: `addCompileHints` on the browser build, after Vite's own changes to the chunks. */
export const compileHints = (compiledWhole: (chunk: OutputChunk) => boolean): Plugin => ({
  name: 'chandi:compile-hints',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      addCompileHints(bundle, compiledWhole);
    },
  },
});
