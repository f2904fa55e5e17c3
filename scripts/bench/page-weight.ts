import { gzipSync } from 'node:zlib';

const staticImport = /(?:import|from)\s*["']([^"']+\.js)["']/g;
// A page's own scripts import their code after the first paint (`await import("…")`): fetched all the same.
const pageImport = /(?:import|from)\s*\(?\s*["']([^"']+\.js)["']/g;

/** Bytes as KB with one decimal. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function gzipSize(url: string): Promise<number> {
  const response = await fetch(url);
  return gzipSync(new Uint8Array(await response.arrayBuffer()), { level: 9 }).byteLength;
}

/** Gzip bytes of one page's HTML, its scripts (inline and fetched, with their imports) and styles. */
export interface PageWeight {
  html: number;
  js: number;
  css: number;
}

/** Gzip bytes shipped per page, by page name. */
export async function measurePageWeight(
  base: string,
  pages: [string, string][],
): Promise<Map<string, PageWeight>> {
  const weights = new Map<string, PageWeight>();
  for (const [name, path] of pages) {
    const html = await (await fetch(base + path)).text();
    const scripts = new Set<string>();
    const queue = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
    queue.push(
      ...[...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!),
    );
    // Inline scripts count as JavaScript too, and what they import is fetched.
    const inlineJs = [
      ...html.matchAll(/<script(?![^>]*(?:\bsrc=|ld\+json))[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1]!)
      .join('\n');
    for (const m of inlineJs.matchAll(pageImport)) queue.push(m[1]!);
    // Follow static imports of each module so shared chunks count once.
    while (queue.length) {
      const src = queue.pop()!;
      const url = new URL(src, base + path).href;
      if (scripts.has(url)) continue;
      scripts.add(url);
      const code = await (await fetch(url)).text();
      for (const m of code.matchAll(staticImport)) queue.push(new URL(m[1]!, url).href);
    }
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
      (m) => new URL(m[1]!, base).href,
    );
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1]!)
      .join('');
    const js =
      (await Promise.all([...scripts].map(gzipSize))).reduce((a, b) => a + b, 0) +
      (inlineJs ? gzipSync(inlineJs).byteLength : 0);
    const css =
      (await Promise.all(styles.map(gzipSize))).reduce((a, b) => a + b, 0) +
      gzipSync(inlineCss).byteLength;
    weights.set(name, { html: gzipSync(html).byteLength, js, css });
  }
  return weights;
}

/** The weights as a markdown table in gzip KB. */
export function pageWeightTable(weights: Map<string, PageWeight>): string {
  const rows = ['| page | HTML | JS | CSS |', '|---|---|---|---|'];
  for (const [name, { html, js, css }] of weights)
    rows.push(`| ${name} | ${kb(html)} | ${kb(js)} | ${kb(css)} |`);
  return rows.join('\n');
}
