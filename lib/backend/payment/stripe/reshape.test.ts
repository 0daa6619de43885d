import type Stripe from 'stripe';
import { paymentIdOf, returnUrls, sessionStatus, stripeRefundReason } from './reshape';

const session = (over: Partial<Stripe.Checkout.Session>) =>
  ({
    id: 'cs_test_1',
    object: 'checkout.session',
    amount_total: 99_500,
    currency: 'gbp',
    status: 'open',
    payment_status: 'unpaid',
    payment_intent: null,
    metadata: { payment_id: 'p1' },
    client_reference_id: 'p1',
    ...over,
  }) as Stripe.Checkout.Session;

const intent = (over: Partial<Stripe.PaymentIntent>) =>
  ({ id: 'pi_1', status: 'processing', last_payment_error: null, ...over }) as Stripe.PaymentIntent;

describe("Stripe's Checkout Session as a gateway status", () => {
  it('complete and paid is captured, in our currency code', () => {
    expect(sessionStatus(session({ status: 'complete', payment_status: 'paid' }))).toEqual({
      status: 'captured',
      amountMinor: 99_500,
      currency: 'GBP',
      message: null,
    });
  });

  it('expired is closed: nothing was taken', () => {
    expect(sessionStatus(session({ status: 'expired' })).status).toBe('closed');
  });

  it('complete but unpaid is still open while an asynchronous payment settles', () => {
    expect(sessionStatus(session({ status: 'complete', payment_intent: intent({}) })).status).toBe('open');
  });

  it("complete, unpaid and the PaymentIntent failed is failed, with the bank's reason", () => {
    const failed = intent({
      status: 'requires_payment_method',
      last_payment_error: { message: 'Refused.' } as Stripe.PaymentIntent.LastPaymentError,
    });
    expect(sessionStatus(session({ status: 'complete', payment_intent: failed }))).toMatchObject({
      status: 'failed',
      message: 'Refused.',
    });
  });

  it('open is open', () => {
    expect(sessionStatus(session({})).status).toBe('open');
  });
});

describe('Stripe return addresses and reasons', () => {
  it('keeps the session-id template verbatim and carries our payment id', () => {
    const urls = returnUrls('https://travel.acme.com', '/payit', 'p 1');
    expect(urls.success).toBe(
      'https://travel.acme.com/payit?gateway=stripe&payment_id=p%201&result=CAPTURED&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(urls.cancel).toContain('result=CANCELLED');
  });

  it('reads our payment id from the metadata, else the client reference', () => {
    expect(paymentIdOf({ metadata: { payment_id: 'a' }, client_reference_id: 'b' })).toBe('a');
    expect(paymentIdOf({ metadata: {}, client_reference_id: 'b' })).toBe('b');
  });

  it('maps our refund reasons onto the three Stripe takes', () => {
    expect(stripeRefundReason('over_payment')).toBe('duplicate');
    expect(stripeRefundReason('superseded')).toBe('duplicate');
    expect(stripeRefundReason('cancellation')).toBe('requested_by_customer');
  });
});
