/**
 * What booking calls answer in words. The spec's catalogue (§8) has no booking texts, so these are
 * the product's own; the payment pages' texts are the spec's (§2).
 */
export const BOOKING_MESSAGES = {
  login: 'Please login to continue',
  badRequest: 'Please check the highlighted fields',
  /** no_booking / booking_disabled in the site configuration. */
  disabled: 'Booking is not available on this site. Please contact the agency to book.',
  notFound: 'We could not find this booking.',
  packageNotFound: 'We could not find this package.',
  departureNotFound: 'This departure is not on sale.',
  soldOut: 'Sorry, this departure is sold out: there are not enough seats left for your party.',
  priceChanged: 'The price has changed. Please review the new price before you continue.',
  idempotencyReused: 'This idempotency key was already used for a different request.',
  notAllowed: 'This booking cannot be changed in that way.',
  holdExpired: 'The time to pay for this booking has run out and its seats were released.',
  noWallet: 'There is no agency balance to pay with.',
  walletTooLow: 'The agency balance is not enough to pay for this booking.',
  customerNotFound: 'We could not find this customer.',
  noDocument: 'Vouchers and invoices are ready once the booking is paid.',
  confirmationSent: 'The booking confirmation was sent to the traveller.',
  noTraveller: 'This booking has no traveller account to send the e-mail to.',
} as const;
