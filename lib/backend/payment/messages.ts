/** What payment calls answer in words (§8 has none beyond the payment pages' texts). */
export const PAYMENT_MESSAGES = {
  unavailable: 'Payment is not available on this site. Please contact the agency.',
  chooseMethod: 'Choose a payment method.',
  notPayable: 'This booking cannot be paid now.',
  badAmount: 'This amount cannot be paid for this booking.',
  badCurrency: 'Pay in the booking currency.',
  unverified: 'The payment response could not be verified.',
  stale: 'This payment response has expired.',
  replayed: 'This payment response was already used.',
  notFound: 'We could not find this payment.',
  pending: 'The payment is still being processed.',
  notYourBalance: "Only the agency's own staff can see another agent's balance.",
  agentNotFound: 'We could not find this agent.',
} as const;
