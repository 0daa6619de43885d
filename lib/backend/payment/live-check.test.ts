import { providersToCheck } from './live-check';

describe('npm run check:gateways: which providers it checks', () => {
  it('skips, saying why, when no keys are set', () => {
    expect(providersToCheck({})).toEqual({
      ready: [],
      skipped: [
        'stripe: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET not set',
        'razorpay: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET not set',
      ],
    });
  });

  it('takes test-mode keys only: a live key is refused, never used', () => {
    const live = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec' };
    expect(providersToCheck(live).ready).toEqual([]);
    expect(providersToCheck(live).skipped[0]).toBe('stripe: not a test-mode key, refused');
    const test = {
      RAZORPAY_KEY_ID__GATEWAYCHECK: 'rzp_test_x',
      RAZORPAY_KEY_SECRET__GATEWAYCHECK: 's',
      RAZORPAY_WEBHOOK_SECRET__GATEWAYCHECK: 'w',
    };
    expect(providersToCheck(test).ready).toEqual(['razorpay']);
  });
});
