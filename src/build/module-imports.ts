// What a built ES module imports, found by a lexer (es-module-lexer, the one Vite itself uses on
// its output) rather than by patterns: it knows strings, template literals, comments and regular
// expressions apart from code, so an import written in any form the bundler chooses is found.
import { posix } from 'node:path';
import { init, parse, type StaticImport } from 'es-module-lexer';

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

/** The names an import statement binds: `import d, * as n` or `import d, {a as b, "c-d" as e}`. */
interface Bindings {
  defaultName?: string;
  namespace?: string;
  /** `imported:local` pairs, ready for a destructuring pattern. */
  named: string[];
}

// The tokens of an import clause (ECMAScript's ImportClause): punctuators, names, string names.
const clauseToken =
  /\s*(\*|\{|\}|,|[\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/uy;

/** Reads an import statement's clause (between `import` and `from`), or throws. */
export function importBindings(clause: string): Bindings {
  const fail = () => new Error(`cannot read the import clause \`${clause}\``);
  const tokens: string[] = [];
  let read = 0;
  clauseToken.lastIndex = 0;
  for (let m = clauseToken.exec(clause); m; m = clauseToken.exec(clause)) {
    tokens.push(m[1]!);
    read = clauseToken.lastIndex;
  }
  if (clause.slice(read).trim()) throw fail();
  const bindings: Bindings = { named: [] };
  let at = 0;
  const next = () => tokens[at++];
  const isName = (token?: string) => !!token && !/^[*{},"']/.test(token);
  if (isName(tokens[at])) {
    bindings.defaultName = next();
    if (at < tokens.length && next() !== ',') throw fail();
  }
  if (tokens[at] === '*') {
    next();
    if (next() !== 'as' || !isName(tokens[at])) throw fail();
    bindings.namespace = next();
  } else if (tokens[at] === '{') {
    next();
    while (tokens[at] !== '}') {
      const imported = next();
      if (!imported || imported === ',') throw fail();
      let local = imported;
      if (tokens[at] === 'as') {
        next();
        local = next()!;
        if (!isName(local)) throw fail();
      } else if (!isName(imported)) throw fail();
      bindings.named.push(imported === local ? local : `${imported}:${local}`);
      if (tokens[at] === ',') next();
      else if (tokens[at] !== '}') throw fail();
    }
    next();
  }
  if (at !== tokens.length) throw fail();
  return bindings;
}

/** The statements that load `specifier` after the paint and bind what `bindings` names. */
function loadStatements(specifier: string, { defaultName, namespace, named }: Bindings): string {
  const load = `await import(${JSON.stringify(specifier)})`;
  const names = [...(defaultName ? [`default:${defaultName}`] : []), ...named];
  if (namespace)
    return `const ${namespace}=${load};${names.length ? `const{${names.join(',')}}=${namespace};` : ''}`;
  return names.length ? `const{${names.join(',')}}=${load};` : `${load};`;
}

/**
 * `code` (a module with site-absolute imports, no exports) with its static imports made to wait
 * for the first paint: `import{a as b}from"/x.js";…` becomes
 * `await window.chandiPainted;const{a:b}=await import("/x.js");…`. Static imports are hoisted
 * wherever they are written, so every one, wherever it is, becomes a load at the top, in order.
 * Unchanged when it imports nothing statically. Throws on an import it cannot read, so that a
 * change in the bundler's output fails the build instead of shipping a page that does not work.
 */
export function afterFirstPaint(code: string): string {
  const [imports, exports] = parse(code);
  const statics = imports.filter((i): i is StaticImport => i.type === 'static');
  if (!statics.length) return code;
  if (exports.length) throw new Error('a page script that exports cannot wait for the paint');
  const loads: string[] = [];
  let rest = code;
  for (const i of [...statics].reverse()) {
    if (i.phase || i.attributes)
      throw new Error(`cannot move \`${code.slice(i.importStart, i.importEnd)}\``);
    const head = code.slice(i.importStart + 'import'.length, i.start - 1);
    const clause = head.replace(/\s*from\s*$/, '');
    loads.unshift(loadStatements(i.specifier, importBindings(clause)));
    const end = code[i.importEnd] === ';' ? i.importEnd + 1 : i.importEnd;
    rest = rest.slice(0, i.importStart) + rest.slice(end);
  }
  return `await window.chandiPainted;${loads.join('')}${rest}`;
}
