import { expect, test } from '@playwright/test';
import {
  DESKTOP_VIEWPORT,
  expectNoSeriousA11yViolations,
  MOBILE_VIEWPORT,
  signInContext,
  tenantUrl,
} from './support';

/** Spec §2 organised packages (static_package, mbl/static_package) and featured-packages. */

test.describe('organised packages (1280 px)', () => {
  test.use({ viewport: DESKTOP_VIEWPORT, locale: 'en-GB' });

  test('list → filter → detail', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/static_package/list'));
    await expect(page.getByRole('heading', { level: 1, name: 'Organised packages' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '6 packages' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Destination').fill('venice');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: '1 package' })).toBeVisible();
    await page.getByRole('link', { name: 'View package: Classic Italy: Rome, Florence and Venice' }).click();
    await expect(page).toHaveURL(/\/static_package\/detail\?id=classic-italy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Classic Italy: Rome, Florence and Venice',
    );
    await expect(page.getByRole('heading', { name: 'Itinerary' })).toBeVisible();
    await expect(page.getByTestId('package-price')).toContainText('£1,299');
    await expect(page.getByText('Price inclusive of taxes')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("prices follow the visitor's currency", async ({ page }) => {
    await page.goto(tenantUrl('demo', '/static_package/detail?id=paris-long-weekend'));
    await page.evaluate(() => {
      localStorage.setItem('country', 'NL');
      localStorage.setItem('currency', 'EUR');
    });
    await page.reload();
    await expect(page.getByTestId('package-price')).toContainText('€');
  });

  test('an unknown package is the 404 page', async ({ page }) => {
    const res = await page.goto(tenantUrl('demo', '/static_package/detail?id=no-such-package'));
    expect(res?.status()).toBe(404);
  });

  test('featured packages on demo; 404 on b2b (feature off)', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/featured-packages'));
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Packages' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    const res = await page.goto(tenantUrl('b2b', '/featured-packages'));
    expect(res?.status()).toBe(404);
  });
});

test.describe('organised packages, mobile (390 px)', () => {
  test.use({ viewport: MOBILE_VIEWPORT, locale: 'en-GB' });

  test('mbl list → detail, without horizontal overflow', async ({ page, request }) => {
    // b2b is invitation-only: its packages are for signed-in members.
    await page.goto(tenantUrl('b2b', '/mbl/static_package/list'));
    await expect(page.getByText('Please login to continue').first()).toBeVisible();
    await signInContext(page.context(), request, 'b2b', 'admin@meridian.example', 'Meridian-admin-1');
    await page.goto(tenantUrl('b2b', '/mbl/static_package/list'));
    await expect(page.getByRole('heading', { name: '3 packages' })).toBeVisible();
    await page.getByRole('link', { name: 'View package: Rome Group Incentive' }).click();
    await expect(page).toHaveURL(/\/mbl\/static_package\/detail\?id=rome-group-incentive$/);
    await expect(page.getByTestId('package-price')).toContainText('€890');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
  });
});
