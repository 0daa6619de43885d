/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { tenants } from '@/lib/db/schema';
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { PAYMENT_MESSAGES } from './messages';
import {
  type Backend,
  bookingRow,
  gatewaySite,
  heldBooking,
  paymentsOf,
  siteCalls,
  withEnv,
} from './test-helpers';

/**
 * Agency 124 hides the payment gateway (spec §6): even with a gateway named and its keys set, no
 * method is offered (with a message the pay step shows instead of its button) and make_payment is
 * refused on the server; the booking is still held, to be paid offline or from the agency's balance.
 * Its neighbour with the same settings is offered the gateway.
 */

const HIDDEN = 'agency124';
const SHOWN = 'agency125';
const TOTAL = 50_000;

describe.each(testDrivers())('agency 124 hides the payment gateway on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: Backend;
  let restoreEnv: () => void;

  beforeAll(async () => {
    // Keys for both sites, so only the agency id tells them apart; no call reaches this address.
    restoreEnv = withEnv({
      STRIPE_API_URL: 'http://127.0.0.1:9',
      STRIPE_SECRET_KEY: 'sk_test_hidden_gateway',
      STRIPE_WEBHOOK_SECRET: 'whsec_hidden_gateway',
    });
    tdb = await open();
    await gatewaySite(tdb.db, HIDDEN, 124, 'stripe');
    await gatewaySite(tdb.db, SHOWN, 125, 'stripe');
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 60_000);
  afterAll(async () => {
    restoreEnv();
    await tdb.dispose();
  }, 60_000);

  const siteOf = async (key: string) => {
    const [row] = await tdb.db.select().from(tenants).where(eq(tenants.key, key));
    if (!row) throw new Error(`no tenant ${key}`);
    return row;
  };

  it('offers no method and says why; make_payment is refused and opens no payment; the hold stands', async () => {
    const b = await heldBooking(tdb.db, backend, await siteOf(HIDDEN), TOTAL);
    const calls = siteCalls(backend, HIDDEN);
    const methods = await calls.call('GET', '/api/payment/get_payment_methods/', { cookie: b.cookie });
    expect(methods).toMatchObject({
      status: 200,
      json: { success: true, data: [], message: PAYMENT_MESSAGES.hidden },
    });
    const pay = await calls.call('POST', '/make_payment/', {
      cookie: b.cookie,
      json: {
        payment_method_id: 'stripe-checkout',
        order_id: b.id,
        full_or_partial_payment: 'FULL',
        currency: 'GBP',
      },
    });
    expect(pay).toMatchObject({ status: 403, json: { message: PAYMENT_MESSAGES.hidden } });
    expect(await paymentsOf(tdb.db, b.id)).toHaveLength(0);
    // The offline hold stands, to be paid to the agency directly.
    expect(await bookingRow(tdb.db, b.id)).toMatchObject({ status: 'held', paidMinor: 0 });
  });

  it('agency 125 with the same settings is offered the gateway, with no message', async () => {
    const b = await heldBooking(tdb.db, backend, await siteOf(SHOWN), TOTAL);
    const methods = await siteCalls(backend, SHOWN).call('GET', '/api/payment/get_payment_methods/', {
      cookie: b.cookie,
    });
    expect(methods.status).toBe(200);
    expect(methods.json.data.map((m: { id: string }) => m.id)).toContain('stripe-checkout');
    expect(methods.json.message).toBeUndefined();
  });
});
