/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { HOLD_LIMIT_MESSAGES } from '@/lib/booking/hold-limits';
import { bookings, departureSeats, type StaticPackage, type Tenant } from '@/lib/db/schema';
import { peerHeaderName } from '@/lib/http/peer-address';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { demoTenants, makeUser } from '../quotations/test-helpers';
import { type Json, makePackage } from './test-helpers';

/**
 * Issue 26, seats hoarded: one unpaid account held all 20 seats of a departure (holds of 9 + 9 + 2,
 * renewed as they ran out). The limits of lib/booking/hold-limits.ts, through the hold call, raced.
 */

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const DEPARTURE = inDays(70);
type Who = { cookie: string; user: { id: string } };

describe.each(testDrivers())('hold limits on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;

  beforeAll(async () => {
    tdb = await open();
    ({ demo } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const traveller = () => makeUser(tdb.db, demo, 'Consumer');
  const adults = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      kind: 'adult',
      title: 'Mr.',
      first_name: `A${i}`,
      last_name: 'B',
    }));

  /** A hold of `seats` adults on the package's departure, from `address` when given (the server's stamp). */
  async function hold(pkg: StaticPackage, who: Who, seats: number, address?: string) {
    const res = await backend.request('/api/booking/hold', {
      method: 'POST',
      headers: {
        [SITE_HEADER]: 'demo',
        'content-type': 'application/json',
        cookie: who.cookie,
        'idempotency-key': `k-${Date.now()}-${Math.random()}`,
        ...(address ? { [peerHeaderName()]: address } : {}),
      },
      body: JSON.stringify({
        package_id: pkg.slug,
        departure_date: DEPARTURE,
        adults: seats,
        currency: 'GBP',
        accepted_total: seats * 100_000,
        travellers: adults(seats),
      }),
    });
    return { status: res.status, json: (await res.json()) as Json };
  }
  const seatsLeft = async (pkg: StaticPackage) =>
    (await tdb.db.select().from(departureSeats).where(eq(departureSeats.packageId, pkg.id)))[0]?.available;
  const expectRefused = (r: { status: number; json: Json }, message: string) => {
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(message);
  };

  it('the 20-seat hoard: one unpaid account holds 9 of a departure; the next 9 and 2 are refused', async () => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 20);
    const hoarder = await traveller();
    expect((await hold(pkg, hoarder, 9)).status).toBe(200);
    expectRefused(await hold(pkg, hoarder, 9), HOLD_LIMIT_MESSAGES.account_departure);
    expectRefused(await hold(pkg, hoarder, 2), HOLD_LIMIT_MESSAGES.account_departure);
    expect(await seatsLeft(pkg)).toBe(11);
    // Everyone else can still book the rest.
    expect((await hold(pkg, await traveller(), 9)).status).toBe(200);
  });

  it('paid seats do not count: once its hold is paid, the account may hold again', async () => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 20);
    const who = await traveller();
    const first = await hold(pkg, who, 9);
    expectRefused(await hold(pkg, who, 1), HOLD_LIMIT_MESSAGES.account_departure);
    const started = await backend.request('/make_payment/', {
      method: 'POST',
      headers: { [SITE_HEADER]: 'demo', 'content-type': 'application/json', cookie: who.cookie },
      body: JSON.stringify({ payment_method_id: 'test-card', order_id: first.json.data.id, currency: 'GBP' }),
    });
    const session = ((await started.json()) as Json).data.response_content.fields.session as string;
    const paid = await backend.request('/api/test-gateway/pay', {
      method: 'POST',
      redirect: 'manual',
      headers: { [SITE_HEADER]: 'demo', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        session,
        card_number: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    expect((await tdb.db.select().from(bookings).where(eq(bookings.id, first.json.data.id)))[0]?.status).toBe(
      'confirmed',
    );
    expect((await hold(pkg, who, 9)).status).toBe(200);
  });

  it('18 seats in all per account, across departures', async () => {
    const who = await traveller();
    const [a, b, c] = [
      await makePackage(tdb.db, demo, DEPARTURE, 9),
      await makePackage(tdb.db, demo, DEPARTURE, 9),
      await makePackage(tdb.db, demo, DEPARTURE, 9),
    ] as [StaticPackage, StaticPackage, StaticPackage];
    expect((await hold(a, who, 9)).status).toBe(200);
    expect((await hold(b, who, 9)).status).toBe(200);
    expectRefused(await hold(c, who, 1), HOLD_LIMIT_MESSAGES.account_overall);
    expect(await seatsLeft(c)).toBeUndefined();
  });

  it('holds raced from one account cannot pass the limit together', async () => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 20);
    const who = await traveller();
    const twoFives = await Promise.all([hold(pkg, who, 5), hold(pkg, who, 5)]);
    expect(twoFives.map((r) => r.status).sort()).toEqual([200, 409]);
    const ones = await Promise.all(Array.from({ length: 8 }, () => hold(pkg, who, 1)));
    expect(ones.filter((r) => r.status === 200)).toHaveLength(4);
    for (const r of ones.filter((x) => x.status !== 200))
      expectRefused(r, HOLD_LIMIT_MESSAGES.account_departure);
    expect(await seatsLeft(pkg)).toBe(11);
  }, 60_000);

  it('per address: several accounts on one address share twice the account limit, raced', async () => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 40);
    const address = '203.0.113.26';
    const accounts = [await traveller(), await traveller(), await traveller()];
    const answers = await Promise.all(accounts.map((who) => hold(pkg, who, 9, address)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    expectRefused(answers.find((r) => r.status !== 200) as never, HOLD_LIMIT_MESSAGES.client_departure);
    // An IPv6 network counts as one address whatever its last 64 bits.
    const v6 = await makePackage(tdb.db, demo, DEPARTURE, 40);
    expect((await hold(v6, accounts[0] as Who, 9, '2001:db8:26:1::a')).status).toBe(200);
    expect((await hold(v6, accounts[1] as Who, 9, '2001:db8:26:1:ffff::b')).status).toBe(200);
    expectRefused(
      await hold(v6, accounts[2] as Who, 1, '2001:db8:26:1::c'),
      HOLD_LIMIT_MESSAGES.client_departure,
    );
    // Another address is not held back by this one.
    expect((await hold(v6, accounts[2] as Who, 1, '198.51.100.26')).status).toBe(200);
  }, 60_000);

  it('a hold that ran out may be taken again once, not a third time', async () => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 9);
    const who = await traveller();
    const runOut = async () => {
      const r = await hold(pkg, who, 2);
      expect(r.status).toBe(200);
      await tdb.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.id, r.json.data.id));
      // The next booking call sweeps it: expired, seats back.
      await backend.request('/api/booking/get-bookings', {
        headers: { [SITE_HEADER]: 'demo', cookie: who.cookie },
      });
      expect((await tdb.db.select().from(bookings).where(eq(bookings.id, r.json.data.id)))[0]?.status).toBe(
        'expired',
      );
    };
    await runOut();
    await runOut(); // the one extension
    expectRefused(await hold(pkg, who, 2), HOLD_LIMIT_MESSAGES.renewed);
    expect(await seatsLeft(pkg)).toBe(9);
    // Another departure, and another traveller on this one, are not affected.
    expect((await hold(await makePackage(tdb.db, demo, DEPARTURE, 9), who, 2)).status).toBe(200);
    expect((await hold(pkg, await traveller(), 2)).status).toBe(200);
  });

  it('agency staff holding for customers are not limited', async () => {
    const pkg = await makePackage(tdb.db, demo, DEPARTURE, 20);
    const agent = await makeUser(tdb.db, demo, 'Agency Employee');
    for (const seats of [9, 9, 2]) expect((await hold(pkg, agent, seats)).status).toBe(200);
    expect(await seatsLeft(pkg)).toBe(0);
  });
});
