import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles';

const root = new URL('../..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('findImportCycles', () => {
  it('finds a circle closed by a type-only import, and a module importing itself', () => {
    mkdirSync(join(scratch, 'lib'));
    const files: Record<string, string> = {
      'lib/compose.ts': "import type { Message } from './outbox';\nexport const safe = 1;\n",
      'lib/outbox.ts': "import { safe } from './compose.js';\nexport interface Message {}\n",
      'lib/alone.ts': "import { safe } from './compose';\nexport * from './outbox';\n",
      'lib/self.ts': "export const again = () => import('./self');\n",
      'lib/self.test.ts': "import { alone } from './alone';\nimport './self.test';\n",
    };
    for (const [path, text] of Object.entries(files)) writeFileSync(join(scratch, path), text);
    expect(findImportCycles(scratch, ['lib'])).toEqual([
      ['lib/compose.ts', 'lib/outbox.ts'],
      ['lib/self.ts'],
    ]);
  });

  it('finds none on the server (functions/)', () => {
    expect(findImportCycles(root, ['functions'])).toEqual([]);
  });
});
