import { createTranslator } from 'next-intl';
import messages from '@/messages/en-GB/Booking.json';

/** The texts of the traveller, document and after-sale booking calls (messages/en-GB/Booking.json "server"). */
export const lifecycleText = createTranslator({
  locale: 'en-GB',
  messages: { Booking: messages },
  namespace: 'Booking.server',
});

/** The booking pages' own texts (messages/en-GB/Booking.json), for the pages the backend serves itself. */
export const bookingPageText = createTranslator({
  locale: 'en-GB',
  messages: { Booking: messages },
  namespace: 'Booking',
});
