import 'server-only';
import type { ReferenceLists } from './browser-lists';
import { COUNTRIES, DIAL_CODES } from './countries';
import { currencyForCountry } from './country-currency';
import { CURRENCIES } from './currencies';

let lists: ReferenceLists | null = null;

/** The lists of lib/reference/browser-lists.ts, trimmed to what the browser shows; built once. */
export function referenceListsForBrowser(): ReferenceLists {
  lists ??= {
    chooser: {
      countries: COUNTRIES.map((c) => ({
        code: c.code,
        name: c.en_short_name,
        currency: currencyForCountry(c.code) ?? '',
      })),
      currencies: CURRENCIES.map((c) => ({ code: c.code, name: c.name })),
    },
    dialCodes: DIAL_CODES.map((d) => ({ name: d.name, dial_code: d.dial_code, code: d.code })),
  };
  return lists;
}
