import { expect, test } from '@playwright/test';
import { bareUrl, E2E_PORT, TENANTS, tenantUrl } from './support/hosts';

const SITE_MISSING = 'This site does not exist';
const PAGE_MISSING = 'Error 404: Page Not found';

test('an unknown tenant host answers 404 saying the site does not exist', async ({ page }) => {
  const res = await page.goto(`http://no-such-agency.localhost:${E2E_PORT}/search/trips`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: SITE_MISSING })).toBeVisible();
  await expect(page.getByText(PAGE_MISSING)).toHaveCount(0);
});

for (const tenant of TENANTS) {
  test(`${tenant}: an unknown path answers the spec's 404 page`, async ({ page }) => {
    const res = await page.goto(tenantUrl(tenant, '/no/such/page'));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: PAGE_MISSING })).toBeVisible();
  });

  test(`${tenant}: the empty path goes to /search/trips`, async ({ page }) => {
    const res = await page.goto(tenantUrl(tenant, '/'));
    expect(res?.status()).toBe(200);
    expect(page.url()).toBe(tenantUrl(tenant, '/search/trips'));
  });
}

test('a URL carrying modalOpened never shows the 404 page', async ({ page }) => {
  const res = await page.goto(tenantUrl('demo', '/search/trips/modalOpened'));
  expect(res?.status()).not.toBe(404);
  await expect(page.getByText(PAGE_MISSING)).toHaveCount(0);
});

test('bare localhost redirects to the default tenant, keeping the path', async ({ page }) => {
  const res = await page.goto(bareUrl('/search/trips'));
  expect(res?.status()).toBe(200);
  expect(page.url()).toBe(tenantUrl('demo', '/search/trips'));
});
