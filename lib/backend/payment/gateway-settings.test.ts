import { gatewaySettings, missingKeysLog, siteSuffix } from './gateway-settings';

describe('gateway keys per site from the environment', () => {
  it('suffixes a site key in capitals, other characters as _', () => {
    expect(siteSuffix('acme')).toBe('ACME');
    expect(siteSuffix('my-agency.2')).toBe('MY_AGENCY_2');
  });

  it("a site's own keys win over the deployment's", () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_default',
      STRIPE_WEBHOOK_SECRET: 'whsec_default',
      STRIPE_SECRET_KEY__ACME: 'sk_acme',
      STRIPE_WEBHOOK_SECRET__ACME: 'whsec_acme',
    };
    expect(gatewaySettings('stripe', 'acme', env)).toEqual({
      ok: true,
      settings: { provider: 'stripe', secretKey: 'sk_acme', webhookSecret: 'whsec_acme', apiUrl: null },
    });
    expect(gatewaySettings('stripe', 'other', env)).toMatchObject({
      ok: true,
      settings: { secretKey: 'sk_default' },
    });
  });

  it("never mixes a site's keys with the deployment's: one of its own set means all of its own", () => {
    const env = {
      STRIPE_SECRET_KEY: 'sk_default',
      STRIPE_WEBHOOK_SECRET: 'whsec_default',
      STRIPE_SECRET_KEY__ACME: 'sk_acme',
    };
    expect(gatewaySettings('stripe', 'acme', env)).toEqual({
      ok: false,
      missing: ['STRIPE_WEBHOOK_SECRET__ACME'],
    });
  });

  it('names what is missing, blank values included', () => {
    expect(
      gatewaySettings('razorpay', 'acme', { RAZORPAY_KEY_ID: 'rzp', RAZORPAY_KEY_SECRET: '  ' }),
    ).toEqual({
      ok: false,
      missing: ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'],
    });
  });

  it('points the SDK at another server only when STRIPE_API_URL / RAZORPAY_API_URL say so', () => {
    const env = {
      RAZORPAY_KEY_ID: 'rzp_test',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      RAZORPAY_API_URL: 'http://127.0.0.1:4010',
    };
    const answer = gatewaySettings('razorpay', 'acme', env);
    expect(answer.ok && answer.settings.apiUrl?.origin).toBe('http://127.0.0.1:4010');
    expect(() => gatewaySettings('razorpay', 'acme', { ...env, RAZORPAY_API_URL: 'not a url' })).toThrow(
      'RAZORPAY_API_URL',
    );
  });

  it('says at start which variables a site needs, never their values', () => {
    const line = missingKeysLog('acme', 'stripe', ['STRIPE_WEBHOOK_SECRET']);
    expect(line).toContain('site "acme" names stripe');
    expect(line).toContain('STRIPE_WEBHOOK_SECRET is not set');
    expect(line).toContain('__ACME');
  });
});
