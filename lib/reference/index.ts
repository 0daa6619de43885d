/**
 * Reference data (spec §3 Country, Dial-code entry, Currency, country → currency map; §9 sorting),
 * built once at module load from maintained datasets. Sources and dates: data/README.md.
 *
 * The lists are large: import this module on the server and hand the lists to client components
 * as props, rather than importing it into a browser bundle.
 */
export { ConversionError, convert, type RateOverrides } from './convert';
export { COUNTRIES, type Country, countryByCode, DIAL_CODES, type DialCodeEntry } from './countries';
export { COUNTRY_CURRENCY, currencyForCountry } from './country-currency';
export {
  CURRENCIES,
  type Currency,
  type CurrencyInfo,
  currencyInfo,
  isConvertible,
  RATES_AS_OF,
} from './currencies';
