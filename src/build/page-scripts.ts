// How a built page asks for its scripts, tuned for a phone. Astro writes a
// `<script type="module" src>` where each component's script sits, often at the end of a long body,
// and inlines only scripts that import nothing; ours import the shared chunk, so a page made a
// request per component script (a new connection each on a phone) and found the shared chunk only
// once one of them had arrived. After the build this integration inlines entry scripts smaller
// than Astro's own inlining limit (4 KB), with their imports made absolute and their hash added to
// the page's CSP, and gives every module the page's scripts import a `<link rel="modulepreload">`
// at the top of the head (after the LCP image's preload, which goes first): the code comes while
// the document is still arriving, and the controls work as soon as it has been parsed (decision
// 035). Each page's CSP then lists the hashes of its own inline code only.
//
// The pages are read with an HTML parser and the modules with es-module-lexer (./html-elements.ts,
// ./module-imports.ts), and only the elements this changes are rewritten.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { elementsOf, spliced, startTag, type HtmlElement, type Splice } from './html-elements';
import { lexModule, moduleLexer, type LexedModule } from './module-imports';

const inlineLimit = 4096;
const pageParts = new Set(['html', 'meta', 'link', 'script', 'style']);

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Reads the built modules under `dir` (each once), follows their imports, hashes inline code. */
export function moduleReader(dir: string) {
  const known = new Map<string, Promise<LexedModule>>();
  const read = (path: string) => {
    let module = known.get(path);
    if (!module) {
      module = Promise.all([readFile(join(dir, path), 'utf8'), moduleLexer()]).then(([code]) =>
        lexModule(path, code.trim()),
      );
      known.set(path, module);
    }
    return module;
  };
  /** Every module `path` imports statically, directly or through others. */
  const importsOf = async (path: string, found = new Set<string>()) => {
    for (const dependency of (await read(path)).staticImports) {
      if (found.has(dependency)) continue;
      found.add(dependency);
      await importsOf(dependency, found);
    }
    return found;
  };
  const hashes = new Map<string, string>();
  /** The CSP source for an inline script (the same few scripts recur on every page). */
  const hash = (code: string) => {
    let source = hashes.get(code);
    if (!source) {
      source = `sha256-${createHash('sha256').update(code).digest('base64')}`;
      hashes.set(code, source);
    }
    return source;
  };
  return { read, importsOf, hash };
}

const isCspMeta = (element: HtmlElement) =>
  element.name === 'meta' &&
  element.attributes['http-equiv']?.toLowerCase() === 'content-security-policy';

/** A `<script type="module" src="/_astro/…">` Astro wrote for a component's script. */
const isEntry = (element: HtmlElement) =>
  element.name === 'script' &&
  element.attributes.type === 'module' &&
  !!element.attributes.src?.startsWith('/_astro/') &&
  !element.content.trim();

/**
 * Where the page's preloads go: after the viewport meta, and after the LCP image's preload when
 * it comes right after that meta. Null without a viewport meta.
 */
function headStart(elements: HtmlElement[]): number | null {
  const at = elements.findIndex((e) => e.name === 'meta' && e.attributes.name === 'viewport');
  if (at === -1) return null;
  const viewport = elements[at]!;
  const next = elements[at + 1];
  const lcpImage =
    next?.name === 'link' &&
    next.attributes.rel === 'preload' &&
    next.attributes.as === 'image' &&
    next.start === viewport.end;
  return lcpImage ? next.end : viewport.end;
}

/** A script's new code, by where its element starts. */
type NewScripts = Map<number, string>;

/**
 * The changes that inline the page's small entry scripts (when it has a CSP meta to list them in)
 * and preload every module its scripts fetch. None when it has no module scripts.
 */
async function scriptChanges(
  elements: HtmlElement[],
  modules: ReturnType<typeof moduleReader>,
): Promise<{ splices: Splice[]; scripts: NewScripts }> {
  const splices: Splice[] = [];
  const scripts: NewScripts = new Map();
  const entries = elements.filter(isEntry);
  const at = headStart(elements);
  if (!entries.length || at === null) return { splices, scripts };
  const canInline = !!elements.find(isCspMeta)?.attributes.content?.includes('script-src ');
  const preload = new Set<string>();
  for (const entry of entries) {
    const src = entry.attributes.src!;
    const { inlineCode } = await modules.read(src);
    const small =
      canInline &&
      inlineCode !== null &&
      inlineCode.length < inlineLimit &&
      !inlineCode.includes('</script');
    if (small) {
      scripts.set(entry.start, inlineCode);
      splices.push({
        start: entry.start,
        end: entry.end,
        text: `<script type="module">${inlineCode}</script>`,
      });
    } else preload.add(src);
    for (const path of await modules.importsOf(src)) preload.add(path);
  }
  const links = [...preload].map((path) => `<link rel="modulepreload" href="${path}">`).join('');
  if (links) splices.push({ start: at, end: at, text: links });
  return { splices, scripts };
}

/**
 * The change that cuts the page's CSP meta's hash sources down to its own inline scripts (with
 * their new code, `scripts`) and styles. Astro lists every inline script and style of the whole
 * site on every page (2.7 KB of hashes, which do not compress), enough to push a product page past
 * the 14.6 KB a server sends in its first round trip; other sources stay as they are. None when
 * the page has no CSP meta.
 */
function cspChange(
  elements: HtmlElement[],
  scripts: NewScripts,
  hash: (code: string) => string,
): Splice | null {
  const meta = elements.find(isCspMeta);
  if (!meta) return null;
  const inlineScripts = elements
    .filter(
      (e) =>
        e.name === 'script' &&
        (scripts.has(e.start) ||
          (e.attributes.src === undefined && e.attributes.type !== 'application/ld+json')),
    )
    .map((e) => scripts.get(e.start) ?? e.content);
  const styles = elements.filter((e) => e.name === 'style').map((e) => e.content);
  const own = (codes: string[]) => [...new Set(codes.map((code) => `'${hash(code)}'`))];
  const byDirective: Record<string, string[]> = {
    'script-src': own(inlineScripts),
    'style-src': own(styles),
  };
  const written = meta.attributes.content ?? '';
  // Read as written (src/build/html-elements.ts); Astro writes none, and `&quot;` holds a `;`.
  if (written.includes('&')) throw new Error(`a character reference in the CSP: ${written}`);
  const policy = written
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const hashes = byDirective[name];
      if (!hashes) return directive.trim();
      return [name, ...sources.filter((source) => !source.startsWith("'sha256-")), ...hashes].join(
        ' ',
      );
    })
    .join('; ');
  const text = startTag('meta', { ...meta.attributes, content: policy });
  return { start: meta.start, end: meta.end, text };
}

/**
 * The page as it is served: its scripts as `scriptChanges` makes them and its CSP meta listing
 * exactly its own inline code (`cspChange`), read once and changed in those elements only.
 */
export async function rewritePage(
  html: string,
  modules: ReturnType<typeof moduleReader>,
): Promise<string> {
  const elements = elementsOf(html, pageParts);
  const { splices, scripts } = await scriptChanges(elements, modules);
  const csp = cspChange(elements, scripts, modules.hash);
  return spliced(html, csp ? [...splices, csp] : splices);
}

/** The page with its CSP meta listing exactly its own inline scripts and styles. */
export function ownCspHashes(html: string, hash: (code: string) => string): string {
  const csp = cspChange(elementsOf(html, pageParts), new Map(), hash);
  return csp ? spliced(html, [csp]) : html;
}

/**
 * Astro integration: `rewritePage` on every page the build wrote.
 */
export const pageScripts = (): AstroIntegration => ({
  name: 'chandi:page-scripts',
  hooks: {
    'astro:build:done': async ({ dir: dirUrl }) => {
      const dir = fileURLToPath(dirUrl);
      const modules = moduleReader(dir);
      const files: string[] = [];
      for await (const file of htmlFiles(dir)) files.push(file);
      // A few files at a time: a 5,000-product build has as many pages, and one by one they wait
      // on the disk more than they work.
      let next = 0;
      const rewriteNext = async () => {
        for (let file = files[next++]; file; file = files[next++]) {
          const html = await readFile(file, 'utf8');
          const page = await rewritePage(html, modules);
          if (page !== html) await writeFile(file, page);
        }
      };
      await Promise.all(Array.from({ length: 16 }, rewriteNext));
    },
  },
});
