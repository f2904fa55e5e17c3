import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './scripts/bench/server';

// Chosen once in the main process; workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'chandi-e2e-'));
process.env.E2E_SMTP_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
const smtpPort = Number(process.env.E2E_SMTP_PORT);

export const e2eAdmin = { email: 'owner@chandi.example', password: 'e2e-admin-password' };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['./e2e/spec-times.ts']],
  timeout: 30_000,
  // Two workers, the server and its builds share two cores: what a page shows after its code has
  // run can take seconds on a busy machine, so it gets 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs
      // headless): the same engine without the desktop browser around it, at half the CPU per
      // page on a two-core machine (decision 048).
      executablePath: '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  // The storefront specs run first, side by side. The admin specs and the hostile-text check run
  // next, side by side: they add categories and products (and remove them again) that the
  // storefront specs would see, and publish. Last comes what changes the whole shop for everyone:
  // the maintenance switch closes the storefront, and the owner's password reset ends the
  // sessions the admin specs hold.
  projects: [
    { name: 'storefront', testIgnore: /(admin.*|hostile|shop-wide)\.spec\.ts/ },
    { name: 'admin', testMatch: /(admin.*|hostile)\.spec\.ts/, dependencies: ['storefront'] },
    { name: 'shop-wide', testMatch: /shop-wide\.spec\.ts/, dependencies: ['admin'] },
  ],
  // A real SMTP server on loopback that writes every message it receives into E2E_DATA_DIR/mail
  // (e2e/mail.ts reads them), then the real shop on a fresh temporary database: it migrates, seeds,
  // builds the site and serves it, sending its e-mail to that server.
  webServer: [
    {
      command: 'npx tsx scripts/mail-catcher.ts',
      port: smtpPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { MAIL_CATCHER_PORT: String(smtpPort), MAIL_CATCHER_DIR: join(dataDir, 'mail') },
    },
    {
      command: 'npm start',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATABASE_URL: `file:${join(dataDir, 'shop.db')}`,
        UPLOADS_DIR: join(dataDir, 'uploads'),
        BACKUP_DIR: join(dataDir, 'backups'),
        SITE_DIR: join(dataDir, 'site'),
        SITE_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        ADMIN_RESET_SECRET: 'e2e-reset-secret-value',
        // Every spec sends from 127.0.0.1: without headroom the inquiry limit (5 per 10 minutes)
        // would decide which spec fails. The limits themselves are tested in functions/security/.
        RATE_LIMIT_SCALE: '10',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Chandi <shop@chandi.example>',
      },
    },
  ],
});
