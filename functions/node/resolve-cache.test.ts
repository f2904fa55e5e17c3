import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const resolveCache = join(root, 'functions/node/resolve-cache.mjs');
// The server's packages: ES modules with a large manifest (drizzle-orm), small ones, CommonJS
// ones and packages that mix both.
const packages = [
  'drizzle-orm/libsql',
  'drizzle-orm/sqlite-core',
  'hono',
  '@libsql/client',
  'zod/mini',
  'nodemailer',
  'pdf-lib',
  'csv-parse/sync',
  'aws4fetch',
];

/**
 * Registered before the resolve cache, so its hooks run after the cache's: it records every module
 * loaded, with its format, in the order loaded (not the cache itself, nor Node's own modules, which
 * the cache loads), and counts the relative imports within drizzle-orm that reach it, that is,
 * that the cache left to Node's own resolution.
 */
const observer = `
  import * as nodeModule from 'node:module';
  globalThis.observed = { loaded: [], leftToNode: 0 };
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (context.parentURL?.includes('/drizzle-orm/') && specifier.startsWith('.'))
        globalThis.observed.leftToNode += 1;
      return nextResolve(specifier, context);
    },
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (result.format !== 'builtin' && !url.endsWith('/resolve-cache.mjs'))
        globalThis.observed.loaded.push(result.format + ' ' + url);
      return result;
    },
  });
`;

/** What a fresh Node, with `preload` after the observer, loads and resolves for `packages`. */
function observe(preload: string[]): { loaded: string[]; leftToNode: number } {
  const program = `
    for (const name of ${JSON.stringify(packages)}) await import(name);
    console.log(JSON.stringify(globalThis.observed));
  `;
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(observer)}`,
      ...preload,
      '--input-type=module',
      '-e',
      program,
    ],
    { cwd: root, env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' },
  );
  return JSON.parse(output) as { loaded: string[]; leftToNode: number };
}

describe('the resolve cache preloaded by npm start and the test run', () => {
  it("answers drizzle-orm's own imports itself, and loads the same modules, in the same formats and order, as Node alone", () => {
    const alone = observe([]);
    const cached = observe(['--import', resolveCache]);
    expect(alone.loaded.filter((line) => line.includes('/drizzle-orm/')).length).toBeGreaterThan(
      50,
    );
    expect(alone.loaded.some((line) => line.startsWith('commonjs '))).toBe(true);
    expect(alone.leftToNode).toBeGreaterThan(100);
    expect(cached.leftToNode).toBe(0);
    expect(cached.loaded).toEqual(alone.loaded);
  });
});
