import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathChecker } from './docs-paths';

// README.md, docs/architecture.md and every decision: each path they name in backticks exists.
// What counts as a path, and the "(removed)" convention for what is gone on purpose, are written
// at the top of docs-paths.ts.
const root = new URL('../..', import.meta.url).pathname;
const missingIn = pathChecker(root);
const docs = [
  'README.md',
  'docs/architecture.md',
  ...readdirSync(join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
];

describe('paths named in the docs', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = missingIn(readFileSync(join(root, doc), 'utf8')).map(
      ({ path, line }) => `${doc}:${line} names \`${path}\`, which does not exist`,
    );
    expect(missing).toEqual([]);
  });

  it('finds a missing path, a missing bare file name and a glob that matches nothing', () => {
    const doc = [
      'Prices are `functions/lib/money.ts` and `src/contract/money.ts`; see `nowhere.tsx`.',
      'Tests: `functions/**/*.test.ts` and `e2e/**/*.nothing.ts`.',
      'Not paths: `text/csv`, `npm run bench`, `/api/cart/{userId}`, `SMTP_URL`, `<name>.ts`.',
      'The old file `functions/lib/gone.ts` (removed).',
      '```',
      'functions/lib/fenced.ts `functions/lib/fenced.ts`',
      '```',
    ].join('\n');
    expect(missingIn(doc)).toEqual([
      { path: 'functions/lib/money.ts', line: 1 },
      { path: 'nowhere.tsx', line: 1 },
      { path: 'e2e/**/*.nothing.ts', line: 2 },
    ]);
  });
});
