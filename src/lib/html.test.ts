import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

const root = new URL('../..', import.meta.url);

describe('escapeHtml', () => {
  it('turns the five characters that end text or an attribute into entities', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co',
    );
    expect(escapeHtml(12.5)).toBe('12.5');
  });

  it('is written once, for the storefront and the server’s e-mails alike', () => {
    const definition = /\b(function|const|let|var)\s+escapeHtml\b/;
    const defined = ['src', 'functions']
      .flatMap((dir) =>
        readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' }).map(
          (file) => `${dir}/${file}`,
        ),
      )
      .filter((path) => /\.(ts|tsx|mjs|astro)$/.test(path) && !path.endsWith('.test.ts'))
      .filter((path) => definition.test(readFileSync(new URL(path, root), 'utf8')));
    expect(defined).toEqual(['src/lib/html.ts']);
  });
});
