import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, MOBILE_VIEWPORT, tenantUrl } from './support';

/** The site shell of spec §2: desktop header and footer at 1280 px, mobile shell at 390 px. */

const header = (page: Page) => page.getByRole('banner').first();

/**
 * A first visit to a logged-out home meets a spec prompt first (§4): the special-fare action sheet
 * on a consumer site, 'Please login to continue' on an invitation-only one. Dismiss it as a visitor
 * would before using the menu behind it.
 */
async function dismissFirstVisitPrompt(page: Page, kind: 'specialFare' | 'loginGuard') {
  if (kind === 'specialFare') {
    await expect(page.getByText('You may be eligible for special fares by logging in')).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('You may be eligible for special fares by logging in')).toBeHidden();
  } else {
    await expect(page.getByText('Please login to continue')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Please login to continue')).toBeHidden();
  }
}
const modesNav = (page: Page) => page.getByRole('navigation', { name: 'Travel modes' });

test.describe('desktop header and footer (1280 px)', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('demo home: logo, info links, country/currency chip and Login; no mode menu', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    const h = header(page);
    await expect(h.getByRole('link', { name: 'Wanderlight Holidays home page' })).toHaveAttribute(
      'href',
      '/search/trips',
    );
    for (const name of ['About us', 'Contact Us', 'Updates', 'Travel guides']) {
      await expect(h.getByRole('link', { name, exact: false }).first()).toBeVisible();
    }
    await expect(h.locator('[data-slot="country-currency"]')).toContainText('GB');
    await expect(h.locator('[data-slot="country-currency"]')).toContainText('GBP');
    await expect(
      h.getByRole('link', { name: 'Login' }).or(h.getByRole('button', { name: 'Login' })),
    ).toBeVisible();
    await expect(modesNav(page)).toHaveCount(0);
  });

  test('demo list page: first 3 modes inline, the rest under More, stay2 never', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/list/some-package'));
    const nav = modesNav(page);
    await expect(nav).toBeVisible();
    for (const name of ['Trips', 'Hotels', 'Activities'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Flights' })).toBeHidden();
    await nav.getByRole('button', { name: 'More' }).click();
    for (const name of ['Flights', 'Transfers', 'Self drive', 'Packages', 'Ferries', 'Trains']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByText('Stay (legacy)')).toHaveCount(0);
    // The chip belongs to search/trips only.
    await expect(header(page).locator('[data-slot="country-currency"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Flights' })).toBeHidden();
  });

  test('b2b list page: its own modes, disabled Flights absent, no Updates link', async ({ page }) => {
    await page.goto(tenantUrl('b2b', '/list/x'));
    const nav = modesNav(page);
    for (const name of ['Hotels', 'Holidays', 'Transfers'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(nav.getByRole('link', { name: 'Tours' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Flights' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: /Updates/ })).toHaveCount(0);
  });

  test('footer: main style on search pages, plain elsewhere; copyright and social icon rules', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    const footer = page.locator('footer[data-variant]');
    await expect(footer).toHaveAttribute('data-variant', 'main');
    await expect(footer.getByText('© 2025 Wanderlight Holidays')).toBeVisible();
    await expect(footer.getByText('+44 20 7946 0958')).toBeVisible();
    for (const name of ['Company', 'Useful links', 'Follow us']) {
      await expect(footer.getByRole('heading', { name })).toBeVisible();
    }
    for (const name of ['Facebook', 'Instagram', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);
    // The keyboard goes through the columns left to right: the links come before the social icons.
    await footer.getByRole('link', { name: /care@wanderlight\.example/ }).focus();
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('link', { name: 'About us' })).toBeFocused();

    await page.goto(tenantUrl('demo', '/contact-us'));
    await expect(page.locator('footer[data-variant]')).toHaveAttribute('data-variant', 'plain');
    await expect(page.locator('footer[data-variant]')).toBeVisible(); // every page from 1024 px

    await page.goto(tenantUrl('b2b', '/search/trips'));
    const b2bFooter = page.locator('footer[data-variant]');
    await expect(b2bFooter.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(b2bFooter.getByRole('link', { name: /Facebook/ })).toHaveCount(0);
    await expect(b2bFooter.getByText(/©/)).toHaveCount(0); // hide_copyright
  });

  test('list page with the More menu open has no serious accessibility violation', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/list/x'));
    await modesNav(page).getByRole('button', { name: 'More' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('mobile shell (390 px)', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('home: menu button, logo to /search/trips, no back button, mobile footer; no desktop Login', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    const logo = page.getByRole('link', { name: 'Wanderlight Holidays home page' }).filter({ visible: true });
    await expect(logo).toHaveAttribute('href', '/search/trips');
    // The compact footer: agency, links and copyright in one column, no desktop column headings.
    const footer = page.locator('footer[data-variant]');
    await expect(footer).toBeVisible();
    await expect(footer.getByText('© 2025 Wanderlight Holidays')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Company' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Login' }).filter({ visible: true })).toHaveCount(0);
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('home footer: the keyboard follows the order it shows (links, then social icons)', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    await dismissFirstVisitPrompt(page, 'specialFare');
    const footer = page.locator('footer[data-variant]');
    const lastLink = footer.getByRole('link', { name: 'Privacy Policy' });
    const facebook = footer.getByRole('link', { name: /^Facebook/ });
    // Seen in this order on a phone: the links above the social icons …
    const [linkBox, iconBox] = [await lastLink.boundingBox(), await facebook.boundingBox()];
    expect(linkBox && iconBox && linkBox.y < iconBox.y).toBe(true);
    // … and reached in the same order with the keyboard.
    await footer.getByRole('link', { name: /care@wanderlight\.example/ }).focus();
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('link', { name: 'About us' })).toBeFocused();
    await lastLink.focus();
    await page.keyboard.press('Tab');
    await expect(facebook).toBeFocused();
  });

  test('other pages: back button shown, mobile footer absent', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    await page.goto(tenantUrl('demo', '/contact-us'));
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.locator('footer[data-variant]')).toBeHidden();
    await page.getByRole('button', { name: 'Back' }).click();
    // Back may land on the modal marker the special-fare sheet pushed (§4 "Modal back button").
    await expect(page).toHaveURL(/\/search\/trips(\?modalOpened=true)?$/);
  });

  test('side menu lists the spec entries, traps focus and closes on Escape', async ({ page }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    await dismissFirstVisitPrompt(page, 'specialFare');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Home',
      'Bookings',
      'Terms and Conditions',
      'Privacy Policy',
      'Travel guides',
      'Careers',
      'Updates',
      'About Us',
      'Contact Us',
      'Login',
    ]) {
      await expect(
        menu.getByRole('link', { name, exact: false }).or(menu.getByRole('button', { name })).first(),
      ).toBeVisible();
    }
    await expect(menu.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(menu.locator('a[href^="mailto:care@wanderlight.example"]')).toHaveCount(1);
    await expect(menu.locator('a[href^="https://wa.me/442079460958"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('b2b side menu: no Updates (none configured), its own customer care', async ({ page }) => {
    await page.goto(tenantUrl('b2b', '/search/trips'));
    await dismissFirstVisitPrompt(page, 'loginGuard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: /Updates/ })).toHaveCount(0);
    await expect(menu.locator('a[href^="mailto:agents@meridian-trade.example"]')).toHaveCount(1);
  });
});

test.describe('widget mode', () => {
  test('the search form alone, without header or footer, framed by the origins its site lists', async ({
    page,
  }) => {
    const res = await page.goto(tenantUrl('demo', '/search/trips/widgetsSearch/w1/a1'));
    expect(res?.status()).toBe(200);
    await expect(page.locator('[data-slot="search-form"]')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    expect(res?.headers()['x-frame-options']).toBeUndefined();
    expect(res?.headers()['content-security-policy']).toContain(
      "frame-ancestors 'self' http://agency.localhost:4999",
    );
  });
});
