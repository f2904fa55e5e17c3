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
 * Every module a fresh Node loads for `packages`, with its format, in the order loaded; not Node's
 * own modules, which the preload itself has loaded before.
 */
function modulesLoaded(preload: string[]): string[] {
  const program = `
    import * as nodeModule from 'node:module';
    const loaded = [];
    nodeModule.registerHooks({
      load(url, context, nextLoad) {
        const result = nextLoad(url, context);
        if (result.format !== 'builtin') loaded.push(result.format + ' ' + url);
        return result;
      },
    });
    for (const name of ${JSON.stringify(packages)}) await import(name);
    console.log(JSON.stringify(loaded));
  `;
  const env = { ...process.env, NODE_OPTIONS: '' };
  const output = execFileSync(
    process.execPath,
    [...preload, '--input-type=module', '-e', program],
    { cwd: root, env, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[];
}

describe('the resolve cache preloaded by npm start and the test run', () => {
  it('loads the same modules, in the same formats and order, as Node alone', () => {
    const alone = modulesLoaded([]);
    const cached = modulesLoaded(['--import', resolveCache]);
    expect(alone.filter((line) => line.includes('/drizzle-orm/')).length).toBeGreaterThan(50);
    expect(alone.some((line) => line.startsWith('commonjs '))).toBe(true);
    expect(cached).toEqual(alone);
  });
});
