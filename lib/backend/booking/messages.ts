/**
 * What booking calls answer in words. The spec's catalogue (§8) has no booking texts, so these are
 * the product's own; the payment pages' texts are the spec's (§2).
 */
export const BOOKING_MESSAGES = {
  login: 'Please login to continue',
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
  noWalletStatement: 'Only agency staff with a credit limit have a wallet statement.',
  balanceOverdue: 'The balance of this booking was due by its due date, so it can no longer be paid.',
  walletTooLow: 'The agency balance is not enough to pay for this booking.',
  customerNotFound: 'We could not find this customer.',
  noDocument: 'Vouchers and invoices are ready once the booking is paid.',
  confirmationSent: 'The booking confirmation was sent to the traveller.',
  noTraveller: 'This booking has no traveller account to send the e-mail to.',
  roomsSoldOut: 'Sorry, a hotel on this trip has no rooms left for some of your nights.',
  notBookableOnline: (hotel: string) =>
    `${hotel} cannot be booked online. Please ask the agency to book this trip for you.`,
  tripUnavailable: 'Part of this trip is no longer available. Please change it before you book.',
  leadNotFound: 'We could not find this trip.',
  leadCancelled: 'This trip has been cancelled.',
  quotationNotFound: 'We could not find this quotation.',
  quotationNotAccepted: 'This quotation has not been accepted yet. Accept it before booking.',
  quotationAccepted: 'The quotation was accepted.',
  customersForAgents: 'Only agency staff book for a customer.',
  partyMismatch: 'Enter the details of every traveller of this trip.',
} as const;
