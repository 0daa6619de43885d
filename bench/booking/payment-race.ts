// The payment half of bench:booking (issue 26): every held booking gets two make_payment calls at
// once, and each session is paid with the test card the moment its make_payment answers — so the
// second call's closing of the first session races the first session's capture. Half the bookings
// race two FULL payments, half a PARTIAL (30 %) against a FULL. Then the queued jobs run (sessions
// closed, refunds made). Counts an over-payment for any booking whose paid passes its total, or
// whose money kept at the gateway (captures less refunds) differs from what it shows as paid.
import { and, eq, inArray } from 'drizzle-orm';
import type { createBackend } from '@/lib/backend/app';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import { closePaymentSession } from '@/lib/backend/payment/close-session';
import { issueRefund } from '@/lib/backend/payment/refunds';
import { makeUser } from '@/lib/backend/quotations/test-helpers';
import type { Db } from '@/lib/db/open';
import {
  bookings,
  paymentRefunds,
  payments,
  type Tenant,
  testGatewayRefunds,
  testGatewaySessions,
} from '@/lib/db/schema';
import { SITE_HEADER } from '@/lib/tenant/site-header';

const PRICE = 100_000;

export interface PaymentRaceRow {
  bookings: number;
  make_payment_calls: number;
  captured: number;
  refunded: number;
  races_per_s: number;
  over_payments: number;
  statuses: Record<string, number>;
}

export async function racePayments(
  db: Db,
  backend: ReturnType<typeof createBackend>,
  demo: Tenant,
  opts: { bookings: number; clients: number; departure: string },
): Promise<PaymentRaceRow> {
  const pkg = await makePackage(db, demo, opts.departure, opts.bookings);
  const statuses = new Map<number, number>();
  const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const ask = async (
    path: string,
    cookie: string,
    init: { json?: unknown; form?: Record<string, string> },
  ) => {
    const res = await backend.request(path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        [SITE_HEADER]: 'demo',
        cookie,
        'idempotency-key': `race-${Date.now()}-${Math.random()}`,
        'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json',
      },
      body: init.form ? new URLSearchParams(init.form).toString() : JSON.stringify(init.json),
    });
    return res;
  };

  /** One make_payment, and its session paid as soon as it answers; the browser's return saved. */
  const payOnce = async (cookie: string, bookingId: string, kind: 'FULL' | 'PARTIAL') => {
    const res = await ask('/make_payment/', cookie, {
      json: {
        payment_method_id: 'test-card',
        order_id: bookingId,
        currency: 'GBP',
        full_or_partial_payment: kind,
        ...(kind === 'PARTIAL' ? { payment_amount: String((PRICE * 0.3) / 100) } : {}),
      },
    });
    count(res.status);
    if (res.status !== 200) return;
    const session = ((await res.json()) as { data: { response_content: { fields: { session: string } } } })
      .data.response_content.fields.session;
    const paid = await ask('/api/test-gateway/pay', '', {
      form: { session, card_number: '4242424242424242', expiry: '12/30', cvc: '123' },
    });
    const back = paid.headers.get('location');
    if (!back) return;
    const params = Object.fromEntries(new URL(back, 'http://x').searchParams);
    await ask('/save_payment/', cookie, {
      json: { payment_attempt_id: params.payment_id, api_response: params },
    });
  };

  let next = 0;
  const held: string[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      // One traveller per client: a traveller's unpaid holds are limited (lib/booking/hold-limits.ts).
      const who = await makeUser(db, demo, 'Consumer');
      while (next < opts.bookings) {
        const i = next++;
        const hold = await ask('/api/booking/hold', who.cookie, {
          json: {
            package_id: pkg.slug,
            departure_date: opts.departure,
            adults: 1,
            currency: 'GBP',
            accepted_total: PRICE,
            travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'Race', last_name: `N${i}` }],
          },
        });
        if (hold.status !== 200) throw new Error(`hold answered ${hold.status}`);
        const id = ((await hold.json()) as { data: { id: string } }).data.id;
        held.push(id);
        await Promise.all([
          payOnce(who.cookie, id, i % 2 === 0 ? 'FULL' : 'PARTIAL'),
          payOnce(who.cookie, id, 'FULL'),
        ]);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  // What the queued jobs do (this in-process bench runs no worker): close the closed payments'
  // sessions (a capture found there is refunded), then make every recorded refund.
  const settle = async (status: string, work: (id: string) => Promise<unknown>) => {
    const open = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(inArray(payments.bookingId, held), eq(payments.status, status)));
    for (const p of open) await work(p.id);
  };
  await settle('closed', (id) => closePaymentSession(db, demo.id, id));
  await settle('refunded', (id) => issueRefund(db, demo.id, id));

  const rows = await db.select().from(bookings).where(inArray(bookings.id, held));
  const pays = await db.select().from(payments).where(inArray(payments.bookingId, held));
  const refs = pays.map((p) => p.gatewayRef).filter((r): r is string => !!r);
  const captured =
    refs.length === 0
      ? []
      : await db
          .select()
          .from(testGatewaySessions)
          .where(and(inArray(testGatewaySessions.id, refs), eq(testGatewaySessions.status, 'captured')));
  const givenBack =
    captured.length === 0
      ? []
      : await db
          .select()
          .from(testGatewayRefunds)
          .where(
            inArray(
              testGatewayRefunds.sessionId,
              captured.map((s) => s.id),
            ),
          );
  const refunds = await db.select().from(paymentRefunds).where(inArray(paymentRefunds.bookingId, held));
  const sessionBooking = new Map(pays.map((p) => [p.gatewayRef, p.bookingId]));
  const keptBy = new Map<string, number>();
  for (const s of captured) {
    const b = sessionBooking.get(s.id) as string;
    keptBy.set(b, (keptBy.get(b) ?? 0) + s.amountMinor);
  }
  for (const r of givenBack) {
    const b = sessionBooking.get(r.sessionId) as string;
    keptBy.set(b, (keptBy.get(b) ?? 0) - r.amountMinor);
  }
  const over = rows.filter((b) => b.paidMinor > b.totalMinor || (keptBy.get(b.id) ?? 0) !== b.paidMinor);
  // A refund recorded but not made at the gateway would show above as money kept; say it plainly too.
  const unmade = refunds.filter((r) => r.status !== 'refunded').length;
  if (unmade > 0) throw new Error(`${unmade} refunds not made at the gateway`);
  return {
    bookings: rows.length,
    make_payment_calls: [...statuses.values()].reduce((a, b) => a + b, 0),
    captured: captured.length,
    refunded: givenBack.length,
    races_per_s: Number((rows.length / wall).toFixed(1)),
    over_payments: over.length,
    statuses: Object.fromEntries(statuses),
  };
}
