// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { productSitemap, sitemapAlias, sitemapOptions } from './src/build/sitemap';
import { pageScripts } from './src/build/page-scripts';
import { compileHints } from './src/build/compile-hints';
import { cspHash, inlineCode, inlineScripts } from './src/build/inline-code';

/** Browser modules of the storefront's stores, helpers, scripts and rules (not the admin app's). */
const sharedBrowserCode = (/** @type {string} */ id) =>
  (/[\\/]src[\\/](stores|lib|scripts|contract)[\\/]/.test(id) && !/admin/.test(id)) ||
  /[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/.test(id);

/** Modules the storefront's islands share (form parts, hooks), the admin's sign-in forms too. */
const storefrontIslandCode = /[\\/]src[\\/]islands[\\/][^\\/]+$/;

// The admin page's first script: it starts the first requests before React arrives, so it and what
// it imports (taken along by its group) must not share a chunk with anything that imports React.
const adminFirstLoad = /[\\/]src[\\/]islands[\\/]admin[\\/]first-load\.ts$/;

/** React itself and its nanostores binding: one chunk instead of five. */
const reactCode = /[\\/]node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react)[\\/]/;

/**
 * Chunks most of whose code runs as a page starts: React, the storefront's shared stores and
 * helpers, the islands' shared parts, and the admin's first load and shared screens. V8 compiles a
 * chunk marked so whole, on a background thread while it arrives, where it would otherwise compile
 * each function on the page's thread when first called (about 125 → 70 ms of the admin sign-in
 * page's thread here, and half of a product page's 35-65 ms).
 */
const compiledWhole = (/** @type {{ name: string, moduleIds: string[] }} */ chunk) =>
  ['site', 'islands', 'admin-start', 'admin'].includes(chunk.name) ||
  chunk.moduleIds.some((id) => reactCode.test(id));

const site = process.env.SITE_URL ?? 'http://localhost:4321';

// Static output only (DESIGN §1): the Hono app serves the built files on both runtimes.
// CHANDI_OUT_DIR lets the Node server build into a fresh directory and swap it in one step.
export default defineConfig({
  output: 'static',
  outDir: process.env.CHANDI_OUT_DIR ?? './dist',
  site,
  trailingSlash: 'ignore',
  // Styles go inline: a page's CSS is 6–9 KB gzip, cheaper in the HTML than a render-blocking
  // request (one more connection and round trip on a phone before anything paints). Four pages at
  // a time: one renders while another is written (5,000 product pages: 19.5 s -> 16.1 s here).
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  integrations: [
    react(),
    sitemap(sitemapOptions(site)),
    productSitemap(),
    sitemapAlias(),
    pageScripts(),
  ],
  vite: {
    plugins: [inlineCode(), compileHints(compiledWhole)],
    // Bundled into the build's page code: loaded as a package, Node's resolver spent 0.45 s of a
    // 5 s rebuild in drizzle-orm's package.json (179 KB of `exports`) for the 330 files it took
    // from it. The pages are byte for byte the same.
    resolve: { noExternal: ['drizzle-orm'] },
    environments: {
      client: {
        build: {
          rollupOptions: {
            output: {
              // One chunk for the stores and helpers the storefront's scripts share, instead of a
              // dozen 1 KB chunks that a phone fetches three imports deep, one round trip each. The
              // same for the admin's shared modules and for React: an admin screen's code was 17
              // files, and the browser's main thread spends milliseconds starting each request.
              codeSplitting: {
                // A group also takes what its modules import, unless a group of higher priority
                // has it: React and the first script keep their own chunks.
                groups: [
                  { name: 'react', test: reactCode, minShareCount: 2, priority: 40 },
                  { name: 'site', test: sharedBrowserCode, minShareCount: 2, priority: 30 },
                  { name: 'islands', test: storefrontIslandCode, minShareCount: 2, priority: 25 },
                  { name: 'admin-start', test: adminFirstLoad, priority: 20 },
                  {
                    name: 'admin',
                    test: /[\\/]src[\\/]islands[\\/]admin[\\/]/,
                    minShareCount: 2,
                    priority: 10,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  security: {
    csp: {
      // Astro hashes the scripts it bundles; the inline ones (`is:inline`) are listed here.
      scriptDirective: {
        hashes: Object.values(inlineScripts).map(cspHash),
      },
    },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
