import { expect, test } from '@playwright/test';
import { login, newAccount, originOf, type ProbeResponse, postJson, probe } from './http';

/**
 * Issue 26's acceptance, over HTTP against the production build, as an outside client: money never
 * taken twice or after a booking ended, and no hostile body answered with a 500. (Sign-in bursts and
 * one-time codes: integrity-accounts.probe.ts.)
 */

const SITE = 'demo';
const PACKAGE = 'classic-italy';
const CARD_OK = '4242424242424242';

const cookieOf = (res: ProbeResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** A new traveller, signed in from `from`: their cookie. */
async function traveller(from: string): Promise<string> {
  const email = await newAccount(SITE, 'Integrity-pass-1');
  const res = await login(SITE, email, 'Integrity-pass-1', from);
  expect(res.status).toBe(200);
  return cookieOf(res);
}

const as = (cookie: string) => ({ cookie });

/** The package's first departure with seats, and today's price for one adult. */
async function firstDeparture(cookie: string, from: string) {
  const detail = await probe({ site: SITE, path: `/api/v1/get_static_package?id=${PACKAGE}`, from });
  expect(detail.status).toBe(200);
  const departure = (detail.json().data.departures as { date: string; seats: number }[]).find(
    (d) => d.seats > 2,
  );
  if (!departure) throw new Error('no departure with seats left');
  const party = { package_id: PACKAGE, departure_date: departure.date, adults: 1, currency: 'GBP' };
  const price = await postJson(SITE, '/api/api/booking/reprice', party, from, as(cookie));
  expect(price.status).toBe(200);
  return { party, total: price.json().data.price.total.amount as number };
}

/** A held booking of one adult: its id. */
async function hold(cookie: string, from: string): Promise<{ id: string; total: number }> {
  const { party, total } = await firstDeparture(cookie, from);
  const res = await postJson(
    SITE,
    '/api/api/booking/hold',
    {
      ...party,
      accepted_total: total,
      travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'Ray', last_name: 'Cer' }],
    },
    from,
    { ...as(cookie), 'idempotency-key': `probe-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  expect(res.status, res.text).toBe(200);
  return { id: res.json().data.id as string, total };
}

const startPayment = (cookie: string, from: string, bookingId: string, kind = 'FULL') =>
  postJson(
    SITE,
    '/api/make_payment/',
    { payment_method_id: 'test-card', order_id: bookingId, full_or_partial_payment: kind, currency: 'GBP' },
    from,
    as(cookie),
  );

/** Pays a session on the test gateway's hosted page: where the browser is sent back to (or null). */
async function payOnGateway(session: string, from: string): Promise<string | null> {
  const body = new URLSearchParams({
    session,
    name: 'Ray Cer',
    card_number: CARD_OK,
    expiry: '12/30',
    cvc: '123',
  }).toString();
  const res = await probe({
    site: SITE,
    method: 'POST',
    path: '/api/api/test-gateway/pay',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return res.status === 303 ? String(res.headers.location) : null;
}

/** Where the site's payit page sends the browser for a gateway's return (the page a visitor lands on). */
async function landing(returnUrl: string, cookie: string, from: string): Promise<string> {
  const back = new URL(returnUrl, 'http://x');
  const res = await probe({ site: SITE, path: `${back.pathname}${back.search}`, from, headers: as(cookie) });
  if (res.status >= 300 && res.status < 400) return String(res.headers.location);
  // The page confirms through save_payment when its script runs; the call it makes says the same.
  const saved = await postJson(
    SITE,
    '/api/save_payment/',
    Object.fromEntries(back.searchParams),
    from,
    as(cookie),
  );
  return saved.json().data?.status === 'SUCCESS' ? '/pay-success' : '/pay-failure';
}

async function bookingView(cookie: string, from: string, id: string) {
  const res = await probe({
    site: SITE,
    path: `/api/api/booking/get-booking-details?booking_id=${id}`,
    from,
    headers: as(cookie),
  });
  expect(res.status).toBe(200);
  return res.json().data as {
    status: string;
    paid: { amount: number };
    price: { total: { amount: number } };
    refunds?: { amount: { amount: number }; reason: string }[];
  };
}

test.describe('money over HTTP (issue 26)', () => {
  test('two payments raced for one booking: paid never passes the total, the extra capture is refunded', async () => {
    const from = '127.0.0.31';
    const cookie = await traveller(from);
    const booking = await hold(cookie, from);
    const [a, b] = await Promise.all([
      startPayment(cookie, from, booking.id),
      startPayment(cookie, from, booking.id),
    ]);
    const sessions = [a, b]
      .filter((r) => r.status === 200)
      .map((r) => r.json().data.response_content.fields.session as string);
    expect(sessions.length).toBeGreaterThanOrEqual(1);
    const returns = await Promise.all(sessions.map((s) => payOnGateway(s, from)));
    const view = await bookingView(cookie, from, booking.id);
    expect(view.paid.amount).toBeLessThanOrEqual(view.price.total.amount);
    expect(view.paid.amount).toBe(booking.total);
    const captured = returns.filter((r) => r !== null).length;
    const refunded = (view.refunds ?? []).reduce((sum, r) => sum + r.amount.amount, 0);
    // Every capture past the one the booking took went back.
    expect(refunded).toBe((captured - 1) * booking.total);
  });

  test('a payment after cancellation is never "Payment Successful." and what was captured is refunded', async () => {
    const from = '127.0.0.32';
    const cookie = await traveller(from);
    const booking = await hold(cookie, from);
    const started = await startPayment(cookie, from, booking.id);
    expect(started.status).toBe(200);
    const session = started.json().data.response_content.fields.session as string;
    const cancelled = await postJson(
      SITE,
      '/api/api/booking/cancel',
      { booking_id: booking.id, accepted_fee: 0 },
      from,
      as(cookie),
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    const back = await payOnGateway(session, from);
    if (back) expect(await landing(back, cookie, from)).not.toContain('pay-success');
    const view = await bookingView(cookie, from, booking.id);
    expect(view.status).toBe('cancelled');
    expect(view.paid.amount).toBe(0);
    const refunded = (view.refunds ?? []).reduce((sum, r) => sum + r.amount.amount, 0);
    expect(refunded).toBe(back ? booking.total : 0);
  });
});

/** Hostile bodies: the shapes the probe sent, each to every route it reached. */
const ROUTES = [
  '/api/api/booking/hold',
  '/api/api/booking/book',
  '/api/api/booking/reprice',
  '/api/api/booking/modify',
  '/api/api/booking/cancel',
  '/api/api/booking/variant/hold',
  '/api/api/booking/traveller-details/save',
  '/api/make_payment/',
  '/api/save_payment/',
  '/api/api/auth/api/v1/user/authenticate',
  '/api/api/auth/api/v1/user/create',
];

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const wide = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":1`).join(',')}}`;
const traveller1 = (over: Record<string, unknown>) => ({
  package_id: PACKAGE,
  departure_date: '2030-01-01',
  adults: 1,
  currency: 'GBP',
  accepted_total: 1,
  travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'A', last_name: 'B', ...over }],
});

const HOSTILE: string[] = [
  nested(10_000),
  nested(30_000),
  `{"a":${nested(20_000)}}`,
  wide(6_000),
  JSON.stringify(traveller1({ date_of_birth: '2020-02-30' })),
  JSON.stringify(traveller1({ date_of_birth: '2020-13-45' })),
  JSON.stringify(traveller1({ date_of_birth: '0000-00-00' })),
  JSON.stringify(traveller1({ passport_expiry: '2020-02-30' })),
  JSON.stringify({ ...traveller1({}), adults: true }),
  JSON.stringify({ ...traveller1({}), adults: [1] }),
  JSON.stringify({ ...traveller1({}), adults: '0x1' }),
  JSON.stringify({ ...traveller1({}), accepted_total: [99500] }),
  JSON.stringify({ ...traveller1({}), adults: 1, infants: 8 }),
  JSON.stringify({ ...traveller1({}), adults: 1e308 }),
  'null',
  '[]',
  '"x"',
];

test('no hostile body is answered with a 500, signed in or not', async () => {
  const from = '127.0.0.33';
  const cookie = await traveller(from);
  const statuses: { route: string; body: string; status: number }[] = [];
  for (const headers of [{}, as(cookie)]) {
    for (const route of ROUTES) {
      for (const body of HOSTILE) {
        const res = await probe({
          site: SITE,
          method: 'POST',
          path: route,
          from,
          headers: { 'content-type': 'application/json', origin: originOf(SITE), ...headers },
          body,
        });
        statuses.push({ route, body: body.slice(0, 40), status: res.status });
      }
    }
  }
  expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
});
