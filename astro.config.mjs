// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { productSitemap, sitemapAlias, sitemapOptions } from './src/build/sitemap';
import { pageScripts } from './src/build/page-scripts';
import { inlineScripts } from './src/lib/inline-scripts';
import { createHash } from 'node:crypto';

/** Browser modules of the storefront's stores, helpers and scripts (not the admin app's). */
const sharedBrowserCode = (/** @type {string} */ id) =>
  (/[\\/]src[\\/](stores|lib|scripts)[\\/]/.test(id) && !/admin/.test(id)) ||
  /[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]/.test(id);

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
    environments: {
      client: {
        build: {
          rollupOptions: {
            output: {
              // One chunk for the stores and helpers the storefront's scripts share, instead of a
              // dozen 1 KB chunks that a phone fetches three imports deep, one round trip each.
              codeSplitting: {
                groups: [{ name: 'site', test: sharedBrowserCode, minShareCount: 2 }],
              },
            },
          },
        },
      },
    },
  },
  security: {
    csp: {
      // Astro hashes the scripts it bundles; the few `is:inline` ones are listed here.
      scriptDirective: {
        hashes: inlineScripts.map(
          (code) =>
            /** @type {const} */ (`sha256-${createHash('sha256').update(code).digest('base64')}`),
        ),
      },
    },
  },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
