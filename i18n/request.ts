import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';

/** en-GB is the default (and for now only) locale (spec §9); no locale in the URL. */
export const DEFAULT_LOCALE = 'en-GB';

export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  messages: loadMessages(DEFAULT_LOCALE),
  timeZone: 'Europe/London',
}));
