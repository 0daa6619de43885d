import { makePaymentPath } from '@/lib/booking/payment-path';
import { balanceOverdue, isPayable } from '@/lib/booking/states';
import type { TBooking } from '@/lib/contract/booking';
import { toMajorUnits } from '@/lib/money';

/** The test gateway's card method: what is paid with until the site's methods are known. */
const DEFAULT_METHOD = 'test-card';

/** The make-payment route (spec §2) for what a booking still owes, paid in full with `methodId`. */
export const paymentPathFor = (b: TBooking, methodId = DEFAULT_METHOD, now = Date.now()): string =>
  paymentPath(b, methodId, 'FULL', b.balance_due.amount, now);

/** The make-payment route for a deposit of `amountMinor` (PARTIAL; the server checks the amount). */
export const depositPathFor = (b: TBooking, methodId = DEFAULT_METHOD, amountMinor: number): string =>
  paymentPath(b, methodId, 'PARTIAL', amountMinor, Date.now());

function paymentPath(
  b: TBooking,
  methodId: string,
  type: 'FULL' | 'PARTIAL',
  amountMinor: number,
  now: number,
): string {
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
    type,
    totalPrice: String(toMajorUnits(b.price.total.amount, b.price.total.currency)),
    paymentAmount: String(toMajorUnits(amountMinor, b.balance_due.currency)),
    currency: b.price.total.currency,
    grn_token: '',
    countdown: String(expires),
    dummy_name: lead ? `${lead.first_name} ${lead.last_name}` : '',
    purpose: 'booking',
    language: 'en-GB',
    paymentChannel: 'web',
  });
}

/** Whether the booking can be paid now: the server's own payment rules (lib/booking/states.ts). */
export const canPay = (b: TBooking, now = Date.now()): boolean =>
  !balanceOverdue(
    { status: b.status, balanceDueDate: b.balance_due_date ?? null },
    new Date(now).toISOString().slice(0, 10),
  ) &&
  isPayable(
    {
      status: b.status,
      holdExpiresAtMs: b.hold_expires_at === null ? null : Date.parse(b.hold_expires_at),
      totalMinor: b.price.total.amount,
      paidMinor: b.paid.amount,
    },
    now,
  );
