import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { bookings, payments, type Tenant, type UserRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/db/uuid';
import type { GatewayForm } from '@/lib/payment/gateway';
import { RAZORPAY_RETURN_PATH } from '@/lib/payment/return-paths';
import { paymentPagePolicy } from '@/lib/security/headers.mjs';
import { AppError } from '../../http/errors';
import { PAYMENT_MESSAGES } from '../messages';
import { settingsOf } from '../site-settings';
import { razorpayOrigin, razorpayPageSources } from './client';
import { CANCELLED_MESSAGE, checkoutForm, RAZORPAY_GATEWAY_ID } from './reshape';

/** The hand-off page's only script: it submits the form (a button does the same without it). */
export const SUBMIT_SCRIPT = "document.getElementById('to-gateway').submit();";
const SUBMIT_SCRIPT_HASH = `sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}`;

/**
 * The hand-off to Razorpay's hosted checkout for the payer's own open payment (anyone else: 404):
 * the form to post, and the page's policy, which lets a form go to Razorpay and nowhere else.
 */
export async function razorpayCheckout(
  db: Db,
  input: { tenant: Tenant; user: UserRow; paymentId: string; siteOrigin: string },
): Promise<{ form: GatewayForm; policy: string }> {
  const [p] = isUuid(input.paymentId)
    ? await db
        .select({ ref: payments.gatewayRef, status: payments.status, reference: bookings.reference })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(
          and(
            eq(payments.tenantId, input.tenant.id),
            eq(payments.id, input.paymentId),
            eq(payments.userId, input.user.id),
            eq(payments.gateway, RAZORPAY_GATEWAY_ID),
          ),
        )
    : [];
  if (!p?.ref || p.status !== 'created')
    throw new AppError('payment_not_found', 404, PAYMENT_MESSAGES.notFound);
  const settings = await settingsOf(db, input.tenant.id, 'razorpay');
  const back = `${input.siteOrigin}/api${RAZORPAY_RETURN_PATH}?payment_id=${encodeURIComponent(input.paymentId)}`;
  const form = checkoutForm({
    checkoutOrigin: razorpayOrigin(settings),
    keyId: settings.keyId,
    orderId: p.ref,
    siteName: input.tenant.config.agency_details.name.trim() || input.tenant.key,
    description: `Booking ${p.reference}`,
    callbackUrl: back,
    cancelUrl: `${input.siteOrigin}/payit?result=CANCELLED&msg=${encodeURIComponent(CANCELLED_MESSAGE)}`,
  });
  const policy = paymentPagePolicy({
    gateway: razorpayPageSources(settings),
    scriptHashes: [SUBMIT_SCRIPT_HASH],
  });
  return { form, policy };
}
