/** @jest-environment node */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { bookings, type Tenant, users } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { backendCall, makePackage } from '../booking/test-helpers';
import { demoTenants, makeUser } from '../quotations/test-helpers';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(60);
const adult = (first: string) => ({ kind: 'adult', title: 'Mr.', first_name: first, last_name: 'Tester' });

describe.each(testDrivers())('agency balance and wallet statement on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;
  let agent: Awaited<ReturnType<typeof makeUser>>;
  let traveller: Awaited<ReturnType<typeof makeUser>>;
  let agentWithoutLimit: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    tdb = await open();
    ({ demo } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
    agent = await makeUser(tdb.db, demo, 'Agency Employee');
    traveller = await makeUser(tdb.db, demo, 'Consumer');
    agentWithoutLimit = await makeUser(tdb.db, demo, 'Agency Admin');
    await tdb.db
      .update(users)
      .set({ creditMinor: 250_000, creditCurrency: 'GBP' })
      .where(eq(users.id, agent.user.id));
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const call: ReturnType<typeof backendCall> = (...args) => backendCall(backend)(...args);
  const key = () => `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const hold = async (who: { cookie: string }, adults: number) => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 9);
    const travellers = Array.from({ length: adults }, (_, i) => adult(`A${i}`));
    const r = await call('POST', '/api/booking/hold', {
      body: {
        package_id: pkg.slug,
        departure_date: DEPARTURE,
        adults,
        children: 0,
        infants: 0,
        currency: 'GBP',
        accepted_total: adults * 100_000,
        travellers,
      },
      cookie: who.cookie,
      key: key(),
    });
    expect(r.status).toBe(200);
    return r.json.data as { id: string; reference: string };
  };
  const statement = (who: { cookie: string }) =>
    call('GET', '/api/agency/wallet-statement', { cookie: who.cookie });

  it('lists each debit and refund with its booking reference and the running balance', async () => {
    const empty = await statement(agent);
    expect(empty.status).toBe(200);
    expect(empty.json.data).toEqual({ currency: 'GBP', opening: 250_000, available: 250_000, lines: [] });

    const first = await hold(agent, 1);
    expect(
      (
        await call('POST', '/api/booking/confirm-hold', {
          body: { booking_id: first.id },
          cookie: agent.cookie,
        })
      ).status,
    ).toBe(200);
    const second = await hold(agent, 1);
    expect(
      (
        await call('POST', '/api/booking/confirm-hold', {
          body: { booking_id: second.id },
          cookie: agent.cookie,
        })
      ).status,
    ).toBe(200);
    const cancelled = await call('POST', '/api/booking/cancel', {
      body: { booking_id: first.id, accepted_fee: 0 },
      cookie: agent.cookie,
    });
    expect(cancelled.status).toBe(200);

    const s = await statement(agent);
    expect(s.status).toBe(200);
    expect(s.json.data.available).toBe(150_000);
    expect(
      s.json.data.lines.map(
        (l: { kind: string; booking_reference: string; debit: number; credit: number; balance: number }) => [
          l.kind,
          l.booking_reference,
          l.debit,
          l.credit,
          l.balance,
        ],
      ),
    ).toEqual([
      ['debit', first.reference, 100_000, 0, 150_000],
      ['debit', second.reference, 100_000, 0, 50_000],
      ['refund', first.reference, 0, 100_000, 150_000],
    ]);
  });

  it('downloads the same lines as CSV in major units, with a running balance', async () => {
    const csv = async (cookie?: string) => {
      const res = await backend.request('/api/agency/wallet-statement.csv', {
        headers: { [SITE_HEADER]: 'demo', ...(cookie ? { cookie } : {}) },
      });
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        disposition: res.headers.get('content-disposition'),
        text: await res.text(),
      };
    };
    const s = (await statement(agent)).json.data as { lines: { booking_reference: string }[] };
    const r = await csv(agent.cookie);
    expect(r.status).toBe(200);
    expect(r.type).toBe('text/csv; charset=utf-8');
    expect(r.disposition).toMatch(/^attachment; filename="wallet-statement-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(r.text) as string[][];
    expect(header).toEqual([
      'date',
      'description',
      'booking_reference',
      'debit',
      'credit',
      'balance',
      'currency',
    ]);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['Booking paid', s.lines[0]?.booking_reference, '1000.00', '', '1500.00', 'GBP'],
      ['Booking paid', s.lines[1]?.booking_reference, '1000.00', '', '500.00', 'GBP'],
      ['Booking refund', s.lines[2]?.booking_reference, '', '1000.00', '1500.00', 'GBP'],
    ]);
    expect((await csv(traveller.cookie)).status).toBe(403);
    expect((await csv()).status).toBe(401);
  });

  it('refuses a traveller, agency staff without a credit limit, and a visitor who is not signed in', async () => {
    expect((await statement(traveller)).status).toBe(403);
    expect((await statement(agentWithoutLimit)).status).toBe(403);
    expect((await call('GET', '/api/agency/wallet-statement')).status).toBe(401);
  });

  it('refuses to pay from a balance that is too low, with its message, and debits nothing', async () => {
    const big = await hold(agent, 3);
    const before = await statement(agent);
    const r = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: big.id },
      cookie: agent.cookie,
    });
    expect(r.status).toBe(402);
    expect(r.json.message ?? r.json.errors?.message).toBe(
      'The agency balance is not enough to pay for this booking.',
    );
    expect((await statement(agent)).json.data).toEqual(before.json.data);
  });

  it('tells the page where a deposit is taken: a held booking, at least 25% of its total; not once paid', async () => {
    const held = await hold(traveller, 2);
    const details = await call('GET', `/api/booking/get-booking-details?booking_id=${held.id}`, {
      cookie: traveller.cookie,
    });
    expect(details.json.data.deposit).toEqual({ minimum: { amount: 50_000, currency: 'GBP' } });
    const mine = await hold(agent, 1);
    const paid = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: mine.id },
      cookie: agent.cookie,
    });
    expect(paid.json.data.deposit).toBeNull();
  });

  it('refuses to take a balance after its due date, by card or from the agency balance', async () => {
    const mine = await hold(agent, 1);
    await tdb.db
      .update(bookings)
      .set({ status: 'partially_paid', paidMinor: 25_000, holdExpiresAt: null, balanceDueDate: inDays(-1) })
      .where(eq(bookings.id, mine.id));
    const byCard = await call('POST', '/make_payment/', {
      cookie: agent.cookie,
      body: {
        payment_method_id: 'test-card',
        order_id: mine.id,
        full_or_partial_payment: 'FULL',
        currency: 'GBP',
      },
    });
    expect(byCard.status).toBe(409);
    const byBalance = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: mine.id },
      cookie: agent.cookie,
    });
    expect(byBalance.status).toBe(409);
    expect(byBalance.json.message ?? byBalance.json.errors?.message).toMatch(/no longer be paid/);
    // On its due day it is still taken (with room enough on the balance after the tests above).
    await tdb.db.update(users).set({ creditMinor: 1_000_000 }).where(eq(users.id, agent.user.id));
    await tdb.db
      .update(bookings)
      .set({ balanceDueDate: inDays(0) })
      .where(eq(bookings.id, mine.id));
    const onTime = await call('POST', '/api/booking/confirm-hold', {
      body: { booking_id: mine.id },
      cookie: agent.cookie,
    });
    expect(onTime.status).toBe(200);
    expect(onTime.json.data).toMatchObject({ status: 'confirmed', paid: { amount: 100_000 } });
  });
});
