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
  // A page's code comes at least 1.5 s after its document when its first picture is slow
  // (decision 035), and later on a busy two-core machine: what waits for it gets 10 s.
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
  // The admin flow switches the whole shop to maintenance for a moment, so it runs after the rest.
  // The hostile-text check adds a category and a product that the storefront specs would see, so it
  // runs between the two (and removes them again). The other admin specs (admin-*.spec.ts) sign in
  // as the same owner, whose sessions the admin flow's password reset ends, so they run after it.
  projects: [
    { name: 'storefront', testIgnore: /(admin.*|hostile)\.spec\.ts/ },
    { name: 'hostile', testMatch: /hostile\.spec\.ts/, dependencies: ['storefront'] },
    { name: 'admin', testMatch: /admin\.spec\.ts/, dependencies: ['hostile'] },
    { name: 'admin-more', testMatch: /admin-.+\.spec\.ts/, dependencies: ['admin'] },
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
