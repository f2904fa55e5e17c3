// What a built ES module imports, found by a lexer (es-module-lexer, the one Vite itself uses on
// its output) rather than by patterns: it knows strings, template literals, comments and regular
// expressions apart from code, so an import written in any form the bundler chooses is found.
import { posix } from 'node:path';
import { init, parse } from 'es-module-lexer';

/** Call (and wait for) once before the functions below: the lexer is WebAssembly. */
export const moduleLexer = init;

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** A built module, read with the lexer. */
export interface LexedModule {
  code: string;
  /** Site paths of the modules it imports statically (`/_astro/…`), re-exports too. */
  staticImports: string[];
  /**
   * The code with every import of a module of the build made site-absolute (static, dynamic,
   * template literal), so that it runs the same inline in a page; null when it cannot run inline:
   * it exports, reads `import.meta`, or imports a path computed as it runs.
   */
  inlineCode: string | null;
}

/**
 * Module `path`'s code (`path` is its site path, `/_astro/x.js`) with every import of a module of
 * the build made site-absolute: static, dynamic, in quotes or a template literal. An import
 * computed as the module runs stays as it is.
 */
export function siteAbsolute(path: string, code: string, imports = parse(code, path)[0]): string {
  let absolute = code;
  // From the end, so that earlier positions hold.
  for (const i of [...imports].reverse()) {
    if (!i.specifier || !isRelative(i.specifier) || (i.type === 'dynamic' && i.glob)) continue;
    const site = posix.join(posix.dirname(path), i.specifier);
    // A static import's position is inside its quotes; a dynamic one's takes them in.
    const text = i.type === 'dynamic' ? JSON.stringify(site) : site;
    absolute = absolute.slice(0, i.start) + text + absolute.slice(i.end);
  }
  return absolute;
}

/** Module `path` (its site path, `/_astro/x.js`) with the code `code`. */
export function lexModule(path: string, code: string): LexedModule {
  const [imports, exports] = parse(code, path);
  const staticImports = imports
    .filter((i) => (i.type === 'static' || i.type === 'reexport-star') && isRelative(i.specifier))
    .map((i) => posix.join(posix.dirname(path), i.specifier!));
  const inlinable =
    !exports.length &&
    imports.every(
      (i) =>
        i.type === 'static' ||
        (i.type === 'dynamic' && i.specifier !== undefined && !i.glob && !i.attributes),
    );
  return { code, staticImports, inlineCode: inlinable ? siteAbsolute(path, code, imports) : null };
}
