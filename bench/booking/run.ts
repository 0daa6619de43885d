// Booking benchmark (issue 13): 20 concurrent clients book one seat each on one departure through
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
import { eq, sql } from 'drizzle-orm';
import { ensureDeploymentSecret } from '@/lib/auth/secret-store';
import { createBackend } from '@/lib/backend/app';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import { demoTenants, makeUser } from '@/lib/backend/quotations/test-helpers';
import { bookings, departureSeats, users, walletEntries } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { testDrivers } from '@/tests/support/test-db';
import { type GatewayFlowRow, gatewayFlows } from './gateway-flow';
import { type PaymentRaceRow, racePayments } from './payment-race';

const SEATS = Number(process.env.SEATS ?? 300);
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const ATTEMPTS = Math.ceil(SEATS * 1.2);
const PAYMENTS = Number(process.env.PAYMENTS ?? 100);
const departure = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const rows = [];
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
      const pkg = await makePackage(tdb.db, demo, departure, SEATS);
      const backend = createBackend({ db: async () => tdb.db, log: () => {} });
      const body = JSON.stringify({
        package_id: pkg.slug,
        departure_date: departure,
        adults: 1,
        currency: 'GBP',
        accepted_total: 100_000,
        travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'Bench', last_name: 'Client' }],
      });
      const book = async (key: string) => {
        const t0 = performance.now();
        const res = await backend.request('/api/booking/book', {
          method: 'POST',
          headers: {
            [SITE_HEADER]: 'demo',
            'content-type': 'application/json',
            cookie: agent.cookie,
            'idempotency-key': key,
          },
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
        Array.from({ length: CLIENTS }, async () => {
          while (next < ATTEMPTS) {
            const key = `bench-${driver.name}-${next++}`;
            // The same request twice (a client retrying after a timeout): one booking, one charge.
            for (const r of [await book(key), await book(key)]) {
              times.push(r.ms);
              statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
            }
          }
        }),
      );
      const wall = (performance.now() - started) / 1000;
      const [seats] = await tdb.db.select().from(departureSeats).where(eq(departureSeats.packageId, pkg.id));
      const [made] = await tdb.db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(eq(bookings.packageId, pkg.id));
      const [charged] = await tdb.db
        .select({ n: sql<number>`count(*)::int`, sum: sql<string>`coalesce(sum(amount_minor), 0)` })
        .from(walletEntries)
        .where(eq(walletEntries.userId, agent.user.id));
      const booked = made?.n ?? 0;
      times.sort((a, b) => a - b);
      rows.push({
        driver: driver.name,
        clients: CLIENTS,
        seats: SEATS,
        requests: times.length,
        booked,
        bookings_per_s: Number((booked / wall).toFixed(1)),
        p50_ms: Number(pct(times, 50).toFixed(1)),
        p95_ms: Number(pct(times, 95).toFixed(1)),
        oversold: Math.max(0, booked - SEATS) + ((seats?.available ?? 0) < 0 ? 1 : 0),
        double_charged: (charged?.n ?? 0) - booked + (Number(charged?.sum) !== -booked * 100_000 ? 1 : 0),
        statuses: Object.fromEntries(statuses),
      });
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
    '| database | clients | seats | requests | booked | bookings/s | p50 ms | p95 ms | oversold | double-charged |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.driver} | ${r.clients} | ${r.seats} | ${r.requests} | ${r.booked} | ${r.bookings_per_s} | ${r.p50_ms} | ${r.p95_ms} | ${r.oversold} | ${r.double_charged} |`,
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
    `${JSON.stringify({ at: new Date().toISOString(), cpus: availableParallelism(), load: loadavg(), rows, payments, gateways }, null, 2)}\n`,
  );
  if (rows.some((r) => r.oversold > 0 || r.double_charged !== 0)) process.exit(1);
  if (payments.some((r) => r.over_payments > 0)) process.exit(1);
  if (gateways.some((r) => r.double_captures > 0 || r.captured < r.bookings)) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
