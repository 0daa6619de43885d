import { createHmac } from 'node:crypto';
import {
  autoPost,
  escapeHtml,
  json,
  newId,
  page,
  type RecordedRequest,
  type StubReply,
  serveStub,
} from './server';

/**
 * A local stand-in for Razorpay's API (Orders, an order's payments, refunds — its documented
 * shapes) and for its hosted checkout (`POST /v1/checkout/embedded`: Pay / Decline, then a form
 * posted back to the merchant's callback_url, as Razorpay's page does). The SDK is pointed at it
 * with RAZORPAY_API_URL. The return is signed as Razorpay signs it (`razorpay_signature` =
 * HMAC-SHA256(key secret, "order_id|payment_id")), webhooks with the webhook secret over the body
 * (`X-Razorpay-Signature`, with `X-Razorpay-Event-Id`). A Chromium spec can drive the page: give
 * `deliver` a function that posts the webhook to `${site}/api/payment-gateway/razorpay/webhook/`.
 */

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

interface Payment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: 'card';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'processed';
  speed_processed: 'normal';
  created_at: number;
}

export interface RazorpayWebhook {
  payload: string;
  signature: string;
  eventId: string;
}

export interface RazorpayStubOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  deliver?: (w: RazorpayWebhook) => Promise<void>;
  port?: number;
}

const now = () => Math.floor(Date.now() / 1000);
const error = (status: number, description: string, code = 'BAD_REQUEST_ERROR') =>
  json(status, {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
const collection = <T>(items: T[]) => json(200, { entity: 'collection', count: items.length, items });

export const DECLINE_DESCRIPTION = 'Your payment was declined by the bank.';

export async function startRazorpayStub(options: RazorpayStubOptions) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const checkouts = new Map<string, { callbackUrl: string; cancelUrl: string }>();
  const paymentsOf = (orderId: string) => [...payments.values()].filter((p) => p.order_id === orderId);

  /** A webhook about an order and its newest payment, signed with the webhook secret. */
  function webhook(
    event: string,
    orderId: string,
    createdAt = now(),
    eventId = `evt_${newId()}`,
  ): RazorpayWebhook {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const payment = paymentsOf(orderId).at(-1);
    const payload = JSON.stringify({
      entity: 'event',
      account_id: 'acc_stub',
      event,
      contains: event.startsWith('order.') ? ['payment', 'order'] : ['payment'],
      payload: {
        ...(payment ? { payment: { entity: payment } } : {}),
        ...(event.startsWith('order.') ? { order: { entity: order } } : {}),
      },
      created_at: createdAt,
    });
    const signature = createHmac('sha256', options.webhookSecret).update(payload).digest('hex');
    return { payload, signature, eventId };
  }

  /** The return's signed fields, as Razorpay posts them to the callback. */
  const signedReturn = (p: Payment) => ({
    razorpay_payment_id: p.id,
    razorpay_order_id: p.order_id,
    razorpay_signature: createHmac('sha256', options.keySecret).update(`${p.order_id}|${p.id}`).digest('hex'),
  });

  /** The traveller pays (captured at once: automatic capture) or is declined. */
  function attempt(orderId: string, outcome: 'pay' | 'decline'): Payment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const paid = outcome === 'pay';
    const p: Payment = {
      id: `pay_${newId()}`,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: paid ? 'captured' : 'failed',
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: paid,
      error_code: paid ? null : 'BAD_REQUEST_ERROR',
      error_description: paid ? null : DECLINE_DESCRIPTION,
      created_at: now(),
    };
    payments.set(p.id, p);
    order.attempts += 1;
    order.status = paid ? 'paid' : 'attempted';
    if (paid) {
      order.amount_paid = order.amount;
      order.amount_due = 0;
    }
    return p;
  }

  function answer(req: RecordedRequest): StubReply {
    const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== auth)
      return error(401, 'The api key provided is invalid', 'BAD_REQUEST_ERROR');
    if (req.method === 'POST' && req.path === '/v1/orders') {
      const amount = Number(req.body.amount);
      if (!Number.isInteger(amount) || amount < 100) return error(400, 'The amount must be atleast INR 1.00');
      const o: Order = {
        id: `order_${newId()}`,
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: String(req.body.currency),
        receipt: (req.body.receipt as string | undefined) ?? null,
        status: 'created',
        attempts: 0,
        notes: (req.body.notes as Record<string, string> | undefined) ?? {},
        created_at: now(),
      };
      orders.set(o.id, o);
      return json(200, o);
    }
    let m = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(req.path);
    if (m?.[1] && req.method === 'GET') {
      const o = orders.get(m[1]);
      if (!o) return error(400, 'The id provided does not exist');
      return m[2] ? collection(paymentsOf(o.id)) : json(200, o);
    }
    m = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(req.path);
    if (m?.[1]) {
      const p = payments.get(m[1]);
      if (!p) return error(400, 'The id provided does not exist');
      if (req.method === 'GET') return collection(refunds.filter((r) => r.payment_id === p.id));
      if (p.status === 'failed') return error(400, 'The payment has not been captured');
      const amount = Number(req.body.amount ?? p.amount - p.amount_refunded);
      if (amount <= 0 || p.amount_refunded + amount > p.amount)
        return error(400, 'The refund amount provided is greater than amount captured');
      const r: Refund = {
        id: `rfnd_${newId()}`,
        entity: 'refund',
        amount,
        currency: p.currency,
        payment_id: p.id,
        receipt: (req.body.receipt as string | undefined) ?? null,
        notes: (req.body.notes as Record<string, string> | undefined) ?? {},
        status: 'processed',
        speed_processed: 'normal',
        created_at: now(),
      };
      refunds.push(r);
      p.amount_refunded += amount;
      p.refund_status = p.amount_refunded === p.amount ? 'full' : 'partial';
      if (p.amount_refunded === p.amount) p.status = 'refunded';
      return json(200, r);
    }
    return error(404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  }

  /** The hosted checkout: the merchant's form arrives, then Pay or Decline posts the traveller back. */
  async function hosted(req: RecordedRequest): Promise<StubReply> {
    if (req.path === '/v1/checkout/embedded') {
      const order = orders.get(String(req.body.order_id));
      if (req.body.key_id !== options.keyId || !order || order.status === 'paid')
        return page('This payment link is not valid', '', 400);
      checkouts.set(order.id, {
        callbackUrl: String(req.body.callback_url),
        cancelUrl: String(req.body.cancel_url),
      });
      return page(
        'Razorpay test checkout',
        `<p>${escapeHtml(String(req.body.name ?? ''))}: ${escapeHtml(String(req.body.description ?? ''))}</p>
        <p>Pay <strong data-testid="stub-amount">${(order.amount / 100).toFixed(2)} ${escapeHtml(order.currency)}</strong></p>
        <form method="post" action="/v1/checkout/embedded/${order.id}">
        <button name="action" value="pay">Pay</button> <button name="action" value="decline">Decline</button></form>`,
      );
    }
    const orderId = req.path.split('/')[4] ?? '';
    const back = checkouts.get(orderId);
    if (!back) return page('This payment link is not valid', '', 400);
    const p = attempt(orderId, req.body.action === 'pay' ? 'pay' : 'decline');
    if (p.status === 'captured') {
      await options.deliver?.(webhook('payment.captured', orderId));
      await options.deliver?.(webhook('order.paid', orderId));
      return autoPost(back.callbackUrl, signedReturn(p));
    }
    await options.deliver?.(webhook('payment.failed', orderId));
    return autoPost(back.callbackUrl, {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': DECLINE_DESCRIPTION,
      'error[source]': 'bank',
      'error[step]': 'payment_authorization',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: p.id, order_id: orderId }),
    });
  }

  const server = await serveStub(
    (req) => (req.path.startsWith('/v1/checkout/embedded') ? hosted(req) : answer(req)),
    options.port,
  );
  return {
    ...server,
    orders,
    payments,
    refunds,
    attempt,
    signedReturn,
    webhook,
    apiRequests: () => server.requests.filter((r) => !r.path.startsWith('/v1/checkout/')),
  };
}

export type RazorpayStub = Awaited<ReturnType<typeof startRazorpayStub>>;
