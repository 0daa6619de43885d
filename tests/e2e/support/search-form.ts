import { expect, type Locator, type Page } from '@playwright/test';
import { tenantUrl } from './hosts';

/** The home page's search form of one mode (`stay1`, `travel`, …) on a site. */
export async function openMode(page: Page, mode: string, site = 'demo'): Promise<Locator> {
  await page.goto(tenantUrl(site, `/search/trips#${mode}`));
  const form = page.locator(`form[data-mode="${mode}"]`);
  await expect(form).toBeVisible();
  return form;
}

/** Types into a combobox of the form and picks the first option matching `option`. */
export async function pick(page: Page, box: Locator, text: string, option: string | RegExp) {
  await box.click();
  await box.pressSequentially(text, { delay: 30 });
  const wanted = page.getByRole('option', { name: option }).first();
  await expect(wanted).toBeVisible({ timeout: 20_000 });
  await wanted.click();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

/** Submits the form; answers the request it sent once the results page shows its heading. */
export async function search(page: Page, heading: string) {
  const request = page.waitForRequest((r) => r.url().includes('/api/v2/search_api'));
  await page.locator('form[data-mode]').getByRole('button', { name: 'Search', exact: true }).click();
  const body = (await request).postDataJSON();
  await page.waitForURL(/\/list\/[0-9A-F]{12}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 30_000 });
  await streamedPartsRevealed(page);
  return body;
}

/**
 * Waits until React has moved every streamed part into place. React keeps a finished part in a hidden
 * `<div id="S:…">` at the end of the body for up to 300 ms before revealing it (throttled reveals), and
 * when hydration renders the same part first, the page briefly holds it twice — once visible, once in
 * that hidden copy — which a test id (unlike a role) counts as two.
 */
export async function streamedPartsRevealed(page: Page) {
  await expect(page.locator('body > div[hidden][id^="S:"]')).toHaveCount(0);
}

/** The results' totals as numbers, in the order shown. */
export const totals = async (page: Page) =>
  (await page.getByTestId('offer-total').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));

/**
 * Moves the form's date off a Sunday: a third of the demo sailings (Piraeus → Santorini among them)
 * do not run on Sundays, and the form's default date (two weeks ahead) is one whenever today is.
 */
export async function avoidSunday(form: Locator) {
  const date = form.getByLabel('Date', { exact: true });
  const shown = await date.inputValue();
  const day = new Date(`${shown}T00:00:00Z`);
  if (day.getUTCDay() !== 0) return;
  day.setUTCDate(day.getUTCDate() + 1);
  await date.fill(day.toISOString().slice(0, 10));
}
