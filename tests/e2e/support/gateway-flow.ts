import { request as httpRequest } from 'node:http';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { signInContext } from './api';
import { GATEWAY_TRAVELLER } from './gateway-sites';
import { E2E_PORT, tenantUrl } from './hosts';

/**
 * What the Stripe and Razorpay specs share: a gateway stub's webhook delivered to a site (as the
 * provider's server would post it: no browser, the site's host), and a traveller booking the demo
 * catalogue's Paris weekend on a gateway site up to the gateway's hosted page.
 */

/** Posts a webhook to `site` over loopback with its Host header (Node does not resolve *.localhost). */
export function deliverWebhook(
  site: string,
  provider: string,
  body: string,
  headers: Record<string, string>,
) {
  return new Promise<void>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method: 'POST',
        path: `/api/payment-gateway/${provider}/webhook/`,
        headers: { host: `${site}.localhost:${E2E_PORT}`, 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve());
      },
    );
    // A webhook that does not arrive is what the return (and reconciliation) are there for.
    req.on('error', () => resolve());
    req.end(body);
  });
}

/** The package every gateway spec books (seeded on each gateway site from the demo catalogue). */
export const GATEWAY_PACKAGE = { id: 'paris-long-weekend', title: 'Paris' };

/** Book the package for two adults on `site`, check the price and continue to payment. */
export async function bookToPayment(page: Page, site: string) {
  await page.goto(tenantUrl(site, `/static_package/detail?id=${GATEWAY_PACKAGE.id}`));
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const travellers = [
    ['Adult 1', 'Grace', 'Hopper'],
    ['Adult 2', 'Alan', 'Turing'],
  ] as const;
  for (const [legend, first, last] of travellers) {
    const group = page.getByRole('group', { name: legend });
    await group.getByLabel('First name').fill(first);
    await group.getByLabel('Last name').fill(last);
  }
  await page.getByRole('button', { name: 'Check price' }).click();
  await expect(page.getByTestId('book-total')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/** The traveller's session on `site`, through the same sign-in the other specs use. */
export async function signInTraveller(context: BrowserContext, request: APIRequestContext, site: string) {
  await signInContext(context, request, site, GATEWAY_TRAVELLER.email, GATEWAY_TRAVELLER.password);
}

/** Signed in, booked and handed to the provider's hosted page (`heading`, served at `stubUrl`). */
export async function bookToHostedPage(
  { page, context, request }: { page: Page; context: BrowserContext; request: APIRequestContext },
  site: string,
  hosted: { heading: string; stubUrl: string },
) {
  await signInTraveller(context, request, site);
  await bookToPayment(page, site);
  await expect(page.getByRole('heading', { name: hosted.heading })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).origin).toBe(hosted.stubUrl);
}

/** Pays on the hosted page and lands on the site's pay-success. */
export async function payOnHostedPage(page: Page) {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay-success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful.' })).toBeVisible();
}

/**
 * From pay-success to My Bookings (Confirmed), the booking's page, and its cancellation; answers
 * the booking page's URL so the spec can watch its refund.
 */
export async function confirmedThenCancelled(page: Page, site: string): Promise<string> {
  await page.goto(tenantUrl(site, '/bookings'));
  const row = page.getByTestId('booking-row').filter({ hasText: GATEWAY_PACKAGE.title }).first();
  await expect(row.getByTestId('booking-status')).toHaveText('Confirmed');
  await row.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(/\/bookingDetails\//);
  const article = page.locator('article');
  await expect(article.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('payment-lines')).toContainText('Paid');
  const details = page.url();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('cancel-fee')).toContainText('Cancellation fee today');
  await page.getByRole('button', { name: 'Yes, cancel this booking' }).click();
  await expect(article.getByTestId('booking-status')).toHaveText('Cancelled');
  return details;
}

/** Reloads the booking's page until its refund shows as made, with the gateway's reference. */
export async function expectRefunded(page: Page, details: string, gatewayRefundId: string) {
  await expect
    .poll(
      async () => {
        await page.goto(details);
        const lines = page.getByTestId('refund-lines');
        await expect(lines).toBeVisible();
        return (await lines.textContent()) ?? '';
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toContain('Refunded');
  await expect(page.getByTestId('refund-lines')).toContainText(`Reference ${gatewayRefundId}`);
}
