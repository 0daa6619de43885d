import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { bareUrl, E2E_PORT, tenantOrigin } from './tests/e2e/support/hosts';
import { ensureSmtpSink } from './tests/e2e/support/smtp-sink';
import { DESKTOP_VIEWPORT } from './tests/e2e/support/viewports';

/**
 * End-to-end tests on Debian's Chromium against a production build (`next start`).
 * `npm test` builds into NEXT_DIST_DIR (.next-test) first; to run these alone:
 *   NEXT_DIST_DIR=.next-test node node_modules/next/dist/bin/next build && npx playwright test
 */

const CI = !!process.env.CI;
const distDir = process.env.NEXT_DIST_DIR || '.next-test';

// A fresh embedded database for every run, so tests never see a developer's data. The config is
// evaluated again in each worker; workers inherit this variable, so only one folder is made.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-'));
  process.env.E2E_DATA_DIR_MADE_BY_CONFIG = process.env.E2E_DATA_DIR;
}

// Secrets of the end-to-end server only (production mode needs a session secret); the specs read the
// admin token from here to add test tenants through the internal API.
process.env.E2E_SESSION_SECRET ||= 'itinera-e2e-session-secret-not-for-any-real-deployment';
process.env.E2E_ADMIN_TOKEN ||= 'itinera-e2e-admin-token';

// A real SMTP server (smtp-server) on a free loopback port, started here because Playwright launches
// the webServer before globalSetup and the server's SMTP_URL must name the port. Messages land as
// JSON files in E2E_MAIL_DIR for the specs (`waitForMail`); globalSetup stops it at the end.
const smtp = ensureSmtpSink();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  fullyParallel: true,
  timeout: 30_000,
  // CI must finish well inside its 20 minutes even if something hangs.
  globalTimeout: CI ? 10 * 60_000 : 0,
  expect: { timeout: 7_000 },
  outputDir: 'test-results',
  globalSetup: './tests/e2e/support/global-setup.ts',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: tenantOrigin('demo'),
    viewport: DESKTOP_VIEWPORT,
    // The sites are en-GB; the browser's language is also a location hint for the currency chip.
    locale: 'en-GB',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The PID Playwright holds is the server itself (not npx), and no `-H 127.0.0.1`: with the
    // proxy's rewrite that turns into an HTTP hop to itself (vercel/next.js#94745).
    command: `node node_modules/next/dist/bin/next start -p ${E2E_PORT}`,
    // Bare localhost + /api answers with the default tenant's configuration: ready means the database
    // is opened, migrated and seeded.
    url: bareUrl('/api/api/b2b/webconfig/'),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PORT: String(E2E_PORT),
      // The built-in backend on the embedded database, whatever the developer's shell has set.
      DATABASE_URL: '',
      TRAVEL_API_URL: '',
      ROOT_DOMAIN: '',
      DEFAULT_TENANT: 'demo',
      SEED_DEMO: 'true',
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
      // E-mail goes over real SMTP to the sink; with the development mailbox on, a copy stays in the
      // outbox too, which the other sign-in specs read through GET /api/dev/mailbox.
      SMTP_URL: smtp.url,
      DEV_MAILBOX: 'on',
    },
  },
});
