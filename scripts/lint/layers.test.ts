import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js keeps the browser, the build and the server apart: each case lints one import
// as if it stood in a file at that path, and says whether the layer rule refuses it.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function refused(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x];\n`, { filePath });
  return (result?.messages ?? []).some(
    (m) => m.ruleId === '@typescript-eslint/no-restricted-imports',
  );
}

describe('the browser, build and server layers', () => {
  it('refuse server, database, build and Node code in browser code, but let types through', async () => {
    const island = 'src/islands/Probe.tsx';
    expect(await refused(island, "import { x } from '../../functions/lib/db';")).toBe(true);
    expect(await refused(island, "import { x } from '../../db/schema';")).toBe(true);
    expect(await refused(island, "import { x } from '../build/catalogue';")).toBe(true);
    expect(await refused(island, "import { x } from 'node:fs';")).toBe(true);
    expect(await refused(island, "import type { x } from '../../functions/app';")).toBe(false);
    const service = '../../functions/features/staff/staff.service';
    expect(await refused(island, `import type { x } from '${service}';`)).toBe(true);
    expect(await refused(island, "import { x } from '../contract/cart';")).toBe(false);
    expect(await refused('src/scripts/probe.ts', "import { x } from '../../functions/env';")).toBe(
      true,
    );
    expect(await refused('src/stores/probe.ts', "import { x } from 'node:crypto';")).toBe(true);
  });

  it('refuse browser and build code on the server, and src/lib beyond its pure helpers', async () => {
    const server = 'functions/features/probe/probe.ts';
    expect(await refused(server, "import { x } from '../../../src/islands/LoginForm';")).toBe(true);
    expect(await refused(server, "import { x } from '../../../src/stores/cart';")).toBe(true);
    expect(await refused(server, "import { x } from '../../../src/build/catalogue';")).toBe(true);
    expect(await refused(server, "import { x } from '../../../src/lib/api';")).toBe(true);
    expect(await refused(server, "import { x } from '../../../src/lib/shop';")).toBe(false);
    expect(await refused(server, "import { x } from '../../../src/contract/money';")).toBe(false);
    // The Node entry runs the build, so it may read the build's page inputs.
    const node = 'functions/node/probe.ts';
    expect(await refused(node, "import { x } from '../../src/build/product-pages';")).toBe(false);
    expect(await refused(node, "import { x } from '../../src/scripts/nav';")).toBe(true);
  });

  it('keep the contract and the pure helpers free of packages and of either side', async () => {
    expect(await refused('src/contract/probe.ts', "import { x } from 'zod';")).toBe(true);
    expect(await refused('src/contract/probe.ts', "import { x } from '../stores/cart';")).toBe(
      true,
    );
    expect(await refused('src/lib/html.ts', "import { x } from 'minisearch';")).toBe(true);
    expect(await refused('src/lib/html.ts', "import { x } from './api';")).toBe(true);
    expect(await refused('src/lib/html.ts', "import { x } from '../contract/money';")).toBe(false);
  });
});

describe('zod', () => {
  const classic = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const used = [z];\n`, { filePath });
    return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-imports');
  };

  it('is zod/mini through functions/lib/zod.ts outside the tests', async () => {
    const server = 'functions/features/probe/probe.ts';
    expect(await classic(server, "import * as z from 'zod';")).toBe(true);
    expect(await classic(server, "import * as z from 'zod/v4';")).toBe(true);
    expect(await classic('functions/node/probe.ts', "import * as z from 'zod';")).toBe(true);
    expect(await classic('scripts/probe.ts', "import * as z from 'zod';")).toBe(true);
    expect(await classic(server, "import * as z from '../../lib/zod';")).toBe(false);
    expect(
      await classic('functions/features/probe/probe.test.ts', "import * as z from 'zod';"),
    ).toBe(false);
  });
});

describe('Intl on the storefront pages', () => {
  const syntax = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message.split(':')[0]);
  };
  const noIntl = 'No Intl on the storefront pages';

  it("is refused in the pages' own code and what it shares, and left to the islands", async () => {
    const count = 'export const label = (n: number) => n.toLocaleString("en-IN");';
    expect(await syntax('src/scripts/probe.ts', count)).toEqual([noIntl]);
    expect(await syntax('src/lib/probe.ts', count)).toEqual([noIntl]);
    expect(
      await syntax('src/stores/probe.ts', 'export const f = new Intl.NumberFormat();'),
    ).toEqual([noIntl]);
    expect(await syntax('src/inline/probe.ts', 'export const c = "a".localeCompare("b");')).toEqual(
      [noIntl],
    );
    expect(await syntax('src/islands/Probe.tsx', count)).toEqual([]);
    expect(await syntax('src/lib/probe.test.ts', count)).toEqual([]);
  });

  it('keeps the rule on the named z in those folders', async () => {
    expect(
      await syntax('src/lib/probe.ts', "import { z } from 'zod/mini';\nexport const s = z;"),
    ).toEqual(["Use `import * as z from '…/lib/zod'`"]);
  });
});
