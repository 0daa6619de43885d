import { Hono } from 'hono';
import { z } from 'zod';
import { requestOrigin } from '@/lib/auth/origin';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { isUuid } from '@/lib/db/uuid';
import { ConversionError, toMinorUnits } from '@/lib/money';
import type { HostedRedirect } from '@/lib/payment';
import { bookingCaller } from '../booking/caller';
import { BOOKING_MESSAGES } from '../booking/messages';
import { fieldError } from '../http/body';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';
import { paymentStatus, receiveGatewayMessage, reconcilePayment } from '../payment/apply-payment';
import { agentBalance, paymentDetails, storedHandOff } from '../payment/details';
import { gatewayOf, noGatewayMessage } from '../payment/gateways';
import { PAYMENT_MESSAGES } from '../payment/messages';
import { registerPaymentJobs } from '../payment/reconcile';
import { startPayment } from '../payment/start-payment';

/**
 * Payment calls (spec §7 Payments): get_payment_methods, make_payment / make_external_payment,
 * save_payment, get_external_payment_status, get_payment_details, get_payment_prereqs. The browser starts a payment and carries the gateway's
 * signed return back; the server alone decides what was paid.
 */
export const paymentRoutes = new Hono<BackendEnv>();

registerPaymentJobs();

paymentRoutes.get('/api/payment/get_payment_methods/', async (c) => {
  const { db, tenant } = await bookingCaller(c);
  const gateway = gatewayOf(db, tenant);
  const message = gateway ? null : noGatewayMessage(tenant);
  return c.json({
    success: true,
    data: (gateway?.methods ?? []).map((m) => ({ id: m.id, name: m.name, method_group: m.group })),
    // No online payment here (hidden, or keys not set): said plainly, so the pay button is not shown.
    ...(message ? { message } : {}),
  });
});

const REQUIRED = 'This field is required.';
const ZMakePayment = z.object({
  payment_method_id: z
    .string({ error: PAYMENT_MESSAGES.chooseMethod })
    .trim()
    .min(1, PAYMENT_MESSAGES.chooseMethod)
    .max(100, PAYMENT_MESSAGES.chooseMethod),
  order_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED),
  full_or_partial_payment: z
    .string()
    .default('FULL')
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['FULL', 'PARTIAL'], { error: 'Choose FULL or PARTIAL.' })),
  /** Major units of `currency` (as the make-payment route carries it). */
  payment_amount: z.union([z.string(), z.number()]).nullish(),
  currency: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Enter a currency code such as EUR.')
    .transform((v) => v.toUpperCase()),
});

async function makePayment(c: BackendContext) {
  const { db, tenant, user } = await bookingCaller(c);
  const req = parseOr400(ZMakePayment, await readPayload(c.req.raw));
  if (!isUuid(req.order_id)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  let amountMinor: number | null = null;
  if (req.payment_amount !== null && req.payment_amount !== undefined && req.payment_amount !== '') {
    try {
      amountMinor = toMinorUnits(req.payment_amount, req.currency);
    } catch (err) {
      if (err instanceof ConversionError || err instanceof RangeError || err instanceof TypeError)
        throw fieldError('payment_amount', PAYMENT_MESSAGES.badAmount);
      throw err;
    }
  }
  const { paymentId, redirect } = await startPayment(db, {
    tenant,
    user,
    bookingId: req.order_id,
    kind: req.full_or_partial_payment,
    methodId: req.payment_method_id,
    amountMinor,
    currency: req.currency,
    siteOrigin: requestOrigin(c.req.raw) ?? new URL(c.req.url).origin,
  });
  // INTERMEDIATE: the page hands the browser to the gateway by the method's group (spec §4).
  return c.json({ status: 'INTERMEDIATE', data: makePaymentAnswer(paymentId, redirect) });
}
/**
 * make_payment's data: (a) the form as response_content; (b) nothing to follow yet — the page reads
 * the stored details (get_payment_details/?payment_id=); (c) the URL to go to.
 */
function makePaymentAnswer(paymentId: string, redirect: HostedRedirect) {
  const h = redirect.handOff;
  return {
    payment_id: paymentId,
    payment_attempt_id: redirect.gatewayRef,
    method_group: h.group,
    response_content: h.group === 'form' ? h.form : h.group === 'url' ? { url: h.url } : null,
  };
}
paymentRoutes.post('/make_payment/', makePayment);
paymentRoutes.post('/make_external_payment/', makePayment);

paymentRoutes.post('/save_payment/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const body = await readPayload(c.req.raw);
  const response = body.api_response;
  if (!response || typeof response !== 'object' || Array.isArray(response))
    throw fieldError('api_response', REQUIRED);
  const answer = await receiveGatewayMessage(db, {
    tenant,
    params: response as Record<string, unknown>,
    source: 'return',
    userId: user.id,
  });
  return c.json({ status: answer.status, message: answer.message });
});

paymentRoutes.get('/get_external_payment_status/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const id = c.req.query('orderId') ?? '';
  if (!isUuid(id)) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  const mine = await paymentStatus(db, tenant.id, id, user.id);
  const answer = mine.status === 'PENDING' ? await reconcilePayment(db, tenant.id, id) : mine;
  return c.json({ status: answer.status, message: answer.message });
});

const ZPaymentDetailsQuery = z
  .object({
    booking_id: z.string().trim().min(1, REQUIRED).optional(),
    payment_id: z.string().trim().min(1, REQUIRED).optional(),
  })
  .refine((q) => q.booking_id !== undefined || q.payment_id !== undefined, {
    path: ['booking_id'],
    message: REQUIRED,
  });

/**
 * get_payment_details/: ?booking_id= — the payments of one booking the caller may see (else 404);
 * ?payment_id= — the stored hand-off of the caller's own payment (method group (b), spec §4).
 */
paymentRoutes.get('/get_payment_details/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const q = parseOr400(ZPaymentDetailsQuery, c.req.query());
  c.header('Cache-Control', 'private, no-store');
  if (q.payment_id !== undefined) {
    if (!isUuid(q.payment_id)) throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
    return c.json({ success: true, data: await storedHandOff(db, tenant.id, user.id, q.payment_id) });
  }
  const bookingId = q.booking_id ?? '';
  if (!isUuid(bookingId)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  return c.json({ success: true, data: await paymentDetails(db, tenant, user, bookingId) });
});

const optionalId = z.string().trim().max(100, 'Too long.').optional();
const ZPaymentPrereqsQuery = z.object({
  currency: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Enter a currency code such as EUR.')
    .transform((v) => v.toUpperCase()),
  partner_id: optionalId,
  payment_method_id: optionalId,
  agent_id: optionalId,
});

/**
 * get_payment_prereqs/ (currency, partner_id, payment_method_id, agent_id): data.agent_balance, the
 * balance left in `currency`; 0 (has_balance false) for a caller without one (payment/details.ts).
 */
paymentRoutes.get('/get_payment_prereqs/', async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const q = parseOr400(ZPaymentPrereqsQuery, c.req.query());
  c.header('Cache-Control', 'private, no-store');
  try {
    return c.json({
      success: true,
      data: await agentBalance(db, tenant, user, { currency: q.currency, agentId: q.agent_id }),
    });
  } catch (err) {
    if (err instanceof ConversionError) throw fieldError('currency', 'This currency cannot be converted.');
    throw err;
  }
});
