import { DEFAULT_LOCALE, type Locale, toLocale } from '@/i18n/locales';

/**
 * The languages a site offers (issue 31), read field by field from its configuration: shipped
 * locales only, each once, the default first. A site that names none offers en-GB alone; a default
 * it does not list is added to the list rather than dropped, so its unprefixed pages always exist.
 */
export function siteLocales(cfg: { locales?: readonly string[] | null; default_locale?: string | null }): {
  locales: Locale[];
  defaultLocale: Locale;
} {
  const listed: Locale[] = [];
  for (const tag of cfg.locales ?? []) {
    const locale = toLocale(tag);
    if (locale && !listed.includes(locale)) listed.push(locale);
  }
  const defaultLocale = toLocale(cfg.default_locale) ?? listed[0] ?? DEFAULT_LOCALE;
  return { locales: [defaultLocale, ...listed.filter((l) => l !== defaultLocale)], defaultLocale };
}
