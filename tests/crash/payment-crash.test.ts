/** @jest-environment node */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createBackend } from '@/lib/backend/app';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import { demoTenants, makeUser } from '@/lib/backend/quotations/test-helpers';
import { bookingEvents, bookings, paymentEvents, payments, testGatewaySessions } from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';

/**
 * The acceptance's crash test: the server process is killed (SIGKILL) after the gateway captured a
 * payment and before the booking is confirmed; a new server process confirms it exactly once.
 * Needs PostgreSQL (two processes on one database): it runs when DATABASE_URL is set, as in CI.
 *
 * The kill lands in that window every time: this test holds the booking's row lock, so the
 * server's confirmation blocks inside its transaction (the capture is already committed at the
 * gateway); the test waits until the server waits on the lock, kills it, and lets go.
 */

const postgres = testDrivers().find((d) => d.name === 'postgres');
const run = postgres ? describe : describe.skip;
const ROOT = path.resolve(__dirname, '../..');

function child(args: string[]): { proc: ChildProcess; output: () => string } {
  const proc = spawn(
    process.execPath,
    [
      '--require',
      './scripts/lib/server-only-allowed.cjs',
      '--import',
      'tsx',
      'tests/crash/payment-process.ts',
      ...args,
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PAYMENT_RECONCILE_MS: '0' },
    },
  );
  let out = '';
  proc.stdout?.on('data', (d) => {
    out += d;
  });
  proc.stderr?.on('data', (d) => {
    out += d;
  });
  return { proc, output: () => out };
}

const exited = (p: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (p.exitCode !== null || p.signalCode !== null) resolve(p.exitCode);
    else p.on('exit', (code) => resolve(code));
  });

run('a server killed between capture and confirmation (PostgreSQL)', () => {
  let tdb: TestDatabase;
  let url: string;
  beforeAll(async () => {
    tdb = await (postgres as NonNullable<typeof postgres>).open();
    const result = (await tdb.db.execute('select current_database() as name')) as unknown as {
      rows: { name: string }[];
    };
    const u = new URL(process.env.DATABASE_URL as string);
    u.pathname = `/${result.rows[0]?.name}`;
    url = u.toString();
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  it('confirms the booking exactly once after a restart', async () => {
    const saved = process.env.PAYMENT_RECONCILE_MS;
    process.env.PAYMENT_RECONCILE_MS = '0';
    const { demo } = await demoTenants(tdb.db);
    const traveller = await makeUser(tdb.db, demo, 'Consumer');
    const departure = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const pkg = await makePackage(tdb.db, demo, departure, 9);
    const backend = createBackend({ db: async () => tdb.db, log: () => {} });
    const post = async (p: string, body: unknown, key?: string) =>
      (await (
        await backend.request(p, {
          method: 'POST',
          headers: {
            [SITE_HEADER]: 'demo',
            'content-type': 'application/json',
            cookie: traveller.cookie,
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: JSON.stringify(body),
        })
      ).json()) as { data: Record<string, unknown> & { response_content: { fields: { session: string } } } };
    const held = await post(
      '/api/booking/hold',
      {
        package_id: pkg.slug,
        departure_date: departure,
        adults: 1,
        currency: 'GBP',
        accepted_total: 100_000,
        travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'A', last_name: 'B' }],
      },
      'crash-test-key-1',
    );
    const bookingId = held.data.id as string;
    const started = await post('/make_payment/', {
      payment_method_id: 'test-card',
      order_id: bookingId,
      full_or_partial_payment: 'FULL',
      currency: 'GBP',
    });
    process.env.PAYMENT_RECONCILE_MS = saved;
    const session = started.data.response_content.fields.session;
    const paymentId = started.data.payment_id as string;

    const { Client } = await import('pg');
    const blocker = new Client({ connectionString: url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [bookingId]);
    const server = child(['pay', url, session]);
    let waiting = 0;
    for (let i = 0; i < 300 && waiting === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      // Asked on another connection: inside the blocker's transaction the statistics views keep
      // the snapshot of its first look.
      const r = (await tdb.db.execute(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      )) as unknown as { rows: { n: number }[] };
      waiting = r.rows[0]?.n ?? 0;
    }
    server.proc.kill('SIGKILL');
    await exited(server.proc);
    await blocker.query('ROLLBACK');
    await blocker.end();
    expect({ waiting: waiting > 0, output: waiting > 0 ? '' : server.output() }).toEqual({
      waiting: true,
      output: '',
    });

    // The crash window: captured at the gateway, not applied here.
    const [s] = await tdb.db.select().from(testGatewaySessions).where(eq(testGatewaySessions.id, session));
    expect(s?.status).toBe('captured');
    const [before] = await tdb.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(before).toMatchObject({ status: 'held', paidMinor: 0 });
    const [p0] = await tdb.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p0?.status).toBe('created');

    // Restart, twice: the reconcile job applies the capture, once.
    for (let i = 0; i < 2; i++) {
      const restart = child(['recover', url]);
      const code = await exited(restart.proc);
      expect({ code, output: code === 0 ? '' : restart.output() }).toEqual({ code: 0, output: '' });
    }
    const [after] = await tdb.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(after).toMatchObject({ status: 'confirmed', paidMinor: 100_000 });
    const [p1] = await tdb.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(p1?.status).toBe('captured');
    expect(
      await tdb.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId)),
    ).toHaveLength(1);
    const confirmations = (
      await tdb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))
    ).filter((e) => e.toStatus === 'confirmed');
    expect(confirmations).toHaveLength(1);
  }, 120_000);
});
