import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInContext, tenantApi, tenantUrl } from './support';

/**
 * Issue 13: from an organised package's detail page to a paid booking through the built-in test
 * gateway, its voucher and invoice, My Bookings and cancellation; and a declined card that lands on
 * pay-failure and gives the seats back.
 */

const CONSUMER = { email: 'consumer@wanderlight.example', password: 'Wanderlight-demo-1' };
const EIGHT_YEARS_AGO = new Date(Date.now() - 8 * 365.25 * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

/** Seats left on a package's first departure, as its detail page shows them (Node cannot resolve *.localhost). */
async function seatsOfFirstDeparture(request: APIRequestContext, id: string): Promise<number> {
  const res = await tenantApi(request, 'demo').get(`/api/v1/get_static_package?id=${id}`);
  const body = (await res.json()) as { data: { departures: { seats: number }[] } };
  return body.data.departures[0]?.seats ?? -1;
}

/** Fills the Book form for 2 adults + 1 child, checks the price and goes on to the gateway. */
async function bookTwoAdultsOneChild(page: Page, id: string) {
  await page.goto(tenantUrl('demo', `/static_package/detail?id=${id}`));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByLabel('Children (2–11)').fill('1');
  const travellers = [
    ['Adult 1', 'Ada', 'Lovelace'],
    ['Adult 2', 'Charles', 'Babbage'],
    ['Child 1', 'Byron', 'Lovelace'],
  ] as const;
  for (const [legend, first, last] of travellers) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('First name').fill(first);
    await group.getByLabel('Last name').fill(last);
  }
  await page.getByRole('group', { name: 'Child 1' }).getByLabel('Date of birth').fill(EIGHT_YEARS_AGO);
  await page.getByRole('button', { name: 'Check price' }).click();
  await expect(page.getByTestId('book-total')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment in Progress' })).toBeVisible();
  await expect(page.getByText('Please do not close or refresh page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
}

async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('book 2 adults + 1 child, pay, see it in My Bookings, download voucher and invoice, cancel', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
  await bookTwoAdultsOneChild(page, 'classic-italy');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/pay-success$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful.' })).toBeVisible();
  await expect(
    page.getByText(
      'Thank you for the payment. Please standby as we complete the bookings. Do not close this browser window.',
    ),
  ).toBeVisible();

  await page.goto(tenantUrl('demo', '/bookings'));
  const row = page.getByTestId('booking-row').filter({ hasText: 'Classic Italy' }).first();
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
  await row.getByRole('link', { name: /View details/ }).click();
  // The details page (an article), not the list it replaces: other tests' bookings are listed too.
  await expect(page).toHaveURL(/\/bookingDetails\//);
  await expect(page.locator('article').getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(page.getByText('Mr. Byron Lovelace')).toBeVisible();

  for (const name of ['Download voucher', 'Download invoice']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name }).click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  }

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('cancel-fee')).toContainText('Cancellation fee today');
  await page.getByRole('button', { name: 'Yes, cancel this booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
});

test('the decline card lands on pay-failure with its message and the seats are released', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
  const before = await seatsOfFirstDeparture(request, 'paris-long-weekend');
  await bookTwoAdultsOneChild(page, 'paris-long-weekend');
  expect(await seatsOfFirstDeparture(request, 'paris-long-weekend')).toBe(before - 3);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/pay-failure\?msg=/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByTestId('pay-failure-msg')).toHaveText('Your card was declined.');
  await expect(
    page.getByText('Please standby as we are processing the status. Do not close this browser window.'),
  ).toBeVisible();
  expect(await seatsOfFirstDeparture(request, 'paris-long-weekend')).toBe(before);
});

test('Pay now offers the methods; a URL method and an encrypted-request method both reach the gateway (spec §4)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
  await bookTwoAdultsOneChild(page, 'bali-island-escape');
  const held = page.url();
  expect(held).toContain('/api/api/test-gateway/pay');

  const openHeldBooking = async () => {
    await page.goto(tenantUrl('demo', '/bookings'));
    const row = page.getByTestId('booking-row').filter({ hasText: 'Awaiting payment' }).first();
    await row.getByRole('link', { name: /View details/ }).click();
    await expect(page.getByRole('group', { name: 'Pay with' })).toBeVisible();
  };

  // (c) a URL: payment id, attempt id and amount are kept for the browser session, then the gateway.
  await openHeldBooking();
  await page.getByLabel('UPI link').check();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  const kept = await page.evaluate(() => JSON.parse(sessionStorage.getItem('urlPayment') ?? 'null'));
  expect(kept).toMatchObject({ payment_id: expect.any(String), payment_attempt_id: expect.any(String) });
  expect(Number(kept.amount)).toBeGreaterThan(0);

  // (b) an encrypted request read back from the stored payment details, submitted after 1 s.
  await openHeldBooking();
  await page.getByLabel('Wallet (encrypted request)').check();
  await page.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment in Progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/pay-success$/, { timeout: 15_000 });
});
