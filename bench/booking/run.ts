// Booking benchmark (issue 13; issue 33: beside the database alone, and over 20 departures): 20
// concurrent clients book one seat each on one departure through
// the built-in Travel API in-process (api/booking/book: hold + pay from an agent's balance, in one
// transaction), every request sent twice with the same idempotency key, until more seats were asked
// for than exist. Reports bookings per second and request p50/p95, and checks that nothing was
// oversold or charged twice. Then (issue 26) it races two payments per booking through the test
// gateway (payment-race.ts) and counts over-payments, which must be 0; and (issue 28) pays through
// Stripe and Razorpay's stubs with webhook and return raced (gateway-flow.ts), counting payments
// captured per second and double captures, which must be 0. On PGlite always, on
// PostgreSQL too when DATABASE_URL is set.
//   npm run bench:booking                 (SEATS=300, CLIENTS=20, PAYMENTS=100 by default)
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { createBackend } from '@/lib/backend/app';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import { demoTenants, makeUser } from '@/lib/backend/quotations/test-helpers';
import type { StaticPackage } from '@/lib/db/schema';
import { bookings, departureSeats, users, walletEntries } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { testDrivers } from '@/tests/support/test-db';
import { type GatewayFlowRow, gatewayFlows } from './gateway-flow';
import { type PaymentRaceRow, racePayments } from './payment-race';
import { type SeatFloorRow, seatFloor } from './seat-floor';

const SEATS = Number(process.env.SEATS ?? 300);
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const PAYMENTS = Number(process.env.PAYMENTS ?? 100);
const DEPARTURES = Number(process.env.DEPARTURES ?? 20);
const departure = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
const floorDeparture = new Date(Date.now() + 121 * 86_400_000).toISOString().slice(0, 10);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

type Backend = ReturnType<typeof createBackend>;

/**
 * CLIENTS concurrent clients book one seat each through api/booking/book until 120 % of the seats
 * were asked for, client i on package i mod n; each request is sent twice with the same idempotency
 * key (a client retrying after a timeout: one booking, one charge).
 */
async function bookRun(backend: Backend, cookie: string, pkgs: StaticPackage[], label: string) {
  const seats = pkgs.length * Math.ceil(SEATS / pkgs.length);
  const attempts = Math.ceil(seats * 1.2);
  const bodyOf = (pkg: StaticPackage) =>
    JSON.stringify({
      package_id: pkg.slug,
      departure_date: departure,
      adults: 1,
      currency: 'GBP',
      accepted_total: 100_000,
      travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'Bench', last_name: 'Client' }],
    });
  const bodies = pkgs.map(bodyOf);
  const book = async (key: string, body: string) => {
    const t0 = performance.now();
    const res = await backend.request('/api/booking/book', {
      method: 'POST',
      headers: { [SITE_HEADER]: 'demo', 'content-type': 'application/json', cookie, 'idempotency-key': key },
      body,
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  };
  let next = 0;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const body = bodies[client % bodies.length] as string;
      while (next < attempts) {
        const key = `bench-${label}-${next++}`;
        for (const r of [await book(key, body), await book(key, body)]) {
          times.push(r.ms);
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
        }
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    wall,
    requests: times.length,
    p50: Number(pct(times, 50).toFixed(1)),
    p95: Number(pct(times, 95).toFixed(1)),
    statuses: Object.fromEntries(statuses),
  };
}

async function main() {
  const rows = [];
  const floors: (SeatFloorRow & { driver: string })[] = [];
  const payments: (PaymentRaceRow & { driver: string })[] = [];
  const gateways: (GatewayFlowRow & { driver: string })[] = [];
  for (const driver of testDrivers()) {
    const tdb = await driver.open();
    try {
      // As the server does at start: the deployment secret (SESSION_SECRET, or the one stored in the
      // database) signs the agent's session.
      await ensureDeploymentSecret(
        async () => tdb.db,
        () => {},
      );
      const { demo } = await demoTenants(tdb.db);
      const agent = await makeUser(tdb.db, demo, 'Agency Employee');
      await tdb.db
        .update(users)
        .set({ creditMinor: 1_000_000_000, creditCurrency: 'GBP' })
        .where(eq(users.id, agent.user.id));
      const backend = createBackend({ db: async () => tdb.db, log: () => {} });
      // The database alone, first (issue 33): the smallest transaction that takes a seat.
      const floor = await seatFloor(tdb.db, demo, {
        seats: SEATS,
        clients: CLIENTS,
        departure: floorDeparture,
      });
      floors.push({ driver: driver.name, ...floor });
      // One departure (every client on the same seats row), then the same seats over 20 departures.
      for (const spread of [1, DEPARTURES]) {
        const pkgs = await Promise.all(
          Array.from({ length: spread }, () =>
            makePackage(tdb.db, demo, departure, Math.ceil(SEATS / spread)),
          ),
        );
        const row = await bookRun(backend, agent.cookie, pkgs, `${driver.name}-${spread}`);
        const ids = pkgs.map((p) => p.id);
        const seats = await tdb.db
          .select()
          .from(departureSeats)
          .where(inArray(departureSeats.packageId, ids));
        const [made] = await tdb.db
          .select({ n: sql<number>`count(*)::int` })
          .from(bookings)
          .where(inArray(bookings.packageId, ids));
        const [charged] = await tdb.db
          .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(amount_minor), 0)` })
          .from(walletEntries)
          .where(
            and(
              eq(walletEntries.userId, agent.user.id),
              inArray(
                walletEntries.bookingId,
                tdb.db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.packageId, ids)),
              ),
            ),
          );
        const booked = made?.n ?? 0;
        const total = pkgs.length * Math.ceil(SEATS / spread);
        rows.push({
          driver: driver.name,
          clients: CLIENTS,
          departures: spread,
          seats: total,
          requests: row.requests,
          booked,
          bookings_per_s: Number((booked / row.wall).toFixed(1)),
          of_floor: spread === 1 ? Number((booked / row.wall / floor.takes_per_s).toFixed(2)) : null,
          p50_ms: row.p50,
          p95_ms: row.p95,
          oversold: Math.max(0, booked - total) + (seats.some((x) => x.available < 0) ? 1 : 0),
          double_charged: (charged?.n ?? 0) - booked + (Number(charged?.sum) !== -booked * 100_000 ? 1 : 0),
          statuses: row.statuses,
        });
      }
      payments.push({
        driver: driver.name,
        ...(await racePayments(tdb.db, backend, demo, { bookings: PAYMENTS, clients: CLIENTS, departure })),
      });
      for (const row of await gatewayFlows(tdb.db, backend, {
        bookings: PAYMENTS,
        clients: CLIENTS,
        departure,
      }))
        gateways.push({ driver: driver.name, ...row });
    } finally {
      await tdb.dispose();
    }
  }

  console.log(
    'The database alone: one conditional seat update and one insert per transaction, one departure:\n',
  );
  console.log('| database | clients | seats | taken | seats taken/s |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const f of floors)
    console.log(`| ${f.driver} | ${f.clients} | ${f.seats} | ${f.taken} | ${f.takes_per_s} |`);
  console.log('\nBookings through api/booking/book (each request sent twice):\n');
  console.log(
    '| database | clients | departures | seats | requests | booked | bookings/s | of the database alone | p50 ms | p95 ms | oversold | double-charged |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.driver} | ${r.clients} | ${r.departures} | ${r.seats} | ${r.requests} | ${r.booked} | ${r.bookings_per_s} | ${r.of_floor === null ? '—' : `${r.of_floor}×`} | ${r.p50_ms} | ${r.p95_ms} | ${r.oversold} | ${r.double_charged} |`,
    );
  console.log('\nTwo payments raced per booking:\n');
  console.log(
    '| database | bookings | make_payment calls | captured | refunded | bookings/s | over-payments |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of payments)
    console.log(
      `| ${r.driver} | ${r.bookings} | ${r.make_payment_calls} | ${r.captured} | ${r.refunded} | ${r.races_per_s} | ${r.over_payments} |`,
    );
  console.log('\nThrough Stripe and Razorpay (their stubs), webhook and return raced:\n');
  console.log('| database | gateway | bookings | captured | started → captured /s | double captures |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of gateways)
    console.log(
      `| ${r.driver} | ${r.provider} | ${r.bookings} | ${r.captured} | ${r.captured_per_s} | ${r.double_captures} |`,
    );
  writeFileSync(
    path.join(process.cwd(), 'bench/booking/last.json'),
    `${JSON.stringify({ at: new Date().toISOString(), cpus: availableParallelism(), load: loadavg(), floors, rows, payments, gateways }, null, 2)}\n`,
  );
  if (rows.some((r) => r.oversold > 0 || r.double_charged !== 0)) process.exit(1);
  if (payments.some((r) => r.over_payments > 0)) process.exit(1);
  if (gateways.some((r) => r.double_captures > 0 || r.captured < r.bookings)) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
