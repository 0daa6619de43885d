// The gateway half of bench:booking (issue 28): payments through Stripe and Razorpay as the
// adapters make them (official SDKs, over HTTP to the local stubs of tests/support/gateway-stubs).
// CLIENTS travellers at once each hold a booking, start its payment, pay it at the stub, and then
// the gateway's webhook and the browser's return arrive at the same moment (raced). Reports
// payments started → captured per second, and counts double captures: a booking whose paid passes
// its total, with more than one captured payment, or whose money kept at the stub differs from it.
import { and, eq, inArray } from 'drizzle-orm';
import { makePackage } from '@/lib/backend/booking/test-helpers';
import { type Backend, gatewaySite, siteCalls, withEnv } from '@/lib/backend/payment/test-helpers';
import { makeUser } from '@/lib/backend/quotations/test-helpers';
import type { Db } from '@/lib/db/open';
import { bookings, payments } from '@/lib/db/schema';
import { startRazorpayStub } from '@/tests/support/gateway-stubs/razorpay';
import { startStripeStub } from '@/tests/support/gateway-stubs/stripe';

const PRICE = 100_000;

export interface GatewayFlowRow {
  provider: 'stripe' | 'razorpay';
  bookings: number;
  captured: number;
  captured_per_s: number;
  double_captures: number;
  statuses: Record<string, number>;
}

interface Provider {
  name: 'stripe' | 'razorpay';
  method: string;
  /** Pays the payment at the stub; answers the webhook to send and the return's fields, to race. */
  pay: (
    paymentId: string,
    ref: string,
  ) => { webhook: () => Promise<{ status: number }>; back: Record<string, string> };
  /** What the stub kept of these gateway references (captured less refunded). */
  kept: (refs: ReadonlySet<string>) => Map<string, number>;
  close: () => Promise<void>;
}

async function stripeProvider(
  calls: ReturnType<typeof siteCalls>,
  secrets: Record<string, string>,
): Promise<Provider> {
  const stub = await startStripeStub({
    secretKey: secrets.key as string,
    webhookSecret: secrets.webhook as string,
  });
  process.env.STRIPE_API_URL = stub.url;
  return {
    name: 'stripe',
    method: 'stripe-checkout',
    pay: (paymentId, session) => {
      stub.complete(session);
      const w = stub.event('checkout.session.completed', session);
      return {
        webhook: () =>
          calls.webhook('/payment-gateway/stripe/webhook/', w.payload, { 'stripe-signature': w.signature }),
        back: { gateway: 'stripe', payment_id: paymentId, result: 'CAPTURED', session_id: session },
      };
    },
    kept: (refs) => {
      const out = new Map<string, number>();
      for (const s of stub.sessions.values())
        if (refs.has(s.id) && s.payment_status === 'paid')
          out.set(s.id, (out.get(s.id) ?? 0) + s.amount_total);
      for (const r of stub.refunds) {
        const s = [...stub.sessions.values()].find((x) => x.payment_intent === r.payment_intent);
        if (s) out.set(s.id, (out.get(s.id) ?? 0) - r.amount);
      }
      return out;
    },
    close: stub.close,
  };
}

async function razorpayProvider(
  calls: ReturnType<typeof siteCalls>,
  secrets: Record<string, string>,
): Promise<Provider> {
  const stub = await startRazorpayStub({
    keyId: secrets.key as string,
    keySecret: secrets.secret as string,
    webhookSecret: secrets.webhook as string,
  });
  process.env.RAZORPAY_API_URL = stub.url;
  return {
    name: 'razorpay',
    method: 'razorpay-checkout',
    pay: (paymentId, order) => {
      const p = stub.attempt(order, 'pay');
      const w = stub.webhook('payment.captured', order);
      return {
        webhook: () =>
          calls.webhook('/payment-gateway/razorpay/webhook/', w.payload, {
            'x-razorpay-signature': w.signature,
            'x-razorpay-event-id': w.eventId,
          }),
        back: { gateway: 'razorpay', payment_id: paymentId, result: 'CAPTURED', ...stub.signedReturn(p) },
      };
    },
    kept: (refs) => {
      const out = new Map<string, number>();
      for (const p of stub.payments.values())
        if (refs.has(p.order_id) && p.captured)
          out.set(p.order_id, (out.get(p.order_id) ?? 0) + p.amount - p.amount_refunded);
      return out;
    },
    close: stub.close,
  };
}

export async function gatewayFlows(
  db: Db,
  backend: Backend,
  opts: { bookings: number; clients: number; departure: string },
): Promise<GatewayFlowRow[]> {
  const rows: GatewayFlowRow[] = [];
  const restore = withEnv({
    STRIPE_SECRET_KEY__BENCHSTRIPE: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET__BENCHSTRIPE: 'whsec_bench',
    RAZORPAY_KEY_ID__BENCHRAZOR: 'rzp_test_bench',
    RAZORPAY_KEY_SECRET__BENCHRAZOR: 'bench_secret',
    RAZORPAY_WEBHOOK_SECRET__BENCHRAZOR: 'bench_webhook',
    STRIPE_API_URL: undefined,
    RAZORPAY_API_URL: undefined,
  });
  try {
    for (const [key, agency, make, secrets] of [
      ['benchstripe', 7901, stripeProvider, { key: 'sk_test_bench', webhook: 'whsec_bench' }],
      [
        'benchrazor',
        7902,
        razorpayProvider,
        { key: 'rzp_test_bench', secret: 'bench_secret', webhook: 'bench_webhook' },
      ],
    ] as const) {
      const site = await gatewaySite(db, key, agency, key === 'benchstripe' ? 'stripe' : 'razorpay');
      const calls = siteCalls(backend, key);
      const provider = await make(calls, secrets);
      try {
        rows.push(await flow(db, site, calls, provider, opts));
      } finally {
        await provider.close();
      }
    }
  } finally {
    restore();
  }
  return rows;
}

async function flow(
  db: Db,
  site: Awaited<ReturnType<typeof gatewaySite>>,
  calls: ReturnType<typeof siteCalls>,
  provider: Provider,
  opts: { bookings: number; clients: number; departure: string },
): Promise<GatewayFlowRow> {
  const pkg = await makePackage(db, site, opts.departure, opts.bookings);
  const statuses = new Map<string, number>();
  const count = (s: string) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
  const held: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.clients }, async () => {
      // One traveller per client: a traveller's unpaid holds are limited (lib/booking/hold-limits.ts).
      const who = await makeUser(db, site, 'Consumer');
      while (next < opts.bookings) {
        const i = next++;
        const hold = await calls.call('POST', '/api/booking/hold', {
          cookie: who.cookie,
          headers: { 'idempotency-key': `gw-${provider.name}-${i}-${Date.now()}` },
          json: {
            package_id: pkg.slug,
            departure_date: opts.departure,
            adults: 1,
            currency: 'GBP',
            accepted_total: PRICE,
            travellers: [{ kind: 'adult', title: 'Mr.', first_name: 'Gateway', last_name: `N${i}` }],
          },
        });
        if (hold.status !== 200) throw new Error(`hold answered ${hold.status}`);
        const id = hold.json.data.id as string;
        held.push(id);
        const started = await calls.call('POST', '/make_payment/', {
          cookie: who.cookie,
          json: { payment_method_id: provider.method, order_id: id, currency: 'GBP' },
        });
        count(`make_payment ${started.status}`);
        if (started.status !== 200) continue;
        const paymentId = started.json.data.payment_id as string;
        const ref = started.json.data.payment_attempt_id as string;
        const { webhook, back } = provider.pay(paymentId, ref);
        const [hook, saved] = await Promise.all([
          webhook(),
          calls.call('POST', '/save_payment/', { cookie: who.cookie, json: { api_response: back } }),
        ]);
        count(`webhook ${hook.status}`);
        count(`return ${saved.json?.status ?? saved.status}`);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const rows = await db.select().from(bookings).where(inArray(bookings.id, held));
  const pays = await db.select().from(payments).where(inArray(payments.bookingId, held));
  const captured = pays.filter((p) => p.status === 'captured');
  const kept = provider.kept(new Set(pays.map((p) => p.gatewayRef ?? '')));
  const keptBy = new Map<string, number>();
  for (const p of pays)
    keptBy.set(p.bookingId, (keptBy.get(p.bookingId) ?? 0) + (kept.get(p.gatewayRef ?? '') ?? 0));
  const doubles = rows.filter(
    (b) =>
      b.paidMinor > b.totalMinor ||
      captured.filter((p) => p.bookingId === b.id).length > 1 ||
      (keptBy.get(b.id) ?? 0) !== b.paidMinor,
  );
  const confirmed = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.id, held), eq(bookings.status, 'confirmed')));
  count(`confirmed ${confirmed.length}`);
  return {
    provider: provider.name,
    bookings: rows.length,
    captured: captured.length,
    captured_per_s: Number((captured.length / wall).toFixed(1)),
    double_captures: doubles.length,
    statuses: Object.fromEntries(statuses),
  };
}
