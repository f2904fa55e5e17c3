// A real build of the storefront served by the Node server (its file map) and by the Worker in
// workerd (Workers static assets with the real wrangler.toml): every built page closes during
// maintenance under every spelling, hashed bundles are immutable with the security headers, build
// files are never public, and a guest without a session is answered the cart page, not sent away.
// The browser code is split so that pages load no more than they need.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'es-module-lexer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/app';
import type { Db } from '../../functions/lib/db';
import { writeSetting } from '../../functions/lib/settings';
import { defaultSiteUrl } from '../../functions/config';
import { createDb } from '../../functions/node/db';
import { ensureSiteBuilt } from '../../functions/node/site-build';
import { loadStaticSite } from '../../functions/node/static-files';
import { copyDemoShop } from '../../functions/test/demo-shop';
import { createTestDeps } from '../../functions/test/memory-deps';
import { adminPageFiles, pageSpellings } from '../../functions/test/page-spellings';
import { compileHint } from '../../src/build/compile-hints';
import { elementsOf } from '../../src/build/html-elements';
import { moduleLexer, siteAbsolute } from '../../src/build/module-imports';
import { startWorker, type EdgeWorker } from './start-worker';

const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-site-'));
const siteDir = join(folder, 'site');
const databaseUrl = `file:${join(folder, 'shop.db')}`;
let db: Db;
let worker: EdgeWorker;
let node: ReturnType<typeof createApp>;
let builtPages: string[];
let bundles: string[];
let faqEtag: string;

/**
 * The same request to the Node server (over https, as in production) and to the Worker; a redirect
 * is an answer, not followed.
 */
async function both(path: string, headers: Record<string, string> = {}) {
  const [fromNode, fromWorker] = await Promise.all([
    node.request(`https://shop.test${path}`, { headers }),
    worker.call(path, { headers, redirect: 'manual' }),
  ]);
  return { node: fromNode, worker: fromWorker };
}

const securityHeaderNames = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'strict-transport-security',
];
const headersOf = (response: Response, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers.get(name)]));

async function setMaintenance(isMaintain: boolean) {
  await writeSetting(db, 'maintenance', { isMaintain, message: '', contact: '', deadline: '' });
  // Each runtime caches the switch for a few seconds; a fresh Node app reads it at once.
  node = createApp(await createTestDeps({ db, site: await loadStaticSite(siteDir) }));
  const wanted = isMaintain ? 503 : 200;
  for (let tries = 0; (await worker.call('/')).status !== wanted; tries++) {
    if (tries === 20) throw new Error(`the Worker never answered ${wanted} for /`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  // The run's demo shop (functions/test/demo-shop.ts), built for the address a first start has.
  await copyDemoShop(folder);
  db = await createDb(databaseUrl);
  expect(
    await ensureSiteBuilt(db, siteDir, { DATABASE_URL: databaseUrl, SITE_URL: defaultSiteUrl }),
    'the copied site is up to date',
  ).toBe(false);
  const files = readdirSync(siteDir, { recursive: true }).map((file) => `/${String(file)}`);
  builtPages = files.filter((file) => file.endsWith('.html'));
  bundles = files.filter((file) => /^\/_astro\/.+\.(js|css)$/.test(file));
  node = createApp(await createTestDeps({ db, site: await loadStaticSite(siteDir) }));
  worker = await startWorker({ folder, siteDir, databaseUrl });
  faqEtag = (await worker.call('/shop/faq')).headers.get('etag')!;
}, 300_000);

afterAll(async () => {
  await worker?.close();
  db?.$client.close();
});

describe('hashed bundles', () => {
  it('are cached for a year with the same security headers on the edge as on Node', async () => {
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      const { node: fromNode, worker: fromWorker } = await both(bundle);
      expect(fromWorker.status, bundle).toBe(200);
      expect(fromWorker.headers.get('cache-control'), bundle).toBe(
        'public, max-age=31536000, immutable',
      );
      const names = ['cache-control', ...securityHeaderNames];
      expect(headersOf(fromWorker, names), bundle).toEqual(headersOf(fromNode, names));
    }
  });
});

describe('build files', () => {
  it('are not public: the build stamp, the assets rules and the compressed copies answer 404', async () => {
    for (const path of [
      '/.build-info.json',
      '/.page-inputs.json',
      '/.assetsignore',
      '/_headers',
      '/index.html.br',
      '/index.html.gz',
      `${bundles[0]}.br`,
    ]) {
      const answers = await both(path);
      expect(answers.node.status, `Node ${path}`).toBe(404);
      expect(answers.worker.status, `Worker ${path}`).toBe(404);
    }
  });
});

describe('the cart', () => {
  it('is answered to a guest without a session as to a signed-in customer, on both runtimes', async () => {
    for (const cookie of ['', 'chandi_session=some-token']) {
      const answers = await both('/shop/cart', cookie ? { cookie } : {});
      for (const [runtime, response] of Object.entries(answers)) {
        expect(response.status, runtime).toBe(200);
        expect(await response.text(), runtime).toContain('<h1');
      }
    }
  });
});

describe('maintenance', () => {
  beforeAll(() => setMaintenance(true), 30_000);
  afterAll(() => setMaintenance(false), 30_000);

  it('answers every built storefront page, in every spelling, with the screen on both runtimes', async () => {
    const storefront = builtPages.filter((page) => !adminPageFiles.has(page));
    expect(storefront.length).toBeGreaterThan(40);
    // A page's spellings are asked for together: the answers wait on the runtimes, not on the CPU.
    for (const page of storefront) {
      const answers = await Promise.all(
        pageSpellings(page).map(async (path) => ({ path, ...(await both(path)) })),
      );
      for (const { path, ...byRuntime } of answers) {
        for (const [runtime, response] of Object.entries(byRuntime)) {
          expect(response.status, `${runtime} ${path}`).toBe(503);
          expect(await response.text(), `${runtime} ${path}`).toContain(
            'Website Temporarily Unavailable',
          );
        }
      }
    }
  }, 120_000);

  it('cannot be walked around through the bundles folder, which skips the Worker', async () => {
    for (const page of ['/index.html', '/shop/faq/index.html']) {
      for (const path of [
        `/_astro/..${page}`,
        `/_astro/%2e%2e${page}`,
        `/_astro/..${page.replaceAll('/', '%2F')}`,
        `/_astro%2F..${page.replaceAll('/', '%2F')}`,
      ]) {
        const response = await worker.rawGet(path);
        // Either the Worker saw the page (normalised path) and closed it, or nothing matched.
        expect([503, 404], path).toContain(response.status);
        if (response.status === 503) expect(response.body).toContain('Temporarily Unavailable');
      }
    }
  });

  it('does not let a cached copy stand in for the screen on the edge (conditional request)', async () => {
    expect(faqEtag).toBeTruthy();
    const revalidated = await worker.call('/shop/faq', { headers: { 'if-none-match': faqEtag } });
    expect(revalidated.status).toBe(503);
  });

  it('keeps the admin pages, bundles, images and the API open on both runtimes', async () => {
    const open = [
      '/admin/products',
      '/adm-login',
      '/adm-forgot-password/',
      bundles[0]!,
      '/favicon.svg',
      '/favicon.png',
      '/config/maintenance-status.json',
      '/search-index.json',
      '/api/health',
    ];
    for (const path of open) {
      for (const [runtime, response] of Object.entries(await both(path))) {
        expect(response.status, `${runtime} ${path}`).toBe(200);
      }
    }
  });
});

/** The bundles the page's module scripts name (inline or by `src`), without the islands' code. */
const pageScripts = (html: string) =>
  [...html.matchAll(/<script type="module"[^>]*>.*?<\/script>/gs)].flatMap(([tag]) =>
    [...tag.matchAll(/\/_astro\/([\w.-]+\.js)/g)].map(([, file]) => file!),
  );

/** Those bundles and every one they import statically (what the browser must fetch to run them). */
function withImports(files: string[]): string[] {
  const seen = new Set<string>();
  const waiting = [...files];
  while (waiting.length) {
    const file = waiting.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(siteDir, '_astro', file), 'utf8');
    for (const [, next] of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
      waiting.push(next!);
  }
  return [...seen];
}

const builtHtml = (page: string) => readFileSync(join(siteDir, page, 'index.html'), 'utf8');
// React's element type, in React's own code and nowhere else.
const isReact = (file: string) =>
  readFileSync(join(siteDir, '_astro', file), 'utf8').includes('react.transitional.element');

describe('browser chunks', () => {
  it('keep React out of the catalogue pages and out of the admin page’s first script', () => {
    for (const page of ['', 'shop/product', 'shop/faq', 'shells/admin']) {
      const scripts = withImports(pageScripts(builtHtml(page)));
      expect(scripts.length, page).toBeGreaterThan(0);
      expect(scripts.filter(isReact), page).toEqual([]);
    }
    // The check can see React: the admin app's own code reaches it.
    const app = /component-url="\/_astro\/([\w.-]+\.js)"/.exec(builtHtml('shells/admin'))![1]!;
    expect(withImports([app]).some(isReact)).toBe(true);
  });

  it('that run as a page starts open with V8’s compile hint, and only those', () => {
    const hinted = (file: string) =>
      readFileSync(join(siteDir, '_astro', file), 'utf8').startsWith(`${compileHint}\n`);
    const shared = /^(site|islands|admin-start|admin|react)\.[\w-]+\.js$/;
    const admin = builtHtml('shells/admin');
    const renderer = /renderer-url="\/_astro\/([\w.-]+\.js)"/.exec(admin)![1]!;
    const app = /component-url="\/_astro\/([\w.-]+\.js)"/.exec(admin)![1]!;
    const starting = [renderer, ...withImports([...pageScripts(admin), app])].filter(
      (file) => file === renderer || shared.test(file),
    );
    expect(starting.length).toBeGreaterThanOrEqual(5);
    for (const file of starting) expect(hinted(file), file).toBe(true);
    // A screen's own code runs only on that screen.
    const screen = bundles.find((file) => /^\/_astro\/ProductsPage\.[\w-]+\.js$/.test(file))!;
    expect(hinted(screen.slice('/_astro/'.length))).toBe(false);
  });

  it('open an admin screen with a handful of files, not one per shared module', () => {
    const screen = bundles.find((file) => /^\/_astro\/ProductsPage\.[\w-]+\.js$/.test(file))!;
    const files = withImports([screen.slice('/_astro/'.length)]);
    // 17 before shared modules were grouped (React in four pieces, a dozen admin modules).
    expect(files.length).toBeLessThanOrEqual(8);
  });
});

describe('page scripts (src/build/page-scripts.ts), fed the real build', () => {
  const pagesOf = (folder: string) => builtPages.filter((page) => page.startsWith(folder));

  it('make every import of every built module site-absolute, the template-literal ones too', async () => {
    await moduleLexer();
    const dynamicInBackquotes: string[] = [];
    for (const file of bundles.filter((file) => file.endsWith('.js'))) {
      const code = readFileSync(join(siteDir, file), 'utf8');
      for (const i of parse(siteAbsolute(file, code))[0]) {
        if (!i.specifier || (i.type === 'dynamic' && i.glob)) continue;
        expect(i.specifier, file).toMatch(/^\/_astro\/[\w.-]+\.js$/);
        expect(existsSync(join(siteDir, i.specifier)), `${file} → ${i.specifier}`).toBe(true);
      }
      for (const i of parse(code)[0]) {
        if (i.type === 'dynamic' && code[i.start] === '`') dynamicInBackquotes.push(i.specifier!);
      }
    }
    // The listing's rest (`import(\`./listing-rest.….js\`)`): the patterns before the lexer saw
    // only double quotes, and would have left it relative to the page in an inline script.
    expect(dynamicInBackquotes.some((path) => path.includes('/listing-rest.'))).toBe(true);
  });

  it("have a storefront page's scripts import only files that exist, each preloaded in its head", async () => {
    await moduleLexer();
    const parts = new Set(['link', 'script']);
    let imported = 0;
    for (const page of [
      ...pagesOf('/index.html'),
      ...pagesOf('/shop/'),
      ...pagesOf('/prod-detail/'),
    ]) {
      const elements = elementsOf(readFileSync(join(siteDir, page), 'utf8'), parts);
      const preloaded = new Set(
        elements.filter((e) => e.attributes.rel === 'modulepreload').map((e) => e.attributes.href),
      );
      for (const script of elements.filter((e) => e.attributes.type === 'module')) {
        const { src } = script.attributes;
        if (src) {
          expect(existsSync(join(siteDir, src)), `${page} → ${src}`).toBe(true);
          expect(preloaded.has(src), `${page} preloads ${src}`).toBe(true);
          continue;
        }
        for (const { specifier, type } of parse(script.content)[0]) {
          if (!specifier) continue;
          expect(existsSync(join(siteDir, specifier)), `${page} → ${specifier}`).toBe(true);
          // A static import is fetched as the page starts: its preload asks for it sooner.
          if (type === 'static') {
            expect(preloaded.has(specifier), `${page} preloads ${specifier}`).toBe(true);
            imported++;
          }
        }
      }
    }
    expect(imported).toBeGreaterThan(20);
  });
});
