import { expect, type Page, test } from '@playwright/test';
import { signInContext, tenantUrl } from './support';
import { DEMO_TRAVELLERS } from './support/gateway-sites';

/**
 * Issue 28 item 7, buy now, pay later: on a held booking's pay step the demo site offers its plans;
 * the traveller picks one, pays its first instalment on the test gateway, and the booking's details
 * show the schedule (the first paid, the rest due).
 */

const CONSUMER = DEMO_TRAVELLERS.bnpl;

/** Holds two adults on the package's first departure (about four months ahead) and lands on the gateway. */
async function holdTwoAdults(page: Page, id: string) {
  await page.goto(tenantUrl('demo', `/static_package/detail?id=${id}`));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  for (const [legend, first, last] of [
    ['Adult 1', 'Grace', 'Hopper'],
    ['Adult 2', 'Alan', 'Turing'],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('First name').fill(first);
    await group.getByLabel('Last name').fill(last);
  }
  await page.getByRole('button', { name: 'Check price' }).click();
  await expect(page.getByTestId('book-total')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
}

test('pick a pay later plan, pay its first instalment with the test card, see the schedule', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
  await holdTwoAdults(page, 'kyoto-and-tokyo');

  // Not paid in full: the held booking's details offer the plans.
  await page.goto(tenantUrl('demo', '/bookings'));
  const row = page
    .getByTestId('booking-row')
    .filter({ hasText: 'Kyoto' })
    .filter({ hasText: 'Awaiting payment' })
    .first();
  await row.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/bookingDetails\//);
  const details = page.url();
  const plans = page.getByRole('region', { name: 'Pay later', exact: true });
  await expect(plans).toBeVisible({ timeout: 15_000 });
  await plans.getByRole('radio', { name: /2 instalments/ }).check();
  const today =
    (await plans
      .getByText(/ today$/)
      .first()
      .textContent()) ?? '';
  const firstAmount = today.replace(/ today$/, '').trim();
  await plans.getByRole('button', { name: 'Pay first instalment' }).click();

  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('gateway-amount')).toHaveText(firstAmount);
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/pay-success$/, { timeout: 15_000 });

  await page.goto(details);
  const schedule = page.getByTestId('bnpl-schedule');
  await expect(schedule).toBeVisible({ timeout: 15_000 });
  await expect(schedule.getByRole('listitem')).toHaveCount(2);
  await expect(schedule.getByRole('listitem').nth(0)).toContainText('Paid');
  await expect(schedule.getByRole('listitem').nth(1)).toContainText('Due');
  await expect(page.getByRole('region', { name: 'Pay later', exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/bnpl-schedule.png', fullPage: true });
});
