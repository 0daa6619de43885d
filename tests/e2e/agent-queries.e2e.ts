import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  E2E_PORT,
  expectNoSeriousA11yViolations,
  MOBILE_VIEWPORT,
  signInContext,
  tenantUrl,
} from './support';
import { DEMO_TRAVELLERS } from './support/gateway-sites';

/**
 * Issue 29 item 4 in the browser, as the demo agent: a customer's enquiry (a lead quoted to a
 * customer) found on the Customer queries page through the users autocomplete, opened, its
 * selections saved; the page at 390 px; a consumer gets no link, no list and 403s from the server.
 */

const AGENT = { email: 'agent@wanderlight.example', password: 'Wanderlight-agent-1' };
const CUSTOMER = DEMO_TRAVELLERS.staffCheck;
const origin = `http://127.0.0.1:${E2E_PORT}`;
const headers = { host: `demo.localhost:${E2E_PORT}`, origin: `http://demo.localhost:${E2E_PORT}` };
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const place = (name: string, id: string) => ({ name, id, geo_type: 'City', type: 'location' });

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
  });
});

async function cookieOf(context: BrowserContext): Promise<string> {
  const c = (await context.cookies(`http://demo.localhost:${E2E_PORT}`)).find((k) =>
    k.name.includes('session'),
  );
  if (!c) throw new Error('no session cookie');
  return `${c.name}=${c.value}`;
}

/** A Paris + Rome lead quoted by the signed-in agent to the customer's e-mail: an agent query. */
async function enquiry(request: APIRequestContext, cookie: string): Promise<void> {
  const search = await request.post(`${origin}/api/v2/search_api`, {
    headers,
    data: {
      mode: 'travel_and_stay',
      origin: place('London, United Kingdom', 'city:2643743'),
      destination: [place('Paris, France', 'city:2988507'), place('Rome, Italy', 'city:3169070')],
      start_date: inDays(90),
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
    data: { lead_id: leadId, customer_name: 'Staff Check', customer_email: CUSTOMER.email },
  });
  expect(quoted.status()).toBe(200);
}

async function chooseCustomer(page: Page) {
  await page.getByRole('combobox', { name: 'Customer' }).fill('staff-check');
  const option = page.getByRole('option').filter({ hasText: CUSTOMER.email });
  await expect(option).toBeVisible({ timeout: 10_000 });
  await option.click();
  await expect(page.getByTestId('chosen-customer')).toContainText(CUSTOMER.email);
}

test('the demo agent finds a customer’s query through the users autocomplete and saves selections', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  await enquiry(request, await cookieOf(context));
  await page.goto(tenantUrl('demo', '/search/trips'));
  await page.getByTestId('profile-menu').getByRole('button').click();
  await page.getByRole('link', { name: 'Customer queries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer queries' })).toBeVisible();
  await chooseCustomer(page);
  await expect(page.getByTestId('query-count')).toHaveText(/^\d+ quer(y|ies)$/);
  await page.getByRole('button', { name: 'Open', exact: true }).first().click();
  const detail = page.getByRole('region', { name: /^Query for / });
  await expect(detail.getByRole('group', { name: 'Hotels' })).toBeVisible();
  await detail.getByRole('group', { name: 'Hotels' }).getByRole('checkbox').first().check();
  await detail.getByLabel('Note for the customer').fill('Quiet rooms, please');
  await detail.getByRole('button', { name: 'Save selections' }).click();
  await expect(detail.getByText('Selections saved.')).toBeVisible();
  await expect(detail.getByText(/^Last saved by /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('the queries and an opened query fit the screen, reached from the side menu', async ({
    page,
    context,
    request,
  }, info) => {
    test.setTimeout(90_000);
    await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
    await enquiry(request, await cookieOf(context));
    await page.goto(tenantUrl('demo', '/search/trips'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Customer queries' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer queries' })).toBeVisible();
    await chooseCustomer(page);
    await page.getByRole('button', { name: 'Open', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Save selections' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath('queries-390.png'), fullPage: true });
  });
});

test('a consumer gets no Customer queries link, no list and 403s from the server', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await signInContext(context, request, 'demo', CUSTOMER.email, CUSTOMER.password);
  await page.goto(tenantUrl('demo', '/search/trips'));
  await page.getByTestId('profile-menu').getByRole('button').click();
  await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer queries' })).toHaveCount(0);
  await page.goto(tenantUrl('demo', '/queries'));
  await expect(page.getByText('This page is for agency staff who work on customer queries.')).toBeVisible();
  const cookie = await cookieOf(context);
  for (const path of ['get_agent_queries', 'api/auth/api/v1/autocomplete/users?q=staff'])
    expect((await request.get(`${origin}/api/${path}`, { headers: { ...headers, cookie } })).status()).toBe(
      403,
    );
});
