import {
  orderStatus,
  type RazorpayPaymentShape,
  readWebhookBody,
  refundState,
  returnTarget,
} from './reshape';
import { hmacHex, returnSignatureHolds, webhookSignatureHolds } from './signature';

const order = { id: 'order_1', amount: 99_500, currency: 'INR', status: 'attempted' };
const payment = (over: Partial<RazorpayPaymentShape>): RazorpayPaymentShape => ({
  id: 'pay_1',
  status: 'failed',
  amount: 99_500,
  currency: 'INR',
  created_at: 1,
  error_description: null,
  ...over,
});

describe("Razorpay's order as a gateway status", () => {
  it('a captured (or since refunded) payment makes it captured', () => {
    expect(orderStatus(order, [payment({}), payment({ id: 'pay_2', status: 'captured' })])).toEqual({
      status: 'captured',
      amountMinor: 99_500,
      currency: 'INR',
      message: null,
    });
    expect(orderStatus(order, [payment({ status: 'refunded' })]).status).toBe('captured');
  });

  it('no payment yet, or one authorised and not yet captured, is open', () => {
    expect(orderStatus({ ...order, status: 'created' }, []).status).toBe('open');
    expect(orderStatus(order, [payment({ status: 'authorized' })]).status).toBe('open');
  });

  it('only failed payments: failed, with the newest reason', () => {
    const s = orderStatus(order, [
      payment({ created_at: 2, error_description: 'second' }),
      payment({ id: 'pay_0', created_at: 1, error_description: 'first' }),
    ]);
    expect(s).toMatchObject({ status: 'failed', message: 'second' });
  });
});

describe('the return and the webhook', () => {
  it('a signed return goes on to payit with its fields; a failure with its reason', () => {
    const ok = new URL(
      returnTarget('p1', { razorpay_order_id: 'o', razorpay_payment_id: 'pay', razorpay_signature: 'sig' }),
      'https://x',
    );
    expect(Object.fromEntries(ok.searchParams)).toEqual({
      gateway: 'razorpay',
      payment_id: 'p1',
      result: 'CAPTURED',
      razorpay_order_id: 'o',
      razorpay_payment_id: 'pay',
      razorpay_signature: 'sig',
    });
    const failed = new URL(returnTarget('p1', { error: { description: 'Declined.' } }), 'https://x');
    expect(failed.searchParams.get('result')).toBe('FAILED');
    expect(failed.searchParams.get('msg')).toBe('Declined.');
  });

  it('checks both signatures in constant time, refusing any other', () => {
    const sig = hmacHex('order_1|pay_1', 'secret');
    expect(returnSignatureHolds('order_1', 'pay_1', sig, 'secret')).toBe(true);
    expect(returnSignatureHolds('order_1', 'pay_2', sig, 'secret')).toBe(false);
    expect(returnSignatureHolds('order_1', 'pay_1', '', 'secret')).toBe(false);
    expect(returnSignatureHolds('order_1', 'pay_1', 'zz', 'secret')).toBe(false);
    const body = '{"event":"order.paid"}';
    expect(webhookSignatureHolds(body, hmacHex(body, 'w'), 'w')).toBe(true);
    expect(webhookSignatureHolds(`${body} `, hmacHex(body, 'w'), 'w')).toBe(false);
  });

  it('reads the order a webhook is about, and ignores events it does not act on', () => {
    const paid = readWebhookBody(
      JSON.stringify({
        event: 'payment.captured',
        created_at: 10,
        payload: { payment: { entity: { order_id: 'o1' } } },
      }),
      'evt',
    );
    expect(paid).toEqual({ eventId: 'evt', event: 'payment.captured', orderId: 'o1', createdAt: 10_000 });
    expect(readWebhookBody(JSON.stringify({ event: 'refund.created', payload: {} }), 'e').orderId).toBeNull();
  });

  it("maps Razorpay's refund states", () => {
    expect(refundState('processed')).toBe('succeeded');
    expect(refundState('pending')).toBe('pending');
    expect(refundState('failed')).toBe('failed');
  });
});
