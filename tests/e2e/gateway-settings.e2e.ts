import { expect, test } from '@playwright/test';
import { E2E_PORT, tenantUrl } from './support';
import { bookToPayment, signInTraveller } from './support/gateway-flow';
import { GATEWAY_SITES } from './support/gateway-sites';

/**
 * Bad settings (issue 28): a site that names Stripe while the server has none of its keys. The
 * server said so at start (one line naming the site and the variables: lib/backend/payment/
 * check-settings.ts, tested in jest); here the traveller's side: no method offered, one sentence,
 * never a 500 — on the payment step and on the held booking's Pay now.
 */

const SITE = GATEWAY_SITES.noKeys;
const NOT_SET_UP =
  'Online payment is not set up for this site yet, so this booking cannot be paid here. Please contact the agency.';

test('a site naming Stripe without its keys offers no method and says why, never a 500', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await signInTraveller(context, request, SITE);

  // The payment methods as the payment step asks for them: none, and the sentence.
  const cookie = (await context.cookies(tenantUrl(SITE, '/'))).map((c) => `${c.name}=${c.value}`).join('; ');
  const methods = await request.get(`http://127.0.0.1:${E2E_PORT}/api/api/payment/get_payment_methods/`, {
    headers: { host: `${SITE}.localhost:${E2E_PORT}`, cookie },
  });
  expect(methods.status()).toBe(200);
  expect(await methods.json()).toMatchObject({ data: [], message: NOT_SET_UP });

  // Book and continue to payment: the payment step ends on pay-failure with the sentence.
  const answers: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/')) answers.push(res.status());
  });
  await bookToPayment(page, SITE);
  await expect(page).toHaveURL(/\/pay-failure\?msg=/, { timeout: 20_000 });
  await expect(page.getByTestId('pay-failure-msg')).toHaveText(NOT_SET_UP);

  // The held booking's Pay now offers nothing and says the same.
  await page.goto(tenantUrl(SITE, '/bookings'));
  const row = page.getByTestId('booking-row').filter({ hasText: 'Awaiting payment' }).first();
  await row.getByRole('link', { name: /View details/ }).click();
  await expect(page.getByRole('status').filter({ hasText: NOT_SET_UP })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  expect(answers.filter((s) => s >= 500)).toEqual([]);
});
