import 'server-only';
import { DEFAULT_LOCALE, type Locale, SHIPPED_LOCALES, toLocale } from '@/i18n/locales';
import type { ReferenceLists } from './browser-lists';
import { COUNTRIES, DIAL_CODES } from './countries';
import { currencyForCountry } from './country-currency';
import { CURRENCIES } from './currencies';
import { countryName, currencyName, sortByName } from './names';

const lists = new Map<Locale, ReferenceLists>();

/**
 * The lists of lib/reference/browser-lists.ts, trimmed to what the browser shows, with names in the
 * locale and sorted in its order (en-GB: today's English names and order); built once per locale.
 */
export function referenceListsForBrowser(locale: Locale = DEFAULT_LOCALE): ReferenceLists {
  let built = lists.get(locale);
  if (!built) {
    built = {
      chooser: {
        countries: sortByName(
          COUNTRIES.map((c) => ({
            code: c.code,
            name: countryName(c.code, locale, c.en_short_name),
            currency: currencyForCountry(c.code) ?? '',
          })),
          locale,
        ),
        currencies: sortByName(
          CURRENCIES.map((c) => ({ code: c.code, name: currencyName(c.code, locale, c.name) })),
          locale,
        ),
      },
      dialCodes: sortByName(
        DIAL_CODES.map((d) => ({
          name: countryName(d.code, locale, d.name),
          dial_code: d.dial_code,
          code: d.code,
        })),
        locale,
      ),
    };
    lists.set(locale, built);
  }
  return built;
}

/**
 * The locale a request for the lists asks for (`?locale=fr-FR`, any casing; en-GB when absent), or
 * the refusal naming the field.
 */
export function referenceListsLocale(
  query: URLSearchParams,
): { ok: true; locale: Locale } | { ok: false; field: 'locale'; message: string } {
  const asked = query.get('locale');
  const locale = asked === null ? DEFAULT_LOCALE : toLocale(asked);
  return locale
    ? { ok: true, locale }
    : { ok: false, field: 'locale', message: `locale must be one of ${SHIPPED_LOCALES.join(', ')}.` };
}
