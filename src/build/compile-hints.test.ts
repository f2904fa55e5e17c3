import { describe, expect, it } from 'vitest';
import { compileHint, hintFirst } from './compile-hints';

describe('hintFirst', () => {
  it('moves the hint above what Vite put before it', () => {
    const code = `const __vite__mapDeps=(i)=>i;\n${compileHint}\nimport{a}from"./site.js";a();`;
    expect(hintFirst(code)).toBe(
      `${compileHint}\nconst __vite__mapDeps=(i)=>i;\nimport{a}from"./site.js";a();`,
    );
  });

  it('leaves a chunk that opens with the hint, or has none, as it is', () => {
    const first = `${compileHint}\nexport const a=1;`;
    expect(hintFirst(first)).toBe(first);
    expect(hintFirst('export const a=1;')).toBe('export const a=1;');
  });
});
