import { expect, test } from '@playwright/test';
import { E2E_PORT, MOBILE_VIEWPORT, signInContext, tenantUrl, waitForMail } from './support';
import { DEMO_TRAVELLERS, STAFF_BOOKINGS } from './support/gateway-sites';

/**
 * Issue 29 item 3 in the browser, as the demo agent (Agency Employee with 'view all bookings'): My
 * Bookings searched by a traveller's name finds a booking that departed last year (seeded for this
 * spec), its page reassigns it to another customer and re-sends its confirmation (the development
 * mailbox shows it), and its audit trail shows both; the b2b admin finds their site's booking; the
 * search and the booking's staff section at 390 px; a consumer gets no staff section and a 403.
 */

const AGENT = { email: 'agent@wanderlight.example', password: 'Wanderlight-agent-1' };
const B2B_ADMIN = { email: 'admin@meridian.example', password: 'Meridian-admin-1' };
const origin = `http://127.0.0.1:${E2E_PORT}`;
const headers = { host: `demo.localhost:${E2E_PORT}`, origin: `http://demo.localhost:${E2E_PORT}` };
const LAST_YEAR = STAFF_BOOKINGS.lastYear;

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  // The special-fare prompt and the first-visit location prompt belong to other features.
  await page.addInitScript(() => {
    const id = 'e2e-session';
    sessionStorage.setItem('itinera.browserSession', id);
    localStorage.setItem('splFareTipReminded', id);
  });
});

test('the demo agent finds last year’s booking by traveller, reassigns it and re-sends its confirmation', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
  await page.goto(tenantUrl('demo', '/bookings'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  await page.getByLabel('Traveller name').fill('ottoline quarr');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(/traveller=ottoline\+quarr/);
  await expect(page.getByTestId('booking-count')).toHaveText('1 booking');
  const row = page.getByTestId('booking-row');
  await expect(row).toContainText(LAST_YEAR.reference);
  await expect(row).toContainText('Ottoline Quarrington-Vale');
  // The search is in the address: the back button returns to the unfiltered list, form and all.
  await page.goBack();
  await expect(page).not.toHaveURL(/traveller=/);
  await expect(page.getByLabel('Traveller name')).toHaveValue('');
  await page.goForward();
  await expect(page.getByLabel('Traveller name')).toHaveValue('ottoline quarr');
  await expect(page.getByTestId('booking-count')).toHaveText('1 booking');

  await row.getByRole('link', { name: /View details/ }).click();
  await page.waitForURL(/\/bookingDetails\//);
  const staff = page.getByTestId('staff-booking');
  await expect(staff.getByTestId('booking-customer')).toHaveText('Lena Lastyear');

  await staff.getByLabel('Find a customer by name or e-mail').fill('Reassignee');
  await staff.getByRole('button', { name: /Choose Rowan Reassignee/ }).click();
  await staff.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(staff.getByTestId('booking-customer')).toHaveText('Rowan Reassignee');

  const since = new Date(Date.now() - 1000);
  await staff.getByRole('button', { name: 'Re-send confirmation' }).click();
  await expect(staff.getByText('The booking confirmation was sent to the traveller.')).toBeVisible();
  const mail = await waitForMail(request, 'demo', {
    to: DEMO_TRAVELLERS.reassignTo.email,
    subjectIncludes: LAST_YEAR.reference,
    since,
  });
  expect(mail.text).toContain(`Booking reference: ${LAST_YEAR.reference}`);

  const trail = staff.getByTestId('audit-trail');
  await expect(trail).toContainText('Reassigned');
  await expect(trail).toContainText('Customer: Lena Lastyear → Rowan Reassignee');
  await expect(trail).toContainText('Confirmation re-sent');
  await expect(trail).toContainText('Sent to: Rowan Reassignee');
  await expect(trail).not.toContainText('@');
});

test('the b2b admin finds their site’s booking', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  await signInContext(context, request, 'b2b', B2B_ADMIN.email, B2B_ADMIN.password);
  await page.goto(tenantUrl('b2b', `/bookings?reference=${STAFF_BOOKINGS.b2b.reference.slice(3)}`));
  await expect(page.getByTestId('booking-count')).toHaveText('1 booking');
  await expect(page.getByTestId('booking-row')).toContainText('Percival Meridianson');
  await page.goto(tenantUrl('b2b', '/bookings?traveller=ottoline'));
  await expect(page.getByTestId('booking-count')).toHaveText('No bookings');
});

test.describe('at 390 px', () => {
  test.use({ viewport: MOBILE_VIEWPORT });

  test('the search and the booking’s staff section fit the screen', async ({
    page,
    context,
    request,
  }, info) => {
    test.setTimeout(90_000);
    await signInContext(context, request, 'demo', AGENT.email, AGENT.password);
    await page.goto(tenantUrl('demo', `/bookings?traveller=${encodeURIComponent('Quarrington-Vale')}`));
    await expect(page.getByTestId('booking-count')).toHaveText('1 booking');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath('bookings-search-390.png'), fullPage: true });
    await page
      .getByTestId('booking-row')
      .getByRole('link', { name: /View details/ })
      .click();
    await expect(page.getByTestId('audit-trail')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: info.outputPath('booking-detail-390.png'), fullPage: true });
  });
});

test('a consumer sees no staff section and gets 403 from the staff calls', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const consumer = DEMO_TRAVELLERS.lastYear;
  await signInContext(context, request, 'demo', consumer.email, consumer.password);
  await page.goto(tenantUrl('demo', '/bookings'));
  await expect(page.getByTestId('booking-count')).toBeVisible();
  await expect(page.getByLabel('Customer (name or e-mail)')).toHaveCount(0);
  const cookies = await context.cookies(`http://demo.localhost:${E2E_PORT}`);
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const id = '00000000-0000-4000-8000-000000000000';
  for (const [method, path, data] of [
    ['GET', `/api/api/booking/audit-trail?booking_id=${id}`, undefined],
    ['POST', '/api/send_book_email/', { booking_id: id }],
    ['POST', '/api/api/booking/update_booking_user', { booking_id: id, user_id: id }],
  ] as const) {
    const r = await request.fetch(`${origin}${path}`, { method, headers: { ...headers, cookie }, data });
    expect(r.status(), path).toBe(403);
  }
});
