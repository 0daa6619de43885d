/** Booking and payment pages: their client components' translations on top of the shell's. */
export { BookingMessagesLayout as default } from '@/components/i18n/client-messages';
