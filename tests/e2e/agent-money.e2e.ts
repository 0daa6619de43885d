import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInContext, tenantUrl } from './support';
import { DEMO_TRAVELLERS } from './support/gateway-sites';

/**
 * Issue 28 item 6 in the browser: the demo agent pays a booking from the agency balance (no
 * gateway) and finds the debit on the wallet statement; a traveller pays a deposit, then "Pay
 * balance" from My Bookings, through the test gateway.
 */

const AGENT = { email: 'agent@wanderlight.example', password: 'Wanderlight-agent-1' };
const CONSUMER = DEMO_TRAVELLERS.deposit;

test.describe.configure({ mode: 'serial' });

/** Books adults on a package's first departure and presses Continue to payment; the total in pence. */
async function bookAdults(page: Page, id: string, names: [string, string][]): Promise<number> {
  await page.goto(tenantUrl('demo', `/static_package/detail?id=${id}`));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByLabel('Adults', { exact: true }).fill(String(names.length));
  for (const [i, [first, last]] of names.entries()) {
    const group = page.getByRole('group', { name: `Adult ${i + 1}` });
    await group.getByLabel('First name').fill(first);
    await group.getByLabel('Last name').fill(last);
  }
  await page.getByRole('button', { name: 'Check price' }).click();
  await expect(page.getByTestId('book-total')).toBeVisible();
  const total = penceOf((await page.getByTestId('book-total').textContent()) ?? '');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  return total;
}

/** The first £ amount of a text, in pence. */
function penceOf(text: string): number {
  const m = /£([\d,]+\.\d{2})/.exec(text);
  if (!m?.[1]) throw new Error(`no amount in ${text}`);
  return Math.round(Number(m[1].replace(/,/g, '')) * 100);
}

const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function payWithCard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Name on card').fill('Clara Consumer');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/pay-success$/, { timeout: 15_000 });
}

test('the demo agent pays from the agency balance: confirmed without a gateway, the debit on the wallet statement', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  const total = await bookAdults(page, 'dubai-city-and-desert', [['Ada', 'Agentclient']]);
  // The payment step: the agency balance (the auto-debit method) first, with what is available.
  await expect(page).toHaveURL(/\/bookingDetails\/[0-9a-f-]+#pay$/, { timeout: 15_000 });
  // What is available: the £2,500.00 credit limit on a first run, less on a retry (the first attempt's
  // debit stays), so the figures below are read from the page rather than assumed.
  const balance = page.getByRole('radio', { name: /^Agency balance \(£[\d,]+\.\d{2} available\)$/ });
  await expect(balance).toBeChecked();
  const available = penceOf((await page.locator('label').filter({ has: balance }).textContent()) ?? '');
  await expect(page.getByRole('radio', { name: /Card/ }).first()).toBeVisible();
  const reference = (await page.locator('article .font-mono').first().textContent()) ?? '';
  expect(reference).toMatch(/\S/);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('article').getByTestId('booking-status')).toHaveText('Confirmed');
  await page.screenshot({ path: 'test-results/agent-money-paid.png', fullPage: true });

  // The statement (the header's Wallet Amount links to it where the site shows the wallet; the
  // demo site's 'wallet' feature is off, so the item is not in its menu).
  await page.goto(tenantUrl('demo', '/wallet'));
  await expect(page.getByRole('heading', { name: 'Wallet Amount' })).toBeVisible();
  await expect(page.getByTestId('wallet-available')).toHaveText(`Available: ${pounds(available - total)}`);
  const line = page.getByTestId('wallet-line').last();
  await expect(line).toContainText(`Booking paid · ${reference}`);
  await expect(line).toContainText(pounds(total));
  await expect(line).toContainText(pounds(available - total));
  await page.screenshot({ path: 'test-results/agent-money-wallet.png', fullPage: true });

  // The same lines as a CSV download, amounts in major units of the wallet's currency.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^wallet-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  const major = (minor: number) => (minor / 100).toFixed(2);
  expect(csv.split('\r\n')[0]).toBe('date,description,booking_reference,debit,credit,balance,currency');
  expect(csv).toContain(`,Booking paid,${reference.trim()},${major(total)},,${major(available - total)},GBP`);
});

test("a balance too low for the booking: the server's refusal on screen, and the card still offered", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  // Two seats of the dearest package cost more than the whole £2,500.00 credit limit.
  await bookAdults(page, 'kyoto-and-tokyo', [
    ['Ken', 'Client'],
    ['Yui', 'Client'],
  ]);
  await expect(page).toHaveURL(/\/bookingDetails\/[0-9a-f-]+#pay$/, { timeout: 15_000 });
  await expect(page.getByRole('radio', { name: /^Agency balance/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.locator('article').getByRole('alert')).toHaveText(
    'The agency balance is not enough to pay for this booking.',
  );
  await expect(page.locator('article').getByTestId('booking-status')).toHaveText('Awaiting payment');
  await page.getByRole('radio', { name: /Card/ }).first().check();
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
});

test('a traveller pays a deposit, then "Pay balance" from My Bookings: paid in full', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
  const total = await bookAdults(page, 'iceland-northern-lights', [['Dora', 'Deposit']]);
  // A traveller goes on to the card gateway at once; the deposit is chosen on the booking's page.
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  await page.goto(tenantUrl('demo', '/bookings'));
  const row = page.getByTestId('booking-row').filter({ hasText: 'Iceland' }).first();
  await expect(row.getByTestId('booking-status')).toHaveText('Awaiting payment');
  await row.getByRole('link', { name: /View details/ }).click();
  await expect(page.locator('article').getByTestId('booking-status')).toHaveText('Awaiting payment');
  await expect(page.getByRole('radio', { name: `Pay in full: ${pounds(total)}` })).toBeChecked();
  // The server's smallest deposit: 25% of the total, rounded up to the penny.
  await page.getByRole('radio', { name: `Pay a deposit: ${pounds(Math.ceil(total / 4))}` }).check();
  await expect(page.getByText(/^Balance due by /).first()).toBeVisible();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await payWithCard(page);

  await page.goto(tenantUrl('demo', '/bookings'));
  const partly = page.getByTestId('booking-row').filter({ hasText: 'Iceland' }).first();
  await expect(partly.getByTestId('booking-status')).toHaveText('Partly paid');
  await page.screenshot({ path: 'test-results/agent-money-deposit.png', fullPage: true });
  await partly.getByRole('link', { name: /Pay balance/ }).click();
  await payWithCard(page);

  await page.goto(tenantUrl('demo', '/bookings'));
  const paid = page.getByTestId('booking-row').filter({ hasText: 'Iceland' }).first();
  await expect(paid.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(paid.getByRole('link', { name: /Pay balance/ })).toHaveCount(0);
  await paid.getByRole('link', { name: /View details/ }).click();
  await expect(page.locator('article').getByTestId('booking-status')).toHaveText('Confirmed');
});

test("the header's Wallet Amount (a site with the wallet on) leads agency staff to their statement", async ({
  page,
  context,
  request,
}) => {
  await signInContext(context, request, 'b2b', 'admin@meridian.example', 'Meridian-admin-1');
  await page.goto(tenantUrl('b2b', '/'));
  const menu = page.getByTestId('profile-menu');
  await menu.getByRole('button', { name: /Account menu/ }).click();
  await menu.getByRole('link', { name: /Wallet Amount/ }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await expect(page.getByRole('heading', { name: 'Wallet Amount' })).toBeVisible();
  await expect(page.getByTestId('wallet-available')).toHaveText(/^Available: €[\d,]+\.\d{2}$/);
  await expect(page.getByText('Credit limit: €10,000.00')).toBeVisible();
});
