import { createTranslator } from 'next-intl';
import messages from '@/messages/en-GB/StaffBooking.json';

/** The texts of the staff booking calls (messages/en-GB/StaffBooking.json "server"). */
export const staffText = createTranslator({
  locale: 'en-GB',
  messages: { StaffBooking: messages },
  namespace: 'StaffBooking.server',
});
