/** @jest-environment node */
import { type TestDatabase, testDrivers } from '@/tests/support/test-db';
import { createBackend } from '../app';
import { logGatewayProblems } from './check-settings';
import { PAYMENT_MESSAGES } from './messages';
import { type Backend, gatewaySite, heldBooking, siteCalls, withEnv } from './test-helpers';

/**
 * Bad gateway settings (issue 28): a site that names Razorpay with only part of its keys, and one
 * whose keys are all set but whose RAZORPAY_API_URL is not a URL. Each is said once at start (the
 * site and the variable, never a value) and on the site's payment step (no method, a sentence);
 * no payment call answers 500. (The Stripe site without any key: stripe.integration.test.ts.)
 */

const KEY_SECRET = 'bad_settings_secret_value';

describe.each(testDrivers())('bad gateway settings on $name', ({ open }) => {
  let tdb: TestDatabase;
  let backend: Backend;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withEnv({
      RAZORPAY_API_URL: undefined,
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
      RAZORPAY_WEBHOOK_SECRET: undefined,
      // Part of its own keys: the deployment's are never mixed in.
      RAZORPAY_KEY_ID__HALFKEYS: 'rzp_test_half',
      RAZORPAY_KEY_SECRET__HALFKEYS: KEY_SECRET,
    });
    tdb = await open();
    backend = createBackend({ db: async () => tdb.db, log: () => {} });
  }, 60_000);
  afterAll(async () => {
    restoreEnv();
    await tdb.dispose();
  }, 60_000);

  /** The payment step of a site as a traveller with a held booking meets it: nothing to pay with. */
  async function paymentStep(key: string) {
    const site = await gatewaySite(tdb.db, key, 7300 + key.length, 'razorpay');
    const b = await heldBooking(tdb.db, backend, site, 50_000);
    const calls = siteCalls(backend, key);
    const methods = await calls.call('GET', '/api/payment/get_payment_methods/', { cookie: b.cookie });
    const pay = await calls.call('POST', '/make_payment/', {
      cookie: b.cookie,
      json: { payment_method_id: 'razorpay-checkout', order_id: b.id, currency: 'GBP' },
    });
    const hook = await calls.webhook('/payment-gateway/razorpay/webhook/', '{}', {
      'x-razorpay-signature': '00',
    });
    // No method and the sentence; the payment refused (403) and the webhook asked again later (503).
    expect(methods).toMatchObject({
      status: 200,
      json: { data: [], message: PAYMENT_MESSAGES.notConfigured },
    });
    expect(pay).toMatchObject({ status: 403, json: { message: PAYMENT_MESSAGES.notConfigured } });
    expect(hook).toMatchObject({ status: 503, json: { message: PAYMENT_MESSAGES.notConfigured } });
  }

  /** The lines logged at start about `key` (and all of them, to look for secrets). */
  async function startLines(key: string) {
    const lines: string[] = [];
    await logGatewayProblems(tdb.db, (l) => lines.push(l));
    expect(lines.join('\n')).not.toMatch(new RegExp(`${KEY_SECRET}|whsec_badurl_value`));
    return lines.filter((l) => l.includes(`site "${key}"`));
  }

  it('part of the keys: no method, the sentence, 403/503 with it; the start line names the missing one', async () => {
    await paymentStep('halfkeys');
    const mine = await startLines('halfkeys');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('names razorpay');
    expect(mine[0]).toContain('RAZORPAY_WEBHOOK_SECRET__HALFKEYS is not set');
  });

  it('an API URL that is not a URL: the same answers, never a 500, and a start line naming the variable', async () => {
    const restore = withEnv({
      RAZORPAY_KEY_ID__BADURL: 'rzp_test_badurl',
      RAZORPAY_KEY_SECRET__BADURL: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET__BADURL: 'whsec_badurl_value',
      RAZORPAY_API_URL: 'not a url',
    });
    try {
      await paymentStep('badurl');
      const mine = await startLines('badurl');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain('RAZORPAY_API_URL is not a URL');
    } finally {
      restore();
    }
  });
});
