/** What payment calls answer in words (§8 has none beyond the payment pages' texts). */
export const PAYMENT_MESSAGES = {
  unavailable: 'Payment is not available on this site. Please contact the agency.',
  notConfigured:
    'Online payment is not set up for this site yet, so this booking cannot be paid here. Please contact the agency.',
  hidden:
    "Online payment is not offered on this site. Book through the agency's balance, or hold the booking and pay the agency directly.",
  chooseMethod: 'Choose a payment method.',
  notPayable: 'This booking cannot be paid now.',
  badAmount: 'This amount cannot be paid for this booking.',
  badCurrency: 'Pay in the booking currency.',
  unverified: 'The payment response could not be verified.',
  stale: 'This payment response has expired.',
  replayed: 'This payment response was already used.',
  notFound: 'We could not find this payment.',
  pending: 'The payment is still being processed.',
  superseded: 'A newer payment was started for this booking, so this one was closed.',
  notYourBalance: "Only the agency's own staff can see another agent's balance.",
  agentNotFound: 'We could not find this agent.',
} as const;

/**
 * What the traveller reads on pay-failure (its msg) when a capture could not be applied: why, and
 * that the money is on its way back (payment_refunds, lib/booking/states.ts REFUND_REASONS).
 */
const REFUND_MESSAGES: Readonly<Record<string, string>> = {
  over_payment: 'This booking was already paid. Your payment is being returned to you.',
  booking_ended:
    'This booking was cancelled or its hold ran out before the payment arrived. Your payment is being returned to you.',
  superseded: 'A newer payment was started for this booking. This payment is being returned to you.',
  amount_mismatch: 'This booking could not take this amount. Your payment is being returned to you.',
};

export const refundMessage = (reason: string | null): string =>
  REFUND_MESSAGES[reason ?? ''] ?? 'This payment could not be applied. It is being returned to you.';
