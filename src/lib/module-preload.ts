// Astro writes `<script type="module" src>` where each component's script sits, often at the end of
// a long body, and each of those imports the shared chunk, which the browser only finds once that
// script has arrived: on a phone, one more round trip each before the page works. Vite's own HTML
// gets `<link rel="modulepreload">` for such imports; Astro's pages do not, so this integration adds
// them after the build, at the top of the head (after the LCP image's preload, which goes first).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const moduleScript = /<script type="module" src="(\/_astro\/[^"]+\.js)"/g;
const staticImport = /(?:\bimport|\bfrom)\s*"(\.\/[^"]+\.js)"/g;
// The viewport meta, and the LCP image's preload right after it when the page has one.
const headStart = /<meta name="viewport"[^>]*>(?:<link rel="preload" as="image"[^>]*>)?/;

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Every module `src` imports statically, directly or through others, as `/_astro/…` paths. */
async function importsOf(src: string, dir: string, known: Map<string, Promise<string[]>>) {
  const found = new Set<string>();
  const visit = async (path: string) => {
    let direct = known.get(path);
    if (!direct) {
      direct = readFile(join(dir, path), 'utf8').then((code) =>
        [...code.matchAll(staticImport)].map((m) => posix.join(posix.dirname(path), m[1]!)),
      );
      known.set(path, direct);
    }
    for (const dependency of await direct) {
      if (found.has(dependency)) continue;
      found.add(dependency);
      await visit(dependency);
    }
  };
  await visit(src);
  return found;
}

/**
 * Adds `<link rel="modulepreload">` to every built page for its module scripts and everything they
 * import, so the browser asks for all of them as soon as the head arrives, all at once.
 */
export const modulePreload = (): AstroIntegration => ({
  name: 'chandi:module-preload',
  hooks: {
    'astro:build:done': async ({ dir: dirUrl }) => {
      const dir = fileURLToPath(dirUrl);
      const known = new Map<string, Promise<string[]>>();
      for await (const file of htmlFiles(dir)) {
        const html = await readFile(file, 'utf8');
        const at = headStart.exec(html);
        const scripts = [...html.matchAll(moduleScript)].map((m) => m[1]!);
        if (!at || !scripts.length) continue;
        const preload = new Set(scripts);
        for (const src of scripts)
          for (const path of await importsOf(src, dir, known)) preload.add(path);
        const links = [...preload].map((path) => `<link rel="modulepreload" href="${path}">`);
        const end = at.index + at[0].length;
        await writeFile(file, html.slice(0, end) + links.join('') + html.slice(end));
      }
    },
  },
});
