/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bookings, type Tenant, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { warmRateLimiter } from '@/tests/support/rate-limiter';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { demoTenants, makeLead, makeSite, makeUser } from '../quotations/test-helpers';

/**
 * Issue 29's acceptance: a consumer and an Agency Employee without any permission get 401, 403 or
 * 404 from every staff call, on the server. One line per call below, aimed at the agency's own data
 * (a colleague's quotation and query, another customer's booking), so a refusal is not merely "no
 * such row"; an employee holding 'view all quotations' and 'view all bookings' gets past each one (the same line, not refused), which
 * shows the line reaches the route. Add a call by adding a line.
 */

interface Ids {
  quotationId: string;
  leadId: string;
  bookingId: string;
  customerId: string;
  voucherId: string;
}
type Line = [name: string, method: 'GET' | 'POST', path: (ids: Ids) => string, body?: (ids: Ids) => unknown];

const STAFF_CALLS: Line[] = [
  ['send_quotation_email/', 'POST', () => '/send_quotation_email/', (i) => ({ quotation_id: i.quotationId })],
  ['get_quotation', 'GET', (i) => `/get_quotation?id=${i.quotationId}`],
  ['quotation_details', 'GET', (i) => `/quotation_details?lead_id=${i.leadId}`],
  ['get_opp_id', 'GET', (i) => `/get_opp_id?lead_id=${i.leadId}`],
  [
    'accept-quotation',
    'POST',
    () => '/api/booking/accept-quotation',
    (i) => ({ quotation_id: i.quotationId }),
  ],
  ['autocomplete/users', 'GET', () => '/api/auth/api/v1/autocomplete/users?q=test'],
  ['get_agent_queries', 'GET', () => '/get_agent_queries'],
  ['fetch_data_for_agent_query', 'GET', (i) => `/fetch_data_for_agent_query?lead_id=${i.leadId}`],
  [
    'save_agent_selections',
    'POST',
    () => '/save_agent_selections',
    (i) => ({ lead_id: i.leadId, version: 0, hotel_codes: [], item_ids: [] }),
  ],
  [
    'update_booking_user',
    'POST',
    () => '/api/booking/update_booking_user',
    (i) => ({ booking_id: i.bookingId, user_id: i.customerId }),
  ],
  ['vouchers', 'GET', (i) => `/api/booking/vouchers?booking_id=${i.bookingId}`],
  ['generate-voucher', 'POST', () => '/api/booking/generate-voucher', (i) => ({ booking_id: i.bookingId })],
  [
    'confirm-voucher',
    'POST',
    () => '/api/booking/confirm-voucher',
    (i) => ({ booking_id: i.bookingId, voucher_id: i.voucherId }),
  ],
  [
    'add-voucher',
    'POST',
    () => '/api/booking/add-voucher',
    (i) => ({ booking_id: i.bookingId, file_name: 'voucher.pdf', url: 'https://example.com/voucher.pdf' }),
  ],
  ['combined-voucher-url', 'GET', (i) => `/api/booking/combined-voucher-url?booking_id=${i.bookingId}`],
  ['credit-note-list', 'GET', (i) => `/api/booking/credit-note-list?booking_id=${i.bookingId}`],
  ['send_book_email/', 'POST', () => '/send_book_email/', (i) => ({ booking_id: i.bookingId })],
  ['audit-trail', 'GET', (i) => `/api/booking/audit-trail?booking_id=${i.bookingId}`],
  [
    'add-markup',
    'POST',
    () => '/api/booking/add-markup',
    (i) => ({ booking_id: i.bookingId, amount: 100, currency: 'GBP', seen_total: 1 }),
  ],
  ['get/invoice/list', 'GET', (i) => `/api/booking/get/invoice/list?booking_id=${i.bookingId}`],
  ['invoice-url', 'GET', (i) => `/api/booking/invoice-url?booking_id=${i.bookingId}`],
  ['tnc', 'GET', (i) => `/api/booking/tnc?booking_id=${i.bookingId}`],
  ['insurance/status', 'GET', (i) => `/api/booking/insurance/status?booking_id=${i.bookingId}`],
  ['rebook/details', 'GET', (i) => `/api/booking/rebook/details?booking_id=${i.bookingId}`],
];

describe.each(testDrivers())('staff calls refused to non-staff on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let site: Tenant;
  const who: Record<'consumer' | 'employee' | 'manager', { cookie: string }> = {} as never;
  const ids = {} as Ids;

  const call = async ([, method, path, body]: Line, cookie?: string): Promise<number> => {
    const payload = body?.(ids);
    const res = await backend.request(path(ids), {
      method,
      headers: {
        [SITE_HEADER]: 'refusals',
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    return res.status;
  };

  beforeAll(async () => {
    tdb = await open();
    await warmRateLimiter();
    await demoTenants(tdb.db);
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    site = await makeSite(tdb.db, 'refusals', 6262);
    const manager = await makeUser(tdb.db, site, 'Agency Employee');
    await tdb.db
      .update(users)
      .set({ permissions: ['view all quotations', 'view all bookings'] })
      .where(eq(users.id, manager.user.id));
    who.manager = manager;
    who.employee = await makeUser(tdb.db, site, 'Agency Employee');
    who.consumer = await makeUser(tdb.db, site, 'Consumer');
    const customer = await makeUser(tdb.db, site, 'Consumer');
    ids.customerId = customer.user.id;
    // A query the customer asked an agent about, quoted by the manager.
    const lead = await makeLead(tdb.db, site, { userId: customer.user.id, status: 'offline_requested' });
    ids.leadId = lead.id;
    const quoted = await backend.request('/generate_quotation', {
      method: 'POST',
      headers: { [SITE_HEADER]: 'refusals', 'content-type': 'application/json', cookie: manager.cookie },
      body: JSON.stringify({ lead_id: lead.id, customer_email: 'customer@example.com' }),
    });
    ids.quotationId = String(((await quoted.json()) as { id: unknown }).id);
    // The customer's confirmed booking.
    const [booking] = await tdb.db
      .insert(bookings)
      .values({
        tenantId: site.id,
        reference: `BK-${randomBytes(5).toString('hex').toUpperCase()}`,
        userId: customer.user.id,
        createdBy: customer.user.id,
        status: 'confirmed',
        packageSlug: 'refusals',
        packageTitle: 'Refusals',
        departureDate: '2027-07-01',
        adults: 1,
        currency: 'GBP',
        baseMinor: 10000,
        markupMinor: 0,
        taxMinor: 0,
        discountMinor: 0,
        totalMinor: 10000,
      })
      .returning({ id: bookings.id });
    ids.bookingId = booking?.id ?? '';
    // Its voucher, generated by the agency.
    const voucher = await backend.request('/api/booking/generate-voucher', {
      method: 'POST',
      headers: { [SITE_HEADER]: 'refusals', 'content-type': 'application/json', cookie: manager.cookie },
      body: JSON.stringify({ booking_id: ids.bookingId }),
    });
    ids.voucherId = String(((await voucher.json()) as { data: { id: unknown } }).data.id);
  }, 120_000);
  afterAll(() => tdb.dispose());

  it.each(STAFF_CALLS)(
    '%s: 401 signed out, 401/403/404 to a consumer and an employee without permissions',
    async (...line) => {
      expect(await call(line)).toBe(401);
      for (const role of ['consumer', 'employee'] as const)
        expect([401, 403, 404]).toContain(await call(line, who[role].cookie));
    },
  );

  it.each(STAFF_CALLS)('%s: not refused to staff holding the permissions', async (...line) => {
    expect([401, 403, 404]).not.toContain(await call(line, who.manager.cookie));
  });
});
