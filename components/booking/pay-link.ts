import { makePaymentPath } from '@/lib/booking/payment-path';
import { isPayable } from '@/lib/booking/states';
import type { TBooking } from '@/lib/contract/booking';
import { toMajorUnits } from '@/lib/money';

/** The test gateway's card method: what is paid with until the site's methods are known. */
const DEFAULT_METHOD = 'test-card';

/** The make-payment route (spec §2) for what a booking still owes, paid in full with `methodId`. */
export function paymentPathFor(b: TBooking, methodId = DEFAULT_METHOD, now = Date.now()): string {
  const lead = b.travellers[0];
  const expires = b.hold_expires_at
    ? Math.max(0, Math.round((Date.parse(b.hold_expires_at) - now) / 1000))
    : 0;
  return makePaymentPath({
    method_id: methodId,
    package_id: b.package.id,
    partner_id: '',
    leadManager_id: '',
    booking_id: b.id,
    order_date: b.created_at.slice(0, 10),
    type: 'FULL',
    totalPrice: String(toMajorUnits(b.price.total.amount, b.price.total.currency)),
    paymentAmount: String(toMajorUnits(b.balance_due.amount, b.balance_due.currency)),
    currency: b.price.total.currency,
    grn_token: '',
    countdown: String(expires),
    dummy_name: lead ? `${lead.first_name} ${lead.last_name}` : '',
    purpose: 'booking',
    language: 'en-GB',
    paymentChannel: 'web',
  });
}

/** Whether the booking can be paid now: the server's own payment rule (lib/booking/states.ts). */
export const canPay = (b: TBooking, now = Date.now()): boolean =>
  isPayable(
    {
      status: b.status,
      holdExpiresAtMs: b.hold_expires_at === null ? null : Date.parse(b.hold_expires_at),
      totalMinor: b.price.total.amount,
      paidMinor: b.paid.amount,
    },
    now,
  );
