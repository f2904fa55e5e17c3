import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

// Import circles among the project's own modules, found with the TypeScript parser. A type-only
// import counts: a reader follows it like any other, and the next edit may make it a value.

const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;
const skipped = /(^|\/)(node_modules|dist|dist-[^/]*|\.astro|\.cache)\//;
const candidates = (path: string) => [
  path,
  ...['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'].map((end) => path + end),
  path.replace(/\.(m?js)$/, (end) => (end === '.mjs' ? '.mts' : '.ts')),
];

/** The relative module specifiers `file` imports or re-exports (dynamic imports included). */
function importedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** The file a relative specifier names, or undefined (an asset, a `.json`, a missing file). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.split('?')[0]!);
  return candidates(base).find(
    (path) => sourceFile.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

/** Every source file under `dirs` (relative to `root`), tests left out. */
function sourceFiles(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => join(root, dir, file))
      .filter(
        (path) =>
          sourceFile.test(path) &&
          !skipped.test(relative(root, path)) &&
          !/\.(test|typetest|spec|stress)\.tsx?$/.test(path) &&
          !path.endsWith('.d.ts'),
      ),
  );
}

/**
 * The import circles among the source files under `dirs`: each is a group of files (paths relative
 * to `root`, sorted) that all reach one another through imports; a file importing itself is one.
 * Empty when there are none. Only files under `dirs` are followed.
 */
export function findImportCycles(root: string, dirs: readonly string[]): string[][] {
  const files = sourceFiles(root, dirs);
  const known = new Set(files);
  const edges = new Map(
    files.map((file) => [
      file,
      importedSpecifiers(file)
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== undefined && known.has(target)),
    ]),
  );
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)!.includes(file)) {
      circles.push(group.map((path) => relative(root, path)).sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
