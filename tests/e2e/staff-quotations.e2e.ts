import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  E2E_PORT,
  expectNoSeriousA11yViolations,
  MOBILE_VIEWPORT,
  sessionCookieOf,
  signInContext,
  tenantUrl,
  waitForMail,
} from './support';
import { DEMO_TRAVELLERS } from './support/gateway-sites';

/**
 * Issue 29 item 2 in the browser, as the demo agent (Agency Employee with 'view all quotations'):
 * the Quotations link in the header menu, the list filtered by the customer's e-mail, re-sending the
 * quotation (the development mailbox shows the e-mail), accepting it for the customer and landing on
 * its page to book; the list at 390 px; a consumer gets no link, no list and a 403 from the server.
 */

const AGENT = { email: 'agent@wanderlight.example', password: 'Wanderlight-agent-1' };
const CONSUMER = DEMO_TRAVELLERS.staffCheck;
const origin = `http://127.0.0.1:${E2E_PORT}`;
const headers = { host: `demo.localhost:${E2E_PORT}`, origin: `http://demo.localhost:${E2E_PORT}` };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  // The special-fare prompt and the first-visit location prompt belong to other features.
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
  });
});

const cookieOf = (context: BrowserContext) => sessionCookieOf(context, 'demo');

/** A Paris + Rome lead quoted by the signed-in agent for `email`; its opportunity id. */
async function quoteFor(request: APIRequestContext, cookie: string, email: string): Promise<string> {
  const search = await request.post(`${origin}/api/v2/search_api`, {
    headers,
    data: {
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507'), place('Rome, Italy', 'city:3169070')],
      start_date: inDays(80),
      nights: [3, 4],
      rooms: [{ adults: 2, children: [], infants: 0 }],
      currency: 'GBP',
    },
  });
  expect(search.status()).toBe(200);
  const packageId = ((await search.json()) as { package_id: string }).package_id;
  const lead = await request.post(`${origin}/api/put_itinerary`, {
    headers,
    data: { package_id: packageId, index: 0 },
  });
  expect(lead.status()).toBe(200);
  const leadId = ((await lead.json()) as { lead_id: string }).lead_id;
  const quoted = await request.post(`${origin}/api/generate_quotation`, {
    headers: { ...headers, cookie },
    data: { lead_id: leadId, customer_name: 'Quinn Quotewell', customer_email: email },
  });
  expect(quoted.status()).toBe(200);
  return ((await quoted.json()) as { opp_id: string }).opp_id;
}

async function filterByEmail(page: Page, email: string) {
  await page.getByLabel('Search by').selectOption('customer_email');
  await page.getByLabel('Search for').fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/search_value=/);
}

test('the demo agent finds a quotation, re-sends it, accepts it for the customer and opens it to book', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  const email = `quinn.${Date.now()}@example.com`;
  const opp = await quoteFor(request, await cookieOf(context), email);

  await page.goto(tenantUrl('demo', '/search/trips'));
  await page.getByTestId('profile-menu').getByRole('button').click();
  await page.getByRole('link', { name: 'Quotations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
  await expect(page.getByTestId('quotation-row').first()).toBeVisible({ timeout: 15_000 });

  await filterByEmail(page, email);
  await expect(page.getByTestId('quotation-count')).toHaveText('1 quotation');
  const row = page.getByTestId('quotation-row');
  await expect(row).toContainText(opp);
  await expect(row).toContainText('Quinn Quotewell');
  // The planner's first variant may visit either city first.
  await expect(row).toContainText(/Paris & Rome|Rome & Paris/);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: /Re-send to customer/ }).click();
  await expect(row.getByText('The quotation was sent to the customer.')).toBeVisible();
  const mail = await waitForMail(request, 'demo', { to: email, subjectIncludes: opp });
  expect(mail.text).toContain(`Opportunity ID: ${opp}`);

  await row.getByRole('button', { name: /Accept for customer and book/ }).click();
  await page.waitForURL(/\/quotation-details\/[^/?#]+$/);
  await expect(page.getByTestId('quotation-opp-id')).toHaveText(opp);
  await expect(page.getByTestId('quotation-accepted')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('the list and its actions fit the screen, reached from the side menu', async ({
    page,
    context,
    request,
  }, info) => {
    test.setTimeout(90_000);
    await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
    await quoteFor(request, await cookieOf(context), `quinn.m${Date.now()}@example.com`);
    await page.goto(tenantUrl('demo', '/search/trips'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Quotations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
    await expect(page.getByTestId('quotation-row').first()).toBeVisible({ timeout: 15_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath('quotations-390.png'), fullPage: true });
    await page.getByLabel('Search by').selectOption('destination');
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });
});

test('a consumer gets no Quotations link, no list and a 403 from the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await signInContext(context, request, 'demo', CONSUMER.email, CONSUMER.password);
  await page.goto(tenantUrl('demo', '/search/trips'));
  await page.getByTestId('profile-menu').getByRole('button').click();
  await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quotations' })).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/quotations'));
  await expect(page.getByText('This page is for agency staff with access to all quotations.')).toBeVisible();
  const refused = await request.post(`${origin}/api/send_quotation_email/`, {
    headers: { ...headers, cookie: await cookieOf(context) },
    data: { quotation_id: '00000000-0000-4000-8000-000000000000' },
  });
  expect(refused.status()).toBe(403);
});
