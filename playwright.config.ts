import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';
import { ensureEcbRates } from './tests/e2e/support/ecb-rates';
import { gatewayRun, gatewayServerEnv, seedGatewaySites } from './tests/e2e/support/gateway-sites';
import { bareUrl, E2E_PORT, tenantOrigin } from './tests/e2e/support/hosts';
import { slackServerEnv, slackStubPort } from './tests/e2e/support/slack-stub';
import { DESKTOP_VIEWPORT } from './tests/e2e/support/viewports';

/**
 * End-to-end tests on Debian's Chromium against a production build (`next start`).
 * `npm test` builds into NEXT_DIST_DIR (.next-test) first; to run these alone:
 *   NEXT_DIST_DIR=.next-test npm run build && npx playwright test
 */

const CI = !!process.env.CI;
const distDir = process.env.NEXT_DIST_DIR || '.next-test';

// A fresh embedded database for every run, so tests never see a developer's data. The config is
// evaluated again in each worker; workers inherit this variable, so only one folder is made.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-'));
  process.env.E2E_DATA_DIR_MADE_BY_CONFIG = process.env.E2E_DATA_DIR;
}

// The ECB's daily reference rates on loopback: the server's rates job fetches them at start.
const ecb = ensureEcbRates();

/** The server's environment (also the gateway sites' seeding's, below). */
const serverEnv = {
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: process.env.E2E_DATA_DIR,
  PORT: String(E2E_PORT),
  // The built-in backend on the embedded database, whatever the developer's shell has set.
  DATABASE_URL: '',
  TRAVEL_API_URL: '',
  // Rate limits in the server's memory: a Redis shared with earlier runs would carry their counts
  // over (the Redis store has its own suite, lib/backend/ratelimit/redis-store.test.ts).
  REDIS_URL: '',
  ROOT_DOMAIN: '',
  DEFAULT_TENANT: 'demo',
  SEED_DEMO: 'true',
  // As the README's `npm start`: no SESSION_SECRET or ADMIN_TOKEN (the server generates its secret
  // and keeps the admin token in DATA_DIR, where the specs find it: support/admin.ts), no SMTP_URL
  // (mail goes to the outbox, which the specs on this machine read through GET /api/dev/mailbox).
  SESSION_SECRET: '',
  ADMIN_TOKEN: '',
  SMTP_URL: '',
  EXCHANGE_RATES_URL: ecb.url,
  // Stripe and Razorpay for the gateway sites only, through the stubs the specs start on these ports.
  ...gatewayServerEnv(gatewayRun()),
  // UI error reports (send_to_slack/) to the Slack stub the error-reports spec runs, as production.
  ...slackServerEnv(slackStubPort()),
};

// The sites paying through Stripe and Razorpay, written into the fresh data folder before the server
// starts (tests/e2e/support/gateway-sites.ts); the demo sites are seeded as on any first start.
seedGatewaySites(serverEnv);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A test that passes only on retry is reported (npm test counts it as flaky) and fails the run.
  failOnFlakyTests: true,
  workers: 2,
  fullyParallel: true,
  timeout: 30_000,
  // A hung suite must not hold CI (90 minutes at most); the suite takes 7–12 minutes on 2 cores,
  // the longer when the machine's Chromium is slower, so the guard leaves room above that.
  globalTimeout: CI ? 20 * 60_000 : 0,
  expect: { timeout: 7_000 },
  outputDir: 'test-results',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: tenantOrigin('demo'),
    viewport: DESKTOP_VIEWPORT,
    // The sites are en-GB; the browser's language is also a location hint for the currency chip.
    locale: 'en-GB',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'chromium' },
    // HTTP probes of an outside attacker (account takeover, enumeration, CSRF, body size, lockout,
    // configuration leaks) against the same production server; no browser. Each probe is its own
    // client (a loopback address of its own), so the server's per-client limits never touch the
    // specs above.
    { name: 'security', testDir: 'tests/security', testMatch: '*.probe.ts' },
  ],
  webServer: {
    // The PID Playwright holds is the server itself (not npx), and no `-H 127.0.0.1`: with the
    // proxy's rewrite that turns into an HTTP hop to itself (vercel/next.js#94745).
    // --keepAliveTimeout as `npm start` (scripts/start.mjs): Node's 5 s default closes an API
    // context's idle socket while a spec drives the page, and the next POST on it reads ECONNRESET.
    command: `node node_modules/next/dist/bin/next start -p ${E2E_PORT} --keepAliveTimeout 65000`,
    // Bare localhost + /api answers with the default tenant's configuration: ready means the database
    // is opened, migrated and seeded.
    url: bareUrl('/api/api/b2b/webconfig/'),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: serverEnv,
  },
});
