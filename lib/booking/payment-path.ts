/**
 * The payment hand-off route of spec §2: make-payment/{method_id}/{package_id}/{partner_id}/
 * {leadManager_id}/{booking_id}/{order_date}/{type}/{totalPrice}/{paymentAmount}/{currency}/
 * {grn_token}/{countdown}/{dummy_name}/{purpose}/{language}/{paymentChannel}. Amounts are major
 * units as text. The page only carries them: the server prices the payment from the booking.
 */
export const MAKE_PAYMENT_PARAMS = [
  'method_id',
  'package_id',
  'partner_id',
  'leadManager_id',
  'booking_id',
  'order_date',
  'type',
  'totalPrice',
  'paymentAmount',
  'currency',
  'grn_token',
  'countdown',
  'dummy_name',
  'purpose',
  'language',
  'paymentChannel',
] as const;

export type MakePaymentParams = Record<(typeof MAKE_PAYMENT_PARAMS)[number], string>;

export function makePaymentPath(p: MakePaymentParams): string {
  return `/make-payment/${MAKE_PAYMENT_PARAMS.map((k) => encodeURIComponent(p[k] || '-')).join('/')}`;
}

/** The route's segments as named parameters, or null when there are not exactly sixteen. */
export function readMakePaymentPath(segments: readonly string[]): MakePaymentParams | null {
  if (segments.length !== MAKE_PAYMENT_PARAMS.length) return null;
  return Object.fromEntries(
    MAKE_PAYMENT_PARAMS.map((k, i) => [k, decodeURIComponent(segments[i] ?? '')]),
  ) as MakePaymentParams;
}
