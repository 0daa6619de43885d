import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_VIEWPORT, expectNoSeriousA11yViolations, tenantUrl } from './support';

/** Spec §2 dialog 6 and §4: the country and currency chip, its chooser and the currency popover. */

const chip = (page: Page) => page.getByRole('banner').first().locator('[data-slot="country-currency"]');

test.describe('country and currency (1280 px)', () => {
  test.use({ viewport: DESKTOP_VIEWPORT, locale: 'en-GB' });

  test('change country and currency in the modal: the chip updates and persists after reload', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    await expect(chip(page)).toContainText('GB');
    await expect(chip(page)).toContainText('GBP');
    await chip(page).click();
    const dialog = page.getByRole('dialog', { name: 'Country and currency' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Traveler Nationality').selectOption('IN');
    await expect(dialog.getByRole('button', { name: /Indian Rupee \(INR\)/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(chip(page)).toContainText('IN');
    await expect(chip(page)).toContainText('INR');
    await page.reload();
    await expect(chip(page)).toContainText('INR');
    expect(
      await page.evaluate(() => [localStorage.getItem('country'), localStorage.getItem('currency')]),
    ).toEqual(['IN', 'INR']);
  });

  test('currency popover: search, pick with the keyboard, Escape closes only the popover', async ({
    page,
  }) => {
    await page.goto(tenantUrl('demo', '/search/trips'));
    await chip(page).click();
    const dialog = page.getByRole('dialog', { name: 'Country and currency' });
    await dialog.getByRole('button', { name: /Pound Sterling \(GBP\)/ }).click();
    const search = dialog.getByRole('combobox', { name: 'Search currency' });
    await expect(search).toBeFocused();
    const options = dialog.getByRole('listbox', { name: 'Currencies' }).getByRole('option');
    const names = await options.allTextContents();
    expect(names.length).toBeGreaterThan(30);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    await expectNoSeriousA11yViolations(page);
    await search.fill('yen');
    await expect(options).toHaveText(['Yen (JPY)']);
    await search.press('Enter');
    await expect(dialog.getByRole('button', { name: /Yen \(JPY\)/ })).toBeFocused();
    await dialog.getByRole('button', { name: /Yen \(JPY\)/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(chip(page)).toContainText('JPY');
  });

  test("a visitor whose browser says fr-FR starts in France's currency", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: DESKTOP_VIEWPORT });
    const page = await context.newPage();
    await page.goto(tenantUrl('demo', '/search/trips'));
    await expect(chip(page)).toContainText('FR');
    await expect(chip(page)).toContainText('EUR');
    await context.close();
  });
});
