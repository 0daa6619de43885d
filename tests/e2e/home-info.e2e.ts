import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, MOBILE_VIEWPORT, TENANTS, tenantUrl } from './support';

/** Home (the search module's three routes) and the info pages, on both demo tenants. */

const PAGE_MISSING = 'Error 404: Page Not found';

for (const tenant of TENANTS) {
  for (const path of ['/search/trips', '/holidays', '/userloginsso']) {
    test(`${tenant}: ${path} shows the home with the search slot and mode tabs`, async ({ page }) => {
      const res = await page.goto(tenantUrl(tenant, path));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const modes = page.getByRole('navigation', { name: 'What would you like to book?' }).getByRole('link');
      expect(await modes.count()).toBeGreaterThan(2);
      await expect(modes.first()).toHaveAttribute('href', /^#\w+$/);
    });
  }

  for (const path of ['/contact-us', '/about_us', '/privacy_policy', '/terms_conditions', '/terms']) {
    test(`${tenant}: ${path} is an info page inside the site shell`, async ({ page }) => {
      const res = await page.goto(tenantUrl(tenant, path));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo').first()).toBeVisible();
    });
  }

  test(`${tenant}: /about-us without the custom-page capability redirects to /about_us`, async ({ page }) => {
    await page.goto(tenantUrl(tenant, '/about-us'));
    expect(new URL(page.url()).pathname).toBe('/about_us');
  });

  test(`${tenant}: /404 answers 404 with the spec's text`, async ({ page }) => {
    const res = await page.goto(tenantUrl(tenant, '/404'));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: PAGE_MISSING })).toBeVisible();
  });
}

test('demo: home shows banners, top destinations, testimonials and certificates', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/search/trips'));
  await expect(page.getByRole('region', { name: 'Current offers' }).getByRole('img')).toHaveCount(2);
  const paris = page.getByRole('link', { name: /^Paris\b/ });
  await expect(paris).toHaveAttribute('href', '/search/trips?destination=Paris#travel_and_stay');
  await expect(page.getByRole('region', { name: 'What our customers say' })).toContainText('Priya Raman');
  await expect(page.getByRole('region', { name: 'Accredited and protected' }).getByRole('img')).toHaveCount(
    2,
  );
});

test('b2b: no top destinations (switched off) and no updates page (none configured)', async ({ page }) => {
  await page.goto(tenantUrl('b2b', '/search/trips'));
  await expect(page.getByRole('region', { name: 'Current offers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top destinations' })).toHaveCount(0);
  const res = await page.goto(tenantUrl('b2b', '/updates'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: PAGE_MISSING })).toBeVisible();
});

test('demo: about_us and updates render the configured HTML', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/about_us'));
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await page.goto(tenantUrl('demo', '/updates'));
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
  await expect(page.getByText('New winter city breaks')).toBeVisible();
});

test('demo: contact-us offers tappable customer care and the agency details', async ({ page }) => {
  await page.goto(tenantUrl('demo', '/contact-us'));
  const care = page.getByRole('region', { name: 'Customer care' });
  await expect(care.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
    'href',
    'tel:+442079460958',
  );
  await expect(care.getByRole('link', { name: 'care@wanderlight.example' })).toHaveAttribute(
    'href',
    'mailto:care@wanderlight.example',
  );
  await expect(page.getByRole('region', { name: 'Agency details' })).toContainText('United Kingdom');
});

test('b2b: legal pages name the agency, its country and contact address', async ({ page }) => {
  await page.goto(tenantUrl('b2b', '/terms_conditions'));
  const main = page.getByRole('main');
  await expect(main).toContainText('Meridian Trade Travel');
  await expect(main).toContainText('governed by the law of the Netherlands');
  await expect(main).toContainText('agents@meridian-trade.example');
});

test.describe('mobile', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('demo: home uses the mobile background and has no horizontal overflow', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    const hero = page.locator('picture img');
    await expect(hero).toHaveJSProperty(
      'currentSrc',
      tenantUrl('demo', '/assets/tenants/demo/background-mobile.svg'),
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const path of ['/search/trips', '/contact-us', '/privacy_policy']) {
    test(`demo: ${path} fits the 390 px screen and has no serious accessibility violation`, async ({
      page,
    }) => {
      await page.goto(tenantUrl('demo', path));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('demo: info pages have no serious accessibility violation on desktop', async ({ page }) => {
  for (const path of ['/contact-us', '/about_us', '/terms']) {
    await page.goto(tenantUrl('demo', path));
    await expectNoSeriousA11yViolations(page);
  }
});
