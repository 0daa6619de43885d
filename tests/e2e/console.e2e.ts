import { expect, type Page, test } from '@playwright/test';
import {
  E2E_PORT,
  expectNoSeriousA11yViolations,
  MOBILE_VIEWPORT,
  rootCssVariable,
  signInContext,
  tenantUrl,
} from './support';
import { CONSOLE_SITE } from './support/gateway-sites';

/**
 * Issue 32 in the browser, as a site's agency admin: change the main colour and the tagline in the
 * console, publish, see them on the site; restore the first version and see the site as it was; a
 * colour that is not one is refused next to its field and nothing is published. The site is the
 * spec's own (CONSOLE_SITE), so no other spec sees its colours change.
 */

test.describe.configure({ mode: 'serial' });

const { key, admin } = CONSOLE_SITE;
const ORIGINAL_BRAND = '#0f766e';

async function homeBrand(page: Page): Promise<string> {
  await page.goto(tenantUrl(key, '/search/trips'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await rootCssVariable(page, '--brand')).toLowerCase();
}

test('the admin publishes a new colour and tagline, sees them on the site, and restores the first version', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInContext(context, request, key, admin.email, admin.password);
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);

  // Reached from the profile menu.
  await page.getByTestId('profile-menu').getByRole('button').click();
  await page.getByRole('link', { name: 'Site console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site console' })).toBeVisible();
  await expect(page.getByLabel('Main colour')).toHaveValue(ORIGINAL_BRAND);

  await page.getByLabel('Main colour').fill('#aa3300');
  await page.getByLabel('Tagline').fill('Partner rates, published from the console');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  const latest = page.getByTestId('console-version').first();
  await expect(latest).toContainText('published');
  await expect(latest).toContainText('Changed: main_button_color, tagline, theme.primary_color');
  await expect(latest).toContainText(admin.email);
  await expectNoSeriousA11yViolations(page);

  // Visitors see it on the next page they open.
  expect(await homeBrand(page)).toBe('#aa3300');
  await expect(page.getByText('Partner rates, published from the console')).toBeVisible();

  // The first version, as loaded, restored as a new one.
  await page.goto(tenantUrl(key, '/console'));
  const original = page.getByTestId('console-version').filter({ hasText: 'as first loaded' });
  await original.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByText(/^Published: version \d+ is live\.$/)).toBeVisible();
  await expect(page.getByTestId('console-version').first()).toContainText('restored from version');
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);
});

test('a colour that is not one is refused next to its field, and nothing is published', async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, request, key, admin.email, admin.password);
  await page.setViewportSize(MOBILE_VIEWPORT);
  await page.goto(tenantUrl(key, '/console'));
  const versions = page.getByTestId('console-version');
  await expect(page.getByLabel('Main colour')).toHaveValue(ORIGINAL_BRAND);
  const before = await versions.count();
  await page.getByLabel('Main colour').fill('blue');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Nothing was published: please correct the fields marked.')).toBeVisible();
  await expect(page.getByLabel('Main colour')).toHaveAccessibleDescription(
    'Expected a hex colour such as #0b5cad',
  );
  await expect(versions).toHaveCount(before);
  // The page fits a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await homeBrand(page)).toBe(ORIGINAL_BRAND);
});

test('signed out, the console calls answer 401; the page asks for a sign-in', async ({ page, request }) => {
  const origin = `http://127.0.0.1:${E2E_PORT}`;
  const headers = { host: `${key}.localhost:${E2E_PORT}`, origin: `http://${key}.localhost:${E2E_PORT}` };
  expect((await request.get(`${origin}/api/api/console/site`, { headers })).status()).toBe(401);
  expect(
    (
      await request.post(`${origin}/api/api/console/site/publish`, {
        headers,
        data: { base_version: 1, config: {} },
      })
    ).status(),
  ).toBe(401);
  await page.goto(tenantUrl(key, '/console'));
  await expect(page.getByRole('heading', { level: 1, name: 'Site console' })).toHaveCount(0);
});
