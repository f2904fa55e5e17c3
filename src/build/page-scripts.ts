// How a built page asks for its scripts, tuned for a phone's first visit. Astro writes a
// `<script type="module" src>` where each component's script sits, often at the end of a long body,
// and inlines only scripts that import nothing; ours import the shared chunk, so a page made a
// request per component script (a new connection each on a phone) and found the shared chunk only
// once one of them had arrived. After the build this integration inlines entry scripts smaller
// than Astro's own inlining limit (4 KB), with their imports made absolute and their hash added to
// the page's CSP. Each page's CSP then lists the hashes of its own inline code only.
//
// A storefront page's scripts then wait for its first paint (`window.chandiPainted`, set by the
// head script in src/inline/painted.ts) before they fetch any code: each static import becomes
// `await import()` after it, and each script left external is started the same way. On a phone's
// first visit the code no longer shares the line with the document and the first picture. A page
// that draws its content in script (the back office, `<html data-content-later>`) needs its code
// at once: its modules get a `<link rel="modulepreload">` at the top of the head instead (after
// the LCP image's preload, which goes first).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { drawsContentLater } from './page-kind';

const inlineLimit = 4096;
const moduleScript = /<script type="module" src="(\/_astro\/[^"]+\.js)"><\/script>/g;
const relativeImport = /(\bimport\s*\(?\s*|\bfrom\s*)"\.\/([^"]+\.js)"/g;
// The viewport meta, and the LCP image's preload right after it when the page has one.
const headStart = /<meta name="viewport"[^>]*>(?:<link rel="preload" as="image"[^>]*>)?/;
const cspMeta = /<meta http-equiv="content-security-policy" content="[^"]*?script-src /;
const cspContent = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const inlineScript =
  /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;
const inlineStyle = /<style[^>]*>([\s\S]*?)<\/style>/g;
// The static imports a minified module starts with, one at a time.
const leadingImport =
  /^import\s*(?:(\*\s*as\s*[\w$]+)|([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?)\s*(?:from\s*)?"([^"]+)";?/;

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** A built module's code, and the `/_astro/…` modules it imports statically. */
interface Module {
  code: string;
  imports: string[];
}

/** Reads the built modules under `dir` (each once), follows their imports, hashes inline code. */
export function moduleReader(dir: string) {
  const known = new Map<string, Promise<Module>>();
  const read = (path: string) => {
    let module = known.get(path);
    if (!module) {
      module = readFile(join(dir, path), 'utf8').then((code) => ({
        code: code.trim(),
        imports: [...code.matchAll(relativeImport)]
          .filter((m) => !m[1]!.includes('('))
          .map((m) => posix.join(posix.dirname(path), m[2]!)),
      }));
      known.set(path, module);
    }
    return module;
  };
  /** Every module `path` imports statically, directly or through others. */
  const importsOf = async (path: string, found = new Set<string>()) => {
    for (const dependency of (await read(path)).imports) {
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

/**
 * `code` (a module with absolute imports) with its static imports made to wait for the first paint:
 * `import{a as b}from"/x.js";…` becomes `await window.chandiPainted;const{a:b}=await import("/x.js");…`.
 * Unchanged when it imports nothing; null when it has an import this cannot rewrite.
 */
export function afterFirstPaint(code: string): string | null {
  const loads: string[] = [];
  let rest = code;
  for (let m = leadingImport.exec(rest); m; m = leadingImport.exec(rest)) {
    const [whole, namespace, defaultName, named, from] = m;
    const load = `await import(${JSON.stringify(from)})`;
    const names = [
      ...(defaultName ? [`default:${defaultName}`] : []),
      ...(named ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => name.replace(/\s+as\s+/, ':')),
    ];
    if (namespace) loads.push(`const ${namespace.replace(/^\*\s*as\s*/, '')}=${load};`);
    else if (names.length) loads.push(`const{${names.join(',')}}=${load};`);
    else loads.push(`${load};`);
    rest = rest.slice(whole.length);
  }
  if (!loads.length) return code;
  // An import further on (after other code) is not a leading one: leave the module as it is.
  if (/(^|[;}\s])import\s*[{*"\w$]/.test(rest)) return null;
  return `await window.chandiPainted;${loads.join('')}${rest}`;
}

/**
 * The page with its small entry scripts inlined (when it has a CSP meta for `ownCspHashes` to list
 * them in). On a storefront page the scripts then wait for the first paint before they fetch code
 * (`afterFirstPaint`; an external entry is started by an inline script that waits the same way);
 * on a page that draws its content later, or one without a CSP meta, every module it fetches gets
 * a modulepreload. Unchanged when it has no module scripts.
 */
export async function rewritePageScripts(
  html: string,
  modules: ReturnType<typeof moduleReader>,
): Promise<string> {
  const entries = [...html.matchAll(moduleScript)].map((m) => m[1]!);
  const at = headStart.exec(html);
  if (!entries.length || !at) return html;
  const canInline = cspMeta.test(html);
  const waitForPaint = canInline && !drawsContentLater(html);
  const replaced = new Map<string, string>();
  const preload = new Set<string>();
  for (const src of entries) {
    const { code } = await modules.read(src);
    const small = canInline && code.length < inlineLimit && !code.includes('</script');
    const inline = small ? code.replace(relativeImport, '$1"/_astro/$2"') : null;
    const waiting = waitForPaint
      ? afterFirstPaint(inline ?? `import${JSON.stringify(src)};`)
      : null;
    if (waiting !== null) {
      replaced.set(src, waiting);
      continue;
    }
    if (inline !== null) replaced.set(src, inline);
    else preload.add(src);
    for (const path of await modules.importsOf(src)) preload.add(path);
  }
  const links = [...preload].map((path) => `<link rel="modulepreload" href="${path}">`).join('');
  const end = at.index + at[0].length;
  let page = html.slice(0, end) + links + html.slice(end);
  page = page.replace(moduleScript, (tag, src: string) => {
    const code = replaced.get(src);
    return code === undefined ? tag : `<script type="module">${code}</script>`;
  });
  return page;
}

/**
 * The page with its CSP meta's hash sources cut down to its own inline scripts and styles. Astro
 * lists every inline script and style of the whole site on every page (2.7 KB of hashes, which do
 * not compress), enough to push a product page past the 14.6 KB a server sends in its first round
 * trip; other sources stay as they are.
 */
export function ownCspHashes(html: string, hash: (code: string) => string): string {
  const meta = cspContent.exec(html);
  if (!meta) return html;
  const own = (pattern: RegExp) => [
    ...new Set([...html.matchAll(pattern)].map((m) => `'${hash(m[1]!)}'`)),
  ];
  const byDirective: Record<string, string[]> = {
    'script-src': own(inlineScript),
    'style-src': own(inlineStyle),
  };
  const policy = meta[2]!
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
  return html.replace(
    cspContent,
    (_, start: string, _policy: string, end: string) => start + policy + end,
  );
}

/**
 * Astro integration: `rewritePageScripts`, then `ownCspHashes`, on every page the build wrote.
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
          const rewritten = await rewritePageScripts(html, modules);
          const page = ownCspHashes(rewritten, modules.hash);
          if (page !== html) await writeFile(file, page);
        }
      };
      await Promise.all(Array.from({ length: 16 }, rewriteNext));
    },
  },
});
