import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { formatDisplayDate } from '../../lib/dates';
import { toMinorUnits } from '../../lib/money';
import { tenantApi, tenantUrl } from './support';
import { E2E_RATES_DATE } from './support/ecb-rates';

/**
 * Money in a real browser: in a currency whose decimals Intl and ISO 4217 disagree on (the forint),
 * the API's amount, the price on the page and the price in the PDF are one amount; converted prices
 * say the date of the ECB rates the server's rates job fetched (served on loopback for this run).
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
    // The visitor chose Hungary and the forint in the country and currency chooser.
    localStorage.setItem('country', 'HU');
    localStorage.setItem('currency', 'HUF');
  });
});

/** The amount a price text shows, in minor units ('HUF 123,456.00' → 12,345,600). */
function minorOf(text: string, currency: string): number {
  const number = /\d[\d,]*(?:\.\d+)?/.exec(text)?.[0] ?? '';
  return toMinorUnits(number.replace(/,/g, ''), currency);
}

async function searchParis(page: Page): Promise<string> {
  await page.goto(tenantUrl('demo', '/search/trips#travel_and_stay'));
  const form = page.locator('form[data-mode="travel_and_stay"]');
  await expect(form.getByText('Prices in HUF')).toBeVisible();
  for (const [name, text, option] of [
    ['Leaving from', 'lon', 'London, United Kingdom'],
    ['Going to', 'par', 'Paris, France'],
  ] as const) {
    const box = form.getByRole('combobox', { name });
    await box.click();
    await box.pressSequentially(text, { delay: 30 });
    const wanted = page.getByRole('listbox', { name }).getByRole('option', { name: option }).first();
    await expect(wanted).toBeVisible({ timeout: 20_000 });
    await wanted.click();
  }
  const request = page.waitForRequest((r) => r.url().includes('/api/v2/search_api'));
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await request).postDataJSON().currency).toBe('HUF');
  await page.waitForURL(/\/list\/[^/?#]+$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test('HUF: the API, the page and the PDF show one amount; the price says its rates date', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const packageId = await searchParis(page);
  const card = page.getByTestId('variant-card').first();
  const shown = (await card.getByTestId('variant-price').textContent({ timeout: 30_000 })) ?? '';
  expect(shown).toMatch(/^HUF [\d,]+\.\d{2}$/);

  const api = await tenantApi(request, 'demo').get(`/api/v2/get_package?package_id=${packageId}`);
  const first = (await api.json()).variants[0];
  expect(first.total_price.currency).toBe('HUF');
  expect(minorOf(shown, 'HUF')).toBe(first.total_price.amount);
  // The demo's inventory is in pounds: converted with the ECB rates the rates job stored.
  expect(first.price.rate_date).toBe(E2E_RATES_DATE);

  // The PDF of the list prints the same amount.
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const bytes = readFileSync(await (await download).path());
  const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  expect(text.replace(/\s+/g, ' ')).toContain(shown);

  // The trip's page says which day's rates its price was converted with.
  await card.getByRole('link', { name: /^Customise/ }).click();
  const total = page.getByTestId('total-price');
  await expect(total).toHaveText(shown, { timeout: 30_000 });
  await expect(page.getByTestId('price-rate-date')).toHaveText(
    `Converted at the exchange rates of ${formatDisplayDate(E2E_RATES_DATE)}`,
  );
  await page.screenshot({ path: info.outputPath('detail-huf.png'), fullPage: true });
});
