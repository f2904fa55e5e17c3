import { beforeAll, describe, expect, it } from 'vitest';
import { afterFirstPaint, importBindings, lexModule, moduleLexer } from './module-imports';

beforeAll(() => moduleLexer());

describe('lexModule', () => {
  it('makes every import of a module of the build site-absolute, in whatever form it is written', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/rest.4.js"])))=>i.map(i=>d[i]);\n' +
      'import{a as b}from"./site.1.js";import\'./runtime.2.js\';' +
      'b(`import("./not-code.js")`);/* import"./comment.js" */' +
      'const rest=()=>import(`./rest.4.js`),other=()=>import("../x/other.5.js");';
    const { staticImports, inlineCode } = lexModule('/_astro/Listing.3.js', code);
    expect(staticImports).toEqual(['/_astro/site.1.js', '/_astro/runtime.2.js']);
    expect(inlineCode).toBe(
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/rest.4.js"])))=>i.map(i=>d[i]);\n' +
        'import{a as b}from"/_astro/site.1.js";import\'/_astro/runtime.2.js\';' +
        'b(`import("./not-code.js")`);/* import"./comment.js" */' +
        'const rest=()=>import("/_astro/rest.4.js"),other=()=>import("/x/other.5.js");',
    );
  });

  it('keeps a module out of a page when it would not run the same there', () => {
    expect(lexModule('/_astro/a.js', 'export const a=1;').inlineCode).toBeNull();
    expect(lexModule('/_astro/a.js', 'new URL("x",import.meta.url)').inlineCode).toBeNull();
    expect(lexModule('/_astro/a.js', 'import(`./locale-${l}.js`)').inlineCode).toBeNull();
    expect(lexModule('/_astro/a.js', 'import(name)').inlineCode).toBeNull();
    expect(lexModule('/_astro/a.js', 'import("/b.js")').inlineCode).toBe('import("/b.js")');
    expect(lexModule('/_astro/a.js', 'export*from"./b.js"').staticImports).toEqual([
      '/_astro/b.js',
    ]);
  });
});

describe('afterFirstPaint', () => {
  it('turns each static import into an import after the paint, keeping the names', () => {
    expect(
      afterFirstPaint('import{$ as e,Ct as t,x}from"/_astro/a.js";import"/_astro/b.js";e(t,x);'),
    ).toBe(
      'await window.chandiPainted;const{$:e,Ct:t,x}=await import("/_astro/a.js");await import("/_astro/b.js");e(t,x);',
    );
    expect(afterFirstPaint('import d,{a as b}from"/a.js";import*as n from"/n.js";d(b,n)')).toBe(
      'await window.chandiPainted;const{default:d,a:b}=await import("/a.js");const n=await import("/n.js");d(b,n)',
    );
    expect(afterFirstPaint("import d, * as n from '/n.js'\nd(n)")).toBe(
      'await window.chandiPainted;const n=await import("/n.js");const{default:d}=n;\nd(n)',
    );
  });

  it('moves an import written after other code (Vite puts its preload map first), and no dynamic one', () => {
    expect(
      afterFirstPaint(
        'const __vite__mapDeps=(i)=>i;\nimport{a}from"/a.js";a(()=>import(`/late.js`));import{"b-c" as b}from"/b.js";b()',
      ),
    ).toBe(
      'await window.chandiPainted;const{a}=await import("/a.js");const{"b-c":b}=await import("/b.js");const __vite__mapDeps=(i)=>i;\na(()=>import(`/late.js`));b()',
    );
  });

  it('leaves a module that imports nothing statically alone', () => {
    expect(afterFirstPaint('run();import("/late.js")')).toBe('run();import("/late.js")');
  });

  it('fails on an import it cannot move, rather than leaving a page that does not work', () => {
    expect(() => afterFirstPaint('import{a}from"/a.js";export const b=a;')).toThrow();
    expect(() => afterFirstPaint('import j from"/j.json"with{type:"json"};j')).toThrow();
  });
});

describe('importBindings', () => {
  it('reads every form of import clause, and refuses what is not one', () => {
    expect(importBindings('')).toEqual({ named: [] });
    expect(importBindings(' d ')).toEqual({ defaultName: 'd', named: [] });
    expect(importBindings('{a,b as c,}')).toEqual({ named: ['a', 'b:c'] });
    expect(importBindings('*as $n')).toEqual({ namespace: '$n', named: [] });
    expect(importBindings('d,{default as e}')).toEqual({ defaultName: 'd', named: ['default:e'] });
    for (const wrong of ['{a b}', '* n', '{a as}', 'd e', '{a', 'a,,{b}', '{"x"}'])
      expect(() => importBindings(wrong), wrong).toThrow();
  });
});
