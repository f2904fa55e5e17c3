import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { addCompileHints, compileHint } from './compile-hints';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, code, moduleIds: [] }) as unknown as Rolldown.OutputChunk;

describe('addCompileHints', () => {
  it('opens the chunks picked with the hint, above what Vite put first, and leaves the rest', () => {
    const bundle = {
      'site.js': chunk('site', 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./b.js";a();'),
      'Page.js': chunk('Page', 'export const a=1;'),
      'site.css': { type: 'asset', source: 'a{}' },
    } as unknown as Rolldown.OutputBundle;
    addCompileHints(bundle, (c) => c.name === 'site');
    expect((bundle['site.js'] as Rolldown.OutputChunk).code).toBe(
      `${compileHint}\nconst __vite__mapDeps=(i)=>i;\nimport{a}from"./b.js";a();`,
    );
    expect((bundle['Page.js'] as Rolldown.OutputChunk).code).toBe('export const a=1;');
  });
});
