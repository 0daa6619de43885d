import { useLocale } from 'next-intl';
import { DEFAULT_LOCALE, type Locale, toLocale } from './locales';

/**
 * The page's locale as a shipped Locale, for the formatters (lib/dates, lib/money, lib/reference/
 * names) that take one: next-intl's useLocale() types it as a plain string. Works in client
 * components and in non-async server components; async ones read getLocale().
 */
export function useAppLocale(): Locale {
  return toLocale(useLocale()) ?? DEFAULT_LOCALE;
}
