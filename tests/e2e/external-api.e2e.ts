import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  STUB_CURRENCIES,
  STUB_DEFAULT_PASSWORD_IV,
  STUB_DEFAULT_PASSWORD_KEY,
} from '../contract/travel-api-stub/sites';
import { startTravelApiStub, type TravelApiStub } from '../contract/travel-api-stub/stub';
import { DESKTOP_VIEWPORT, E2E_PORT, expectNoSeriousA11yViolations } from './support';

/**
 * Issue 14's acceptance, in a real browser: the production build started with TRAVEL_API_URL at a
 * Travel API written from the spec's text alone (tests/contract/travel-api-stub), never at the
 * built-in backend. Both of the stub's agencies render with their configuration; sign-up, OTP,
 * password sign-in, reload, logout (the API's session ends), autocomplete, the currency chooser,
 * the quotation page and its PDF work; a configuration with one unreadable field still serves every
 * page and the server's log names the field once.
 *
 * This file starts its own server (next to the suite's built-in one, from the same build) so that
 * it can read that server's log; its tests run in order in one worker.
 */

// One worker drives two servers here: give each test room on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: DESKTOP_VIEWPORT, locale: 'en-GB' });

const PORT = E2E_PORT + 1;
const BASIC = 'storefront:e2e-stub-secret';
const APP_ID = 'itinera-e2e';
const origin = (site: string) => `http://${site}.localhost:${PORT}`;
const url = (site: string, p: string) => `${origin(site)}${p}`;

let stub: TravelApiStub;
let server: ChildProcess | null = null;
let dataDir = '';
let log = '';

async function waitUntilServing(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`storefront exited:\n${log}`);
    try {
      await fetch(`http://localhost:${PORT}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`storefront did not start on ${PORT}:\n${log}`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stub = await startTravelApiStub({ basicAuth: BASIC, appId: APP_ID });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'itinera-e2e-external-'));
  server = spawn(
    process.execPath,
    [path.join(process.cwd(), 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)],
    {
      env: {
        ...process.env,
        NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        TRAVEL_API_URL: stub.url,
        TRAVEL_API_BASIC_AUTH: BASIC,
        TRAVEL_API_APP_ID: APP_ID,
        TRAVEL_API_PARTNER_ID: '',
        TRAVEL_API_PASSWORD_KEY: STUB_DEFAULT_PASSWORD_KEY,
        TRAVEL_API_PASSWORD_IV: STUB_DEFAULT_PASSWORD_IV,
        ROOT_DOMAIN: '',
        DEFAULT_TENANT: 'sunrise',
        SEED_DEMO: 'false',
        SESSION_SECRET: '',
        ADMIN_TOKEN: '',
        SMTP_URL: '',
        AUTOCOMPLETE_WARMUP: 'off',
        JOB_WORKER: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  await waitUntilServing(Date.now() + 90_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await stub?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const header = (page: Page) => page.getByTestId('desktop-header');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens a page with the special-fare prompt already seen, once sign-in has asked check_auth. */
async function open(page: Page, site: string, p: string) {
  await page.addInitScript(() => {
    sessionStorage.setItem('itinera.browserSession', 'e2e');
    localStorage.setItem('splFareTipReminded', 'e2e');
  });
  const checked = page.waitForResponse((r) => r.url().includes('/api/check_auth/'));
  const res = await page.goto(url(site, p));
  await checked;
  return res;
}

test('both agencies render with their own configuration from the external API', async ({ page }, info) => {
  const home = await open(page, 'sunrise', '/search/trips');
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(/Sunrise Journeys/);
  await expect(page.getByText('Wake up somewhere new')).toBeVisible();
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
  );
  expect(brand).toBe('#e4572e');
  // Banners, certificates and destinations given as data:image URLs are shown; the data:text one is not.
  const banners = page.getByRole('region', { name: 'Current offers' }).getByRole('img');
  await expect(banners).toHaveCount(2);
  expect(await banners.first().getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByRole('region', { name: 'Accredited and protected' }).getByRole('img')).toHaveCount(
    1,
  );
  await expect(page.getByRole('link', { name: /^Goa\b/ })).toBeVisible();
  // Testimonials whose text sits under other keys (review, comment).
  const reviews = page.getByRole('region', { name: 'What our customers say' });
  await expect(reviews).toContainText('Every transfer was on time.');
  await expect(reviews).toContainText('Kerala in monsoon, beautifully planned.');
  await page.screenshot({ path: info.outputPath('sunrise-home-1280.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  for (const [p, text] of [
    ['/about_us', 'since 2009'],
    ['/contact-us', 'care@sunrise.example'],
    ['/updates', 'monsoon packages'],
    ['/featured-packages', 'Featured Packages'],
  ] as const) {
    const res = await page.goto(url('sunrise', p));
    expect(res?.status(), p).toBe(200);
    await expect(page.locator('body')).toContainText(text);
  }

  await page.goto(url('atlas', '/about_us'));
  await expect(page).toHaveTitle(/Atlas Trade Desk/);
  await expect(page.getByRole('main')).toContainText('serves travel agents in the Gulf');
  const atlasBrand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
  );
  expect(atlasBrand).toBe('#1d3557');
  await page.goto(url('atlas', '/search/trips'));
  // Invitation only (invite_only 'true'): the login dialog guards the page.
  await expect(dialog(page, 'Login')).toBeVisible();
  await page.screenshot({ path: info.outputPath('atlas-guard-1280.png') });
});

test('a configuration with one unreadable field serves every page; the log names the field once', async ({
  page,
}) => {
  for (const p of [
    '/search/trips',
    '/holidays',
    '/about_us',
    '/contact-us',
    '/updates',
    '/terms',
    '/featured-packages',
  ]) {
    const res = await page.goto(url('odd', p));
    expect(res?.status(), p).toBe(200);
    await expect(page).toHaveTitle(/Oddly Shaped Tours|Sunrise Journeys/);
  }
  await expect(page.getByText('Sorry we are unable to fetch site details.')).toHaveCount(0);
  // The server's output reaches this process through a pipe, so it may trail the page a little.
  const named = () => log.split('\n').filter((l) => l.includes('[site-config] odd:'));
  await expect.poll(named).toEqual([expect.stringContaining("field 'testimonials_set' could not be read")]);
  expect(log).not.toMatch(/DYNAMIC_SERVER_USAGE/);
});

test('sign-up and OTP sign-in, reload still signed in, logout ends the API session', async ({
  page,
}, info) => {
  const email = `e2e-${Date.now()}@sunrise.example`;
  await open(page, 'sunrise', '/search/trips');
  await header(page).getByRole('button', { name: 'Login' }).click();
  const login = dialog(page, 'Login');
  await login.getByLabel('Email address').fill(email);
  await login.getByRole('button', { name: 'Generate OTP' }).click();
  await expect(login.getByText('User not found')).toBeVisible();

  const reg = dialog(page, 'Register or Sign Up');
  await expect(reg).toBeVisible();
  await expect(reg.getByLabel('Email')).toHaveValue(email);
  await reg.getByLabel('Title').selectOption('Ms.');
  await reg.getByLabel('First Name').fill('Nila');
  await reg.getByLabel('Last Name').fill('Iyer');
  await reg.getByLabel('Country code').selectOption('+91');
  await reg.getByLabel('Phone Number').fill('9876501234');
  await reg.getByRole('button', { name: 'Register' }).click();

  // Registered: the API's message + '. Please login to continue.', and the OTP already sent.
  const otpDialog = dialog(page, 'Login');
  await expect(
    otpDialog.getByText('Account created. Please login to continue.', { exact: true }),
  ).toBeVisible();
  await expect(otpDialog.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
  await expect.poll(() => stub.outbox().filter((m) => m.to === email).length).toBeGreaterThan(0);
  const otp =
    stub
      .outbox()
      .filter((m) => m.to === email)
      .at(-1)?.otp ?? '';
  await otpDialog.getByLabel('OTP', { exact: true }).fill(otp);
  await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(otpDialog).toBeHidden();
  const menu = header(page).getByRole('button', { name: 'Account menu for Nila' });
  await expect(menu).toBeVisible();
  expect(stub.sessions().filter((s) => s.userEmail === email)).toHaveLength(1);

  // The API's cookies stay on the server: the browser holds only the storefront's sealed cookie.
  const cookies = await page.context().cookies(origin('sunrise'));
  expect(cookies.map((c) => c.name)).toContain('itinera_api');
  expect(cookies.map((c) => c.name)).not.toContain('sessionid');

  await page.reload();
  await expect(menu).toBeVisible();
  await page.screenshot({ path: info.outputPath('sunrise-signed-in-1280.png') });

  await menu.click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  expect(stub.sessions().filter((s) => s.userEmail === email)).toEqual([]);
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
});

test('autocomplete reads the API’s bare list; the currency chooser offers get_currency’s currencies', async ({
  page,
}, info) => {
  await open(page, 'sunrise', '/search/trips#travel_and_stay');
  const form = page.locator('form[data-mode="travel_and_stay"]');
  const box = form.getByRole('combobox', { name: 'Going to' });
  await box.click();
  await box.pressSequentially('goa', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: 'Going to' });
  await expect(listbox.getByRole('option', { name: /Goa, India/ }).first()).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Goa Velha/ }).first()).toBeVisible();
  await page.screenshot({ path: info.outputPath('sunrise-autocomplete-1280.png') });
  await box.press('Escape');

  const chip = page.getByRole('banner').first().locator('[data-slot="country-currency"]');
  await chip.click();
  const chooser = dialog(page, 'Country and currency');
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /^Currency / }).click();
  const options = chooser.getByRole('listbox', { name: 'Currencies' }).getByRole('option');
  const expected = [...STUB_CURRENCIES]
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map((c) => `${c.name} (${c.code})`);
  await expect(options).toHaveText(expected);
  await page.screenshot({ path: info.outputPath('sunrise-currency-1280.png') });
  await chooser.getByRole('combobox', { name: 'Search currency' }).fill('dirham');
  await chooser.getByRole('combobox', { name: 'Search currency' }).press('Enter');
  await chooser.getByRole('button', { name: 'Save' }).click();
  await expect(chip).toContainText('AED');
});

test('password sign-in on the invitation-only agency, reload, quotation page and its PDF, logout', async ({
  page,
}, info) => {
  await page.goto(url('atlas', '/search/trips'));
  const login = dialog(page, 'Login');
  await expect(login).toBeVisible();
  await login.getByLabel('Email').fill('agent@atlas.example');
  await login.getByLabel('Password', { exact: true }).fill('Atlas-agent-1');
  await login.getByRole('button', { name: 'Login to Continue' }).click();
  await expect(login).toBeHidden();
  const menu = header(page).getByRole('button', { name: 'Account menu for Layla' });
  await expect(menu).toBeVisible();
  await page.reload();
  await expect(menu).toBeVisible();

  await page.goto(url('atlas', '/quotation-details/LD-7002'));
  await expect(page.getByRole('heading', { level: 1, name: 'Trip to Baku & Tbilisi' })).toBeVisible();
  await expect(page.getByTestId('quotation-opp-id')).toHaveText('OPP-5002-0042');
  await expect(page.getByTestId('quotation-date')).toHaveText('22-Nov-26');
  await expect(page.getByTestId('quotation-travel-date')).toHaveText('14-Mar-27');
  await expect(page.getByTestId('quotation-travellers')).toContainText('2 Adults');
  await expect(page.getByTestId('quotation-travellers')).toContainText('1 Child');
  await expect(page.getByText('omar@client.example')).toBeVisible();
  await expect(page.getByTestId('quotation-price')).toContainText('8,450.50');
  await page.screenshot({ path: info.outputPath('atlas-quotation-1280.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // Polled every 10 s on §7's answer (success + a path list), then downloaded through the site.
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Download Quotation' }).click();
  await expect(page.getByRole('button', { name: 'Download Quotation' })).toHaveAttribute('aria-busy', 'true');
  const file = await (await download).path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await menu.click();
  await page.getByTestId('profile-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully.')).toBeVisible();
  expect(stub.sessions().filter((s) => s.userEmail === 'agent@atlas.example')).toEqual([]);
});

/** Waits until the stub has heard nothing for a while: the last test's page may still be talking. */
async function untilApiQuiet(quietMs = 1_500): Promise<number> {
  let count = stub.calls().length;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await new Promise((r) => setTimeout(r, 100));
    const now = stub.calls().length;
    if (now !== count) [count, quietSince] = [now, Date.now()];
  }
  return count;
}

test('the storefront answers its own calls and sends the §7 headers on every call', async ({ request }) => {
  const before = await untilApiQuiet();
  const own = await request.get(`http://127.0.0.1:${PORT}/api/v1/visitor/location`, {
    headers: { host: `sunrise.localhost:${PORT}`, 'accept-language': 'en-IN' },
  });
  expect(own.status()).toBe(200);
  expect(await own.json()).toMatchObject({ status: true, data: { country: 'IN', currency: 'INR' } });
  const mailbox = await request.get(`http://127.0.0.1:${PORT}/api/dev/mailbox`, {
    headers: { host: `sunrise.localhost:${PORT}` },
  });
  expect(mailbox.status()).toBe(200);
  // Answered by the storefront (which asks the API only for the currencies it offers).
  expect(
    stub
      .calls()
      .slice(before)
      .map((c) => c.path),
  ).toEqual(['get_currency']);

  const calls = stub.calls();
  expect(calls.length).toBeGreaterThan(10);
  expect(
    calls.filter((c) => c.status === 401 && c.path !== 'user/details' && c.path !== 'quotation_details'),
  ).toEqual([]);
  expect(calls.every((c) => c.appId === APP_ID)).toBe(true);
  expect(calls.filter((c) => c.path !== 'v1/get_webconfig' && !c.partnerId)).toEqual([]);
});
