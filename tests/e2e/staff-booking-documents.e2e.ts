import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { E2E_PORT, MOBILE_VIEWPORT, sessionCookieOf, signInContext, tenantUrl } from './support';

/**
 * Issue 29 item 3 in the browser at 390 px, as the demo agent (Agency Employee with 'view all
 * bookings'): a held booking made through the API gets a markup on its page; paid from the agency
 * balance it gets a voucher generated and confirmed, an invoice, terms and insurance status; a
 * cancelled one shows its credit note and what booking it again costs today; each action is in the
 * booking's audit trail (as JSON from the API).
 */

const AGENT = { email: 'agent@wanderlight.example', password: 'Wanderlight-agent-1' };
const origin = `http://127.0.0.1:${E2E_PORT}`;
const headers = { host: `demo.localhost:${E2E_PORT}`, origin: `http://demo.localhost:${E2E_PORT}` };
const PACKAGE = 'paris-long-weekend';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: MOBILE_VIEWPORT });

test.beforeEach(async ({ page }) => {
  // The special-fare prompt and the first-visit location prompt belong to other features.
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
  });
});

const cookieOf = (context: BrowserContext) => sessionCookieOf(context, 'demo');

/** A booking of one adult on the package's first departure, made by the agent: held or booked (paid). */
async function bookThroughApi(
  request: APIRequestContext,
  cookie: string,
  scope: 'hold' | 'book',
): Promise<{ id: string; total: number }> {
  const pkg = await request.get(`${origin}/api/v1/get_static_package?id=${PACKAGE}`, { headers });
  const date = ((await pkg.json()) as { data: { departures: { date: string }[] } }).data.departures[0]?.date;
  const party = {
    package_id: PACKAGE,
    departure_date: date,
    adults: 1,
    children: 0,
    infants: 0,
    currency: 'GBP',
  };
  const priced = await request.post(`${origin}/api/api/booking/reprice`, {
    headers: { ...headers, cookie },
    data: party,
  });
  expect(priced.status()).toBe(200);
  const total = ((await priced.json()) as { data: { price: { total: { amount: number } } } }).data.price.total
    .amount;
  const made = await request.post(`${origin}/api/api/booking/${scope}`, {
    headers: { ...headers, cookie, 'idempotency-key': `e2e-staff-docs-${scope}-${Date.now()}` },
    data: {
      ...party,
      accepted_total: total,
      travellers: [{ kind: 'adult', title: 'Ms.', first_name: 'Stella', last_name: 'Staffcheck' }],
    },
  });
  expect(made.status()).toBe(200);
  return { id: ((await made.json()) as { data: { id: string } }).data.id, total };
}

async function post(request: APIRequestContext, cookie: string, path: string, data: unknown) {
  const res = await request.post(`${origin}/api/api/booking/${path}`, {
    headers: { ...headers, cookie },
    data,
  });
  expect([path, res.status()]).toEqual([path, 200]);
}

async function auditEvents(request: APIRequestContext, cookie: string, id: string) {
  const res = await request.get(`${origin}/api/api/booking/audit-trail?booking_id=${id}`, {
    headers: { ...headers, cookie },
  });
  expect(res.status()).toBe(200);
  return (
    (await res.json()) as { data: { events: { event: string; actor: string | null; changes: unknown }[] } }
  ).data.events;
}

const pence = (text: string) => {
  const m = /£([\d,]+\.\d{2})/.exec(text);
  if (!m?.[1]) throw new Error(`no amount in ${text}`);
  return Math.round(Number(m[1].replace(/,/g, '')) * 100);
};

test('the demo agent adds a markup, generates and confirms a voucher, sees invoices, credit notes, terms, insurance and the audit trail', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(120_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  const cookie = await cookieOf(context);
  const { id, total } = await bookThroughApi(request, cookie, 'hold');

  await page.goto(tenantUrl('demo', `/bookingDetails/${id}`));
  const work = page.getByTestId('staff-booking-work');
  await expect(work.getByRole('heading', { name: 'Agency work on this booking' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(work.getByTestId('staff-terms')).toContainText('Sold as: Paris Long Weekend');
  await expect(work.getByTestId('staff-insurance')).toHaveText('No insurance on this booking.');

  // The markup, on the held booking: £25.00 more to pay.
  await work.getByLabel('Markup to add (GBP)').fill('25.00');
  await work.getByRole('button', { name: 'Add markup' }).click();
  await expect(work.getByRole('status')).toContainText('Markup added');
  await expect(work.getByTestId('staff-total')).toHaveText(
    new RegExp(
      `^Total now: £${((total + 2_500) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
    ),
  );

  // Paid from the agency balance: the new total.
  await post(request, cookie, 'confirm-hold', { booking_id: id });
  await page.reload();
  await expect(page.locator('article').getByTestId('booking-status')).toHaveText('Confirmed', {
    timeout: 15_000,
  });
  expect(pence((await work.getByTestId('staff-total').textContent()) ?? '')).toBe(total + 2_500);
  await expect(
    work.getByText('A markup can be added only while the booking is not yet paid in full.'),
  ).toBeVisible();

  // Vouchers: generate, then confirm.
  await work.getByRole('button', { name: 'Generate voucher' }).click();
  const vouchers = work.getByTestId('staff-vouchers');
  await expect(vouchers).toContainText('Booking voucher (waiting for confirmation)');
  await work.getByRole('button', { name: 'Confirm Booking voucher' }).click();
  await expect(vouchers).toContainText('Booking voucher (confirmed)');
  await expect(work.getByRole('link', { name: 'All vouchers in one PDF' })).toBeVisible();

  // Invoices and credit notes.
  await expect(work.getByTestId('staff-invoices')).toContainText(/^INV-\S+, .+: £/);
  await expect(work.getByTestId('staff-credit-notes')).toHaveText('No credit notes.');

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath('staff-booking-390.png'), fullPage: true });

  // The audit trail: the markup from and to, the voucher generated and confirmed, by the agent.
  const trail = await auditEvents(request, cookie, id);
  expect(trail.map((l) => l.event)).toEqual(
    expect.arrayContaining(['hold', 'add_markup', 'pay', 'generate_voucher', 'confirm_voucher']),
  );
  const markup = trail.find((l) => l.event === 'add_markup');
  expect(markup?.changes).toMatchObject({ total: { from: total, to: total + 2_500 } });
  expect(markup?.actor).toMatch(/\S/);
});

test('a cancelled booking shows its credit note and what booking it again costs today', async ({
  page,
  context,
  request,
}, info) => {
  test.setTimeout(90_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  const cookie = await cookieOf(context);
  const { id } = await bookThroughApi(request, cookie, 'book');
  await post(request, cookie, 'cancel', { booking_id: id, accepted_fee: 0 });

  await page.goto(tenantUrl('demo', `/bookingDetails/${id}`));
  const work = page.getByTestId('staff-booking-work');
  await expect(work.getByTestId('staff-credit-notes')).toContainText(/^CN-\d{6}, .+: £/, { timeout: 15_000 });
  await expect(work.getByTestId('staff-invoices')).toHaveText(
    'No invoice: a booking has one while it is paid (a cancelled booking has credit notes instead).',
  );
  await expect(work.getByTestId('staff-rebook')).toContainText('Today, the same party costs £');
  await page.screenshot({ path: info.outputPath('staff-booking-cancelled-390.png'), fullPage: true });
});
