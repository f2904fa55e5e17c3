import { beforeAll, describe, expect, it } from 'vitest';
import { lexModule, moduleLexer } from './module-imports';

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
