/**
 * Reference data (spec §3 Country, Dial-code entry, Currency, country → currency map; §9 sorting),
 * built once at module load from maintained datasets. Sources and dates: data/README.md.
 *
 * The lists are large: import this module on the server and hand the lists to client components
 * as props, rather than importing it into a browser bundle.
 */
export { COUNTRIES, countryByCode, DIAL_CODES } from './countries';
export { currencyForCountry } from './country-currency';
export { CURRENCIES, currencyInfo, currencyList } from './currencies';
