/** The booking lifecycle on the built-in Travel API (states: lib/booking; README.md beside this file). */
export { cancelBooking } from './cancel-booking';
export { resendConfirmation } from './confirmation-email';
export { createBooking, findPackage } from './create-booking';
export { invoicePdf, voucherPdf } from './documents';
export { registerBookingJobs, sweepDueBookings } from './expire-holds';
export { BOOKING_MESSAGES } from './messages';
export { confirmHold } from './pay-from-wallet';
export { pricePackage } from './price-package';
export { bookingDetails, listBookings } from './queries';
export { seatsLeft } from './stock';
