import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The docs name files in backticks; a name that no longer exists sends a newcomer nowhere. What
// counts as a repo path, so that `text/csv`, `npm run bench` or `/api/cart` are left alone:
// - a span with a slash whose first segment is a top-level entry of the repo (`functions/…`,
//   `src/…`, `db/…`, `README.md`), taken from the repo root; a trailing `/` names a folder;
// - a bare file name with a source extension (`ui.tsx`, `0012_outbox.sql`), which must exist
//   somewhere in the repo; bare names of files the shop writes (`manifest.json`, `site.js`) are
//   not source and are left alone;
// - a glob (`functions/**/*.test.ts`) must match at least one file; a placeholder such as
//   `<name>` or `NNN` cannot be checked and is skipped.
// A line that says "(removed)" describes what is gone on purpose (a decision that was replaced):
// its paths are not checked. Fenced code blocks are not read.

const sourceExtensions = /\.(?:ts|tsx|mts|mjs|cjs|astro|sql)$/;
const skippedFolders = new Set(['node_modules', '.git', 'dist', '.astro', '.wrangler', 'data']);
const placeholder = /<[^>]*>|\bNNN\b|\.\.\./;

export interface MissingPath {
  path: string;
  line: number;
}

/** Every backticked span on a line of prose (outside fenced code) that is not marked removed. */
export function backtickedSpans(markdown: string): { span: string; line: number }[] {
  const spans: { span: string; line: number }[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced || text.includes('(removed)')) return;
    for (const match of text.matchAll(/`([^`\n]+)`/g))
      spans.push({ span: match[1]!.trim(), line: index + 1 });
  });
  return spans;
}

/** The repo path a span names, or undefined when it is not one (a command, a type, a URL). */
export function repoPath(span: string, topLevel: ReadonlySet<string>): string | undefined {
  if (/\s|:\/\/|^[$@-]|^\//.test(span) || placeholder.test(span)) return undefined;
  const path = span.replace(/^\.\//, '').replace(/[#:].*$/, '');
  const first = path.split('/')[0]!;
  if (path.includes('/')) return topLevel.has(first) ? path : undefined;
  if (topLevel.has(path)) return path;
  return sourceExtensions.test(path) && /^[\w.-]+$/.test(path) ? path : undefined;
}

function listFiles(root: string, dir = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(`${path}/`, ...listFiles(root, path));
    else files.push(path);
  }
  return files;
}

function globPattern(glob: string): RegExp {
  // `**/` is any number of folders, `*` anything within one name.
  const source = glob
    .split('**/')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('(?:.*/)?');
  return new RegExp(`^${source}$`);
}

/** A checker over one repo: which of a document's paths do not exist there. */
export function pathChecker(root: string) {
  const topLevel = new Set(readdirSync(root).filter((name) => !skippedFolders.has(name)));
  let files: string[] | undefined;
  const allFiles = () => (files ??= listFiles(root));
  const exists = (path: string): boolean => {
    if (path.includes('*')) return allFiles().some((file) => globPattern(path).test(file));
    if (path.includes('/') || topLevel.has(path)) return existsSync(join(root, path));
    return allFiles().some((file) => file === path || file.endsWith(`/${path}`));
  };
  return (markdown: string): MissingPath[] =>
    backtickedSpans(markdown).flatMap(({ span, line }) => {
      const path = repoPath(span, topLevel);
      return path === undefined || exists(path) ? [] : [{ path, line }];
    });
}
