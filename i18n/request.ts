import { getRequestConfig } from 'next-intl/server';
import { getMessageFallback, onError } from './fallback';
import { DEFAULT_LOCALE, isLocale } from './locales';
import { loadMessages } from './messages';

/**
 * next-intl's request configuration: the locale the route carries (set by i18n/route-locale.ts on
 * every page and layout under app/[tenant]/[locale], or the proxy's header for a dynamic render);
 * anything else (an API route, a mail job) speaks the spec's en-GB unless it asks for a locale.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: loadMessages(locale), timeZone: 'Europe/London', onError, getMessageFallback };
});
