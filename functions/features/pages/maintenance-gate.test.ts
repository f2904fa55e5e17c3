import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { writeSetting } from '../../lib/settings';
import { loadStaticSite } from '../../node/static-files';
import { createTestDeps } from '../../test/memory-deps';
import { adminPageFiles, pageSpellings } from '../../test/page-spellings';

// The storefront as the Node server serves it (the real file map), with maintenance on.
const files: Record<string, string> = {
  '/index.html': '<h1>Home</h1>',
  '/404.html': '<h1>Page Not Found</h1>',
  '/shop/faq/index.html': '<h1>FAQ</h1>',
  '/shop/product/index.html': '<h1>All pieces</h1>',
  '/prod-detail/moon1/index.html': '<h1>Moon Ring</h1>',
  '/login/index.html': '<h1>Sign in</h1>',
  '/shells/inquiry/index.html': '<h1>Get In Touch</h1>',
  '/shells/maintenance/index.html': '<h1>Website Temporarily Unavailable</h1>',
  '/shells/admin/index.html': '<h1>Admin</h1>',
  '/adm-login/index.html': '<h1>Admin sign-in</h1>',
  '/adm-forgot-password/index.html': '<h1>Reset the admin password</h1>',
  '/adm-reset-password/index.html': '<h1>Choose a new password</h1>',
  '/adm-accept-invite/index.html': '<h1>Welcome to the team</h1>',
  '/_astro/app.abc123.js': 'app()',
  '/_astro/shop.abc123.css': 'h1{}',
  '/favicon.svg': '<svg/>',
  '/search-index.json': '[]',
  '/config/maintenance-status.json': '{ "maintenance": false, "message": "", "contact": "" }',
};
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-gate-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const deps = await createTestDeps({ site: await loadStaticSite(dir) });
  await writeSetting(deps.db, 'maintenance', {
    isMaintain: true,
    message: 'Back soon',
    contact: '',
    deadline: '',
  });
  app = createApp(deps);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://shop.test${path}`, { headers });

describe('maintenance on the Node server', () => {
  const pages = Object.keys(files).filter((path) => path.endsWith('.html'));

  it('answers every storefront page, however it is spelled, with the maintenance screen', async () => {
    for (const file of pages.filter((path) => !adminPageFiles.has(path))) {
      for (const path of pageSpellings(file)) {
        const response = await get(path);
        expect(response.status, path).toBe(503);
        expect(response.headers.get('retry-after'), path).toBe('300');
        expect(await response.text(), path).toContain('Website Temporarily Unavailable');
      }
    }
  });

  it('does not let a cached copy stand in for the screen (conditional requests)', async () => {
    const etag = '"any"';
    for (const path of ['/', '/index.html', '/shop/faq/']) {
      expect((await get(path, { 'if-none-match': etag })).status, path).toBe(503);
    }
  });

  it('closes redirects, shells and unknown paths too', async () => {
    for (const path of ['/products', '/inquiry/RNG-1', '/no/such/page', '/no/such/page.html']) {
      expect((await get(path)).status, path).toBe(503);
    }
  });

  it('keeps the admin, its sign-in and reset pages, assets, the API and media open', async () => {
    for (const path of [
      '/admin',
      '/admin/products',
      '/adm-login',
      '/adm-login/',
      '/adm-login/index.html',
      '/adm-forgot-password',
      '/adm-reset-password',
      '/adm-accept-invite/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('Temporarily Unavailable');
    }
    for (const path of [
      '/_astro/app.abc123.js',
      '/_astro/shop.abc123.css',
      '/favicon.svg',
      '/search-index.json',
      '/config/maintenance-status.json',
      '/api/maintain/getMaintainStatus',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get('/media/no-such-image.webp')).status).toBe(404);
  });
});
