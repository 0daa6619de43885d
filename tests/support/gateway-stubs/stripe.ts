import { createHmac } from 'node:crypto';
import {
  escapeHtml,
  json,
  newId,
  page,
  type RecordedRequest,
  redirect,
  type StubReply,
  serveStub,
} from './server';

/**
 * A local stand-in for Stripe's API (the few calls the adapter makes, answered in Stripe's
 * documented shapes) and for its hosted Checkout page (Pay / Decline, then the browser back to the
 * merchant's success_url). The SDK is pointed at it with STRIPE_API_URL; webhooks are signed as
 * Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`) with the secret
 * the test gives. A Chromium spec can drive the page: give `deliver` a function that posts the
 * webhook to the site (`${site}/api/payment-gateway/stripe/webhook/`).
 */

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'processing' | 'succeeded' | 'requires_payment_method' | 'canceled';
  last_payment_error: { message: string; code: string } | null;
  metadata: Record<string, string>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

export interface SignedWebhook {
  payload: string;
  signature: string;
}

export interface StripeStubOptions {
  secretKey: string;
  webhookSecret: string;
  /** Called with each webhook the hosted page sends (none when absent: the test sends its own). */
  deliver?: (w: SignedWebhook) => Promise<void>;
  port?: number;
}

const now = () => Math.floor(Date.now() / 1000);
const error = (status: number, message: string, type = 'invalid_request_error') =>
  json(status, { error: { type, message } });

export async function startStripeStub(options: StripeStubOptions) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const refunds: Refund[] = [];
  const idempotent = new Map<string, StubReply>();
  let base = '';
  /** Switches a test can turn: refunds refused (as when an account has no balance to refund from). */
  const control = { refuseRefunds: false };

  const view = (s: Session, expand: boolean) => ({
    ...s,
    payment_intent: expand && s.payment_intent ? (intents.get(s.payment_intent) ?? null) : s.payment_intent,
  });

  /** A webhook for the session as it is now, signed with the webhook secret at `timestamp`. */
  function event(type: string, sessionId: string, timestamp = now(), id = `evt_${newId()}`): SignedWebhook {
    const s = sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-01-01',
      created: timestamp,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: view(s, false) },
    });
    const v1 = createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return { payload, signature: `t=${timestamp},v1=${v1}` };
  }

  function intentFor(s: Session, status: Intent['status']): Intent {
    const intent: Intent = {
      id: s.payment_intent ?? `pi_${newId()}`,
      object: 'payment_intent',
      amount: s.amount_total,
      currency: s.currency,
      status,
      last_payment_error: null,
      metadata: { ...s.metadata },
    };
    intents.set(intent.id, intent);
    s.payment_intent = intent.id;
    return intent;
  }

  /** The traveller pays: a card at once, or an asynchronous method left processing (`async`). */
  function complete(sessionId: string, opts: { async?: boolean } = {}): Session {
    const s = sessions.get(sessionId);
    if (s?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    intentFor(s, opts.async ? 'processing' : 'succeeded');
    s.status = 'complete';
    s.payment_status = opts.async ? 'unpaid' : 'paid';
    s.url = null;
    return s;
  }

  /** An asynchronous payment settles, well or badly. */
  function settle(sessionId: string, succeeded: boolean): Session {
    const s = sessions.get(sessionId);
    const intent = s?.payment_intent ? intents.get(s.payment_intent) : null;
    if (!s || !intent) throw new Error(`session ${sessionId} has no payment`);
    intent.status = succeeded ? 'succeeded' : 'requires_payment_method';
    intent.last_payment_error = succeeded
      ? null
      : { message: 'The bank refused the debit.', code: 'debit_refused' };
    s.payment_status = succeeded ? 'paid' : 'unpaid';
    return s;
  }

  function expire(sessionId: string): Session {
    const s = sessions.get(sessionId);
    if (s?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    s.status = 'expired';
    s.url = null;
    return s;
  }

  const sessionIdFrom = (successUrl: string, s: Session) => successUrl.replace('{CHECKOUT_SESSION_ID}', s.id);

  async function api(req: RecordedRequest): Promise<StubReply> {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return error(401, 'Invalid API Key provided.', 'invalid_request_error');
    const key = req.headers['idempotency-key'];
    const remembered = typeof key === 'string' ? idempotent.get(`${req.path}:${key}`) : undefined;
    if (remembered) return remembered;
    const reply = answer(req);
    if (typeof key === 'string' && reply.status < 500) idempotent.set(`${req.path}:${key}`, reply);
    return reply;
  }

  function answer(req: RecordedRequest): StubReply {
    const b = req.body as Record<string, Record<string, Record<string, Record<string, unknown>>>>;
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const item = b.line_items?.['0'] as unknown as {
        quantity: string;
        price_data: { currency: string; unit_amount: string };
      };
      const id = `cs_test_${newId()}`;
      const s: Session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: Number(item.price_data.unit_amount) * Number(item.quantity ?? 1),
        currency: item.price_data.currency,
        client_reference_id: (req.body.client_reference_id as string | undefined) ?? null,
        metadata: (req.body.metadata as Record<string, string> | undefined) ?? {},
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: String(req.body.success_url),
        cancel_url: String(req.body.cancel_url),
        url: `${base}/pay/${id}`,
        expires_at: Number(req.body.expires_at ?? now() + 86_400),
        created: now(),
        livemode: false,
      };
      sessions.set(id, s);
      return json(200, view(s, false));
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(req.path);
    if (m?.[1]) {
      const s = sessions.get(m[1]);
      if (!s) return error(404, `No such checkout.session: '${m[1]}'`);
      if (m[2] && req.method === 'POST') {
        if (s.status !== 'open')
          return error(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
        return json(200, view(expire(s.id), false));
      }
      const expand = Object.values((req.query.expand ?? {}) as Record<string, string>).includes(
        'payment_intent',
      );
      return json(200, view(s, expand));
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      if (control.refuseRefunds)
        return error(402, 'Your account cannot make refunds right now.', 'card_error');
      const intent = intents.get(String(req.body.payment_intent));
      if (intent?.status !== 'succeeded') return error(400, 'This PaymentIntent has no charge to refund.');
      const amount = Number(req.body.amount ?? intent.amount);
      const done = refunds.filter((r) => r.payment_intent === intent.id).reduce((a, r) => a + r.amount, 0);
      if (amount <= 0 || done + amount > intent.amount)
        return error(400, `Refund amount (${amount}) is greater than unrefunded amount on charge.`);
      const refund: Refund = {
        id: `re_${newId()}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: (req.body.reason as string | undefined) ?? null,
        metadata: (req.body.metadata as Record<string, string> | undefined) ?? {},
        status: 'succeeded',
        created: now(),
      };
      refunds.push(refund);
      return json(200, refund);
    }
    return error(404, `Unrecognized request URL (${req.method}: ${req.path}).`);
  }

  /** The hosted Checkout page: Pay, or Decline (which leaves the session open, as Stripe's does). */
  async function hosted(req: RecordedRequest): Promise<StubReply> {
    const id = req.path.split('/')[2] ?? '';
    const s = sessions.get(id);
    if (s?.status !== 'open') return page('This Checkout Session is no longer available', '', 404);
    const amount = `${(s.amount_total / 100).toFixed(2)} ${s.currency.toUpperCase()}`;
    const form = (note: string) =>
      page(
        'Stripe test checkout',
        `${note}<p>Pay <strong data-testid="stub-amount">${escapeHtml(amount)}</strong></p>
        <form method="post"><button name="action" value="pay">Pay</button>
        <button name="action" value="decline">Decline</button></form>
        <p><a href="${escapeHtml(s.cancel_url)}">Back to the merchant</a></p>`,
      );
    if (req.method === 'GET') return form('');
    if (req.body.action === 'decline') return form('<p role="alert">Your card was declined.</p>');
    complete(s.id);
    await options.deliver?.(event('checkout.session.completed', s.id));
    return redirect(sessionIdFrom(s.success_url, s));
  }

  const server = await serveStub(
    (req) => (req.path.startsWith('/pay/') ? hosted(req) : api(req)),
    options.port,
  );
  base = server.url;
  return {
    ...server,
    sessions,
    refunds,
    control,
    complete,
    settle,
    expire,
    event,
    /** The requests the SDK made to the API (the hosted page's left out). */
    apiRequests: () => server.requests.filter((r) => r.path.startsWith('/v1/')),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;
