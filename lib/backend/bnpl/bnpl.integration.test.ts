/** @jest-environment node */
import { and, eq, sql } from 'drizzle-orm';
import { claimJob } from '@/lib/backend/jobs';
import { runClaimedJob } from '@/lib/backend/jobs/worker';
import { TEST_CARDS } from '@/lib/backend/payment/test-gateway/cards';
import { ZBnplPlansAnswer, ZBnplScheduleAnswer, ZBnplSchedulesAnswer } from '@/lib/contract/bnpl';
import {
  bnplInstalments,
  bnplPlans,
  bookingEvents,
  jobs,
  paymentRefunds,
  payments,
  type Tenant,
} from '@/lib/db/schema';
import { toMajorUnits } from '@/lib/money';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { INSTALMENT_KIND } from '../payment/apply-payment';
import { bookingRow, gatewaySite, heldBooking, paymentsOf, siteCalls } from '../payment/test-helpers';
import { demoTenants } from '../quotations/test-helpers';
import { CHARGE_INSTALMENT_JOB, chargeInstalment } from './charge-instalment';
import { BNPL_MESSAGES } from './messages';

// biome-ignore lint/suspicious/noExplicitAny: assertions walk response bodies
type Json = any;

const TOTAL = 100_001; // £1,000.01: does not divide evenly by 2, 3 or 4

describe.each(testDrivers())('buy now, pay later on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: ReturnType<typeof createBackend>;
  let demo: Tenant;

  beforeAll(async () => {
    tdb = await open();
    ({ demo } = await demoTenants(tdb.db));
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 60_000);
  afterAll(() => tdb.dispose(), 60_000);

  const calls = () => siteCalls(backend, 'demo');
  const instalmentsOf = (bookingId: string) =>
    tdb.db
      .select()
      .from(bnplInstalments)
      .where(eq(bnplInstalments.bookingId, bookingId))
      .orderBy(bnplInstalments.number);

  /** Chooses `planId` and pays its first instalment on the test gateway's page with `card`. */
  async function payFirst(
    booking: { id: string; cookie: string },
    planId: string,
    card: string = TEST_CARDS.success,
    amount?: number,
  ) {
    const { call, request } = calls();
    const chosen = await call('POST', '/api/bnpl/v1/cache', {
      cookie: booking.cookie,
      json: { booking_id: booking.id, plan_id: planId },
    });
    expect(chosen.status).toBe(200);
    const first = chosen.json.data.first_instalment as { amount: number; currency: string };
    const started = await call('POST', '/make_payment/', {
      cookie: booking.cookie,
      json: {
        payment_method_id: 'test-card',
        order_id: booking.id,
        full_or_partial_payment: 'PARTIAL',
        payment_amount: toMajorUnits(amount ?? first.amount, first.currency),
        currency: 'GBP',
      },
    });
    expect(started.status).toBe(200);
    const session = started.json.data.payment_attempt_id as string;
    const paid = await request('POST', '/api/test-gateway/pay', {
      form: { session, name: 'A B', card_number: card, expiry: '12/30', cvc: '123' },
    });
    expect(paid.status).toBe(303);
    return first.amount;
  }

  it('offers plans that add up to the total, the last due by the balance date; to its traveller only', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL);
    const { call } = calls();
    const r = await call('GET', `/api/bnpl/v1/plans?booking_id=${b.id}`, { cookie: b.cookie });
    expect(r.status).toBe(200);
    expect(ZBnplPlansAnswer.safeParse(r.json).success).toBe(true);
    const plans = r.json.data.plans as Json[];
    expect(plans.map((p) => p.id)).toEqual(['pay_in_2', 'pay_in_3']);
    for (const p of plans) {
      const sum = p.instalments.reduce((a: number, i: Json) => a + i.amount.amount, 0);
      expect(sum).toBe(TOTAL);
      const row = await bookingRow(tdb.db, b.id);
      expect(p.instalments.at(-1).due_date <= (row?.departureDate ?? '')).toBe(true);
    }
    const stranger = await heldBooking(tdb.db, backend, demo, TOTAL);
    expect(
      (await call('GET', `/api/bnpl/v1/plans?booking_id=${b.id}`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect((await call('GET', '/api/bnpl/v1/plans?booking_id=nope', { cookie: b.cookie })).status).toBe(404);
    expect((await call('GET', '/api/bnpl/v1/plans', { cookie: b.cookie })).status).toBe(400);
  });

  it('a site that does not list the capability offers none and refuses a choice', async () => {
    const site = await gatewaySite(tdb.db, 'nobnpl', 9101, 'test-gateway', { capabilities: [] });
    const restore = process.env.PAYMENT_TEST_GATEWAY;
    process.env.PAYMENT_TEST_GATEWAY = 'nobnpl';
    try {
      const b = await heldBooking(tdb.db, backend, site, TOTAL);
      const { call } = siteCalls(backend, 'nobnpl');
      const r = await call('GET', `/api/bnpl/v1/plans?booking_id=${b.id}`, { cookie: b.cookie });
      expect(r.json.data).toEqual({ plans: [], message: BNPL_MESSAGES.notOffered });
      const chosen = await call('POST', '/api/bnpl/v1/cache', {
        cookie: b.cookie,
        json: { booking_id: b.id, plan_id: 'pay_in_2' },
      });
      expect(chosen.status).toBe(403);
    } finally {
      if (restore === undefined) delete process.env.PAYMENT_TEST_GATEWAY;
      else process.env.PAYMENT_TEST_GATEWAY = restore;
    }
  });

  it('two plan choices at once keep one plan and one set of instalments', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL, 200);
    const { call } = calls();
    const choose = (plan: string) =>
      call('POST', '/api/bnpl/v1/cache', { cookie: b.cookie, json: { booking_id: b.id, plan_id: plan } });
    const same = await Promise.all([choose('pay_in_3'), choose('pay_in_3')]);
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    expect(await tdb.db.select().from(bnplPlans).where(eq(bnplPlans.bookingId, b.id))).toHaveLength(1);
    expect(await instalmentsOf(b.id)).toHaveLength(3);
    const different = await Promise.all([choose('pay_in_2'), choose('pay_in_4')]);
    expect(different.map((r) => r.status)).toEqual([200, 200]);
    const plans = await tdb.db.select().from(bnplPlans).where(eq(bnplPlans.bookingId, b.id));
    expect(plans).toHaveLength(1);
    const kept = await instalmentsOf(b.id);
    expect(kept).toHaveLength(plans[0]?.planId === 'pay_in_2' ? 2 : 4);
    expect(kept.reduce((a, i) => a + i.amountMinor, 0)).toBe(TOTAL);
    // A bad plan id names the field.
    const bad = await choose('pay_in_12');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('plan_id');
  });

  it('takes the first instalment at booking and the next one by the job, which pays the booking off', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL);
    const first = await payFirst(b, 'pay_in_2');
    expect(first).toBe(50_001);
    let row = await bookingRow(tdb.db, b.id);
    expect(row?.status).toBe('partially_paid');
    expect(row?.paidMinor).toBe(50_001);
    const { call } = calls();
    let schedule = await call('GET', `/api/bnpl/v1/plan/cache?booking_id=${b.id}`, { cookie: b.cookie });
    expect(schedule.json.data.instalments.map((i: Json) => i.status)).toEqual(['paid', 'scheduled']);
    // The second instalment's job, brought forward to now, charges the card on file.
    const [second] = (await instalmentsOf(b.id)).filter((i) => i.number === 2);
    await tdb.db
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(
        and(
          eq(jobs.type, CHARGE_INSTALMENT_JOB),
          sql`${jobs.payload}->>'instalment_id' = ${second?.id ?? ''}`,
        ),
      );
    const job = await claimJob(tdb.db, { types: [CHARGE_INSTALMENT_JOB] });
    expect(job?.payload.instalment_id).toBe(second?.id);
    if (job) await runClaimedJob(tdb.db, job, { log: () => {} });
    row = await bookingRow(tdb.db, b.id);
    expect(row?.status).toBe('confirmed');
    expect(row?.paidMinor).toBe(TOTAL);
    schedule = await call('GET', `/api/bnpl/v1/plan/cache?booking_id=${b.id}`, { cookie: b.cookie });
    expect(schedule.json.data.instalments.map((i: Json) => i.status)).toEqual(['paid', 'paid']);
    expect(ZBnplScheduleAnswer.safeParse(schedule.json).success).toBe(true);
    const mine = await call('GET', '/api/bnpl/v1/caches', { cookie: b.cookie });
    expect(ZBnplSchedulesAnswer.safeParse(mine.json).success).toBe(true);
    expect(mine.json.data.map((s: Json) => s.booking_id)).toEqual([b.id]);
  });

  it('two charges of one instalment at once take it once; a middle instalment keeps the booking part-paid', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL, 150);
    await payFirst(b, 'pay_in_3');
    const [, second, third] = await instalmentsOf(b.id);
    const results = await Promise.all([
      chargeInstalment(tdb.db, demo.id, second?.id ?? ''),
      chargeInstalment(tdb.db, demo.id, second?.id ?? ''),
    ]);
    expect(results).toContain('paid');
    const row = await bookingRow(tdb.db, b.id);
    expect(row?.status).toBe('partially_paid');
    expect(row?.paidMinor).toBe(33_335 + 33_333);
    const instalmentPayments = (await paymentsOf(tdb.db, b.id)).filter((p) => p.kind === INSTALMENT_KIND);
    expect(instalmentPayments.map((p) => p.status)).toEqual(['captured']);
    const events = await tdb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(events.filter((e) => e.event === 'instalment')).toHaveLength(1);
    // The last one pays it off.
    expect(await chargeInstalment(tdb.db, demo.id, third?.id ?? '')).toBe('paid');
    expect((await bookingRow(tdb.db, b.id))?.status).toBe('confirmed');
    expect((await bookingRow(tdb.db, b.id))?.paidMinor).toBe(TOTAL);
  });

  it('a declined instalment lapses the booking as an overdue balance does, and drops the rest', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL, 150);
    await payFirst(b, 'pay_in_3', TEST_CARDS.offSessionDecline);
    expect((await bookingRow(tdb.db, b.id))?.status).toBe('partially_paid');
    const [, second, third] = await instalmentsOf(b.id);
    expect(await chargeInstalment(tdb.db, demo.id, second?.id ?? '')).toBe('failed');
    const row = await bookingRow(tdb.db, b.id);
    expect(row?.status).toBe('cancelled');
    expect(row?.paidMinor).toBe(33_335);
    const events = await tdb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id));
    expect(events.map((e) => e.event)).toContain('lapse');
    expect((await instalmentsOf(b.id)).map((i) => i.status)).toEqual(['paid', 'failed', 'dropped']);
    // What was paid less the fee goes back through the gateway.
    const refunds = await tdb.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, b.id));
    expect(refunds.reduce((a, r) => a + r.amountMinor, 0)).toBe(row?.refundMinor);
    expect(await chargeInstalment(tdb.db, demo.id, third?.id ?? '')).toBe('dropped');
    const { call } = calls();
    const schedule = await call('GET', `/api/bnpl/v1/plan/cache?booking_id=${b.id}`, { cookie: b.cookie });
    expect(schedule.json.data.instalments.map((i: Json) => i.status)).toEqual(['paid', 'failed', 'dropped']);
  });

  it('a first payment of another amount is not the plan: its instalments are dropped, the balance follows the usual rules', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL, 150);
    await payFirst(b, 'pay_in_3', TEST_CARDS.success, 40_000);
    expect((await bookingRow(tdb.db, b.id))?.paidMinor).toBe(40_000);
    const [, second] = await instalmentsOf(b.id);
    expect(await chargeInstalment(tdb.db, demo.id, second?.id ?? '')).toBe('dropped');
    expect((await instalmentsOf(b.id)).map((i) => i.status)).toEqual(['dropped', 'dropped', 'dropped']);
    const row = await bookingRow(tdb.db, b.id);
    expect(row?.status).toBe('partially_paid');
    expect(row?.paidMinor).toBe(40_000);
    expect((await paymentsOf(tdb.db, b.id)).filter((p) => p.kind === INSTALMENT_KIND)).toEqual([]);
  });

  it('cancelling drops the remaining instalments; a charge arriving afterwards is refused', async () => {
    const b = await heldBooking(tdb.db, backend, demo, TOTAL, 150);
    await payFirst(b, 'pay_in_3');
    const { call } = calls();
    const cancelled = await call('POST', '/api/booking/cancel', {
      cookie: b.cookie,
      json: { booking_id: b.id, accepted_fee: 0 },
    });
    expect(cancelled.status).toBe(200);
    const [, second] = await instalmentsOf(b.id);
    expect((await instalmentsOf(b.id)).slice(1).map((i) => i.status)).toEqual(['dropped', 'dropped']);
    expect(await chargeInstalment(tdb.db, demo.id, second?.id ?? '')).toBe('dropped');
    const all = await tdb.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(all.filter((p) => p.kind === INSTALMENT_KIND)).toEqual([]);
    // A plan can no longer be chosen either.
    const late = await call('POST', '/api/bnpl/v1/cache', {
      cookie: b.cookie,
      json: { booking_id: b.id, plan_id: 'pay_in_2' },
    });
    expect(late.status).toBe(409);
  });
});
