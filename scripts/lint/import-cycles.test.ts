import { globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { notImported } from '../../eslint.config.js';

// `npm run lint` fails on an import circle (import-x/no-cycle in eslint.config.js). The rule is not
// run from the files that no module imports, which can be on no circle: this checks both halves.
const root = fileURLToPath(new URL('../..', import.meta.url));
const skipped = new Set(['node_modules', 'dist', '.astro', '.cache', 'data', 'test-results']);
const outsideTheCode = (path: string) => path.split('/').some((part) => skipped.has(part));
const withoutExtension = (path: string) => path.replace(/\.(ts|tsx|mts|js|mjs)$/, '');

describe('import circles', () => {
  it('fail the lint', async () => {
    const dir = mkdtempSync(join(root, 'scripts/lint/cycle-probe-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await new ESLint({ cwd: root }).lintFiles([join(dir, 'a.ts')]);
      expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('cannot pass through the files the rule skips: no module imports one', () => {
    const exclude = outsideTheCode;
    const unimported = new Set(
      globSync(notImported, { cwd: root, exclude }).map((file) => withoutExtension(file)),
    );
    expect(unimported.size).toBeGreaterThan(100);
    const importers = globSync('**/*.{ts,tsx,mts,js,mjs,astro}', { cwd: root, exclude });
    const offending = importers.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(join(root, file), 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => relative(root, resolve(root, dirname(file), specifier)))
        .filter((target) => unimported.has(withoutExtension(target)))
        .map((target) => `${file} imports ${target}`),
    );
    expect(offending).toEqual([]);
  });
});
