// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { sitemapAlias, sitemapOptions } from './src/lib/sitemap';

// Static output only (DESIGN §1): the Hono app serves the built files on both runtimes.
// CHANDI_OUT_DIR lets the Node server build into a fresh directory and swap it in one step.
export default defineConfig({
  output: 'static',
  outDir: process.env.CHANDI_OUT_DIR ?? './dist',
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [react(), sitemap(sitemapOptions), sitemapAlias()],
  security: { csp: true },
  devToolbar: { enabled: false },
  server: { port: 4321 },
});
