import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleReader, ownCspHashes, rewritePage } from './page-scripts';

/** A build folder with a small entry, a large entry and the shared chunk they both import. */
function built() {
  const dir = mkdtempSync(join(tmpdir(), 'page-scripts-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/site.1.js'), 'import"./runtime.2.js";export const t=()=>1;');
  writeFileSync(join(dir, '_astro/runtime.2.js'), 'export{};');
  writeFileSync(join(dir, '_astro/Nav.3.js'), 'import{t}from"./site.1.js";t();');
  writeFileSync(
    join(dir, '_astro/Big.4.js'),
    `import{t}from"./site.1.js";t();/*${'x'.repeat(5000)}*/`,
  );
  return moduleReader(dir);
}

const page = ({ csp = true } = {}) =>
  `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  (csp
    ? `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-a'; style-src 'self'">`
    : '') +
  '</head><body><script type="module" src="/_astro/Nav.3.js"></script>' +
  '<script type="module" src="/_astro/Big.4.js"></script></body></html>';

const sha = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

describe('rewritePage', () => {
  it('inlines small entries, keeps large ones external and preloads every module they fetch, first in the head', async () => {
    const html = await rewritePage(page(), built());
    expect(html).toContain('<script type="module">import{t}from"/_astro/site.1.js";t();</script>');
    expect(html).toContain('<script type="module" src="/_astro/Big.4.js"></script>');
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width">' +
        '<link rel="modulepreload" href="/_astro/site.1.js">' +
        '<link rel="modulepreload" href="/_astro/runtime.2.js">' +
        '<link rel="modulepreload" href="/_astro/Big.4.js">',
    );
    expect(html.match(/modulepreload/g)).toHaveLength(3);
    // The CSP lists the inline script as it now is, and nothing else.
    expect(/content-security-policy" content="([^"]*)"/.exec(html)![1]).toBe(
      `script-src 'self' '${sha('import{t}from"/_astro/site.1.js";t();')}'; style-src 'self'`,
    );
  });

  it('inlines nothing without a CSP meta to add hashes to, and leaves pages with no scripts alone', async () => {
    const html = await rewritePage(page({ csp: false }), built());
    expect(html).toContain('<script type="module" src="/_astro/Nav.3.js"></script>');
    expect(html).toContain('<link rel="modulepreload" href="/_astro/Nav.3.js">');
    const plain = '<html><head><meta name="viewport" content="x"></head><body></body></html>';
    expect(await rewritePage(plain, built())).toBe(plain);
  });
  it('changes only the elements it means to, leaving text that merely looks like a tag', async () => {
    const quoted = '<script type="module" src="/_astro/Nav.3.js"></script>';
    const html = page().replace(
      '<body>',
      `<body><script type="application/ld+json">{"x":${JSON.stringify(quoted)}}</script><!-- ${quoted} -->`,
    );
    const rewritten = await rewritePage(html, built());
    expect(rewritten).toContain(`{"x":${JSON.stringify(quoted)}}</script><!-- ${quoted} -->`);
    expect(rewritten.match(/<script type="module">/g)).toHaveLength(1);
  });
});

describe('ownCspHashes', () => {
  it("lists exactly the page's inline scripts and styles, keeping the other sources", () => {
    const html =
      `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-old' 'sha256-x'; style-src 'self' 'sha256-y'; img-src 'self'">` +
      '<style>a{}</style><script>go()</script><script type="module">run()</script>' +
      '<script type="module" src="/_astro/a.js"></script>' +
      '<script type="application/ld+json">{}</script><script>go()</script>';
    const policy = /content="([^"]*)"/.exec(ownCspHashes(html, sha))![1];
    expect(policy).toBe(
      `script-src 'self' '${sha('go()')}' '${sha('run()')}'; style-src 'self' '${sha('a{}')}'; img-src 'self'`,
    );
  });

  it('reads the CSP meta as HTML, attributes in any order and case, and refuses what it cannot read', () => {
    const html =
      `<META CONTENT="script-src 'self' 'sha256-old'; img-src 'self'" HTTP-EQUIV="Content-Security-Policy">` +
      '<script>go()</script>';
    expect(ownCspHashes(html, sha)).toBe(
      `<meta content="script-src 'self' '${sha('go()')}'; img-src 'self'" http-equiv="Content-Security-Policy">` +
        '<script>go()</script>',
    );
    const entity = `<meta http-equiv="content-security-policy" content="img-src &quot;x&quot;">`;
    expect(() => ownCspHashes(entity, sha)).toThrow(/character reference/);
  });

  it('leaves a page without a CSP meta alone', () => {
    expect(ownCspHashes('<script>go()</script>', sha)).toBe('<script>go()</script>');
  });
});
