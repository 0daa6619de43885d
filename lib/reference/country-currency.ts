import countryToCurrency from 'country-to-currency';
import { COUNTRIES } from './countries';

/**
 * The fixed country → currency map (spec §3): every listed country to its default ISO 4217 code,
 * Antarctica to '' (the spec's empty value; it has no currency of its own).
 */
const DEFAULTS = countryToCurrency as Readonly<Record<string, string>>;
const EMPTY_FOR: ReadonlySet<string> = new Set(['AQ']);

export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(COUNTRIES.map((c) => [c.code, EMPTY_FOR.has(c.code) ? '' : (DEFAULTS[c.code] ?? '')])),
);

/** ISO 4217 code of a country's currency; '' for Antarctica, null for an unknown code. */
export function currencyForCountry(countryCode: string): string | null {
  const code = countryCode.trim().toUpperCase();
  return Object.hasOwn(COUNTRY_CURRENCY, code) ? (COUNTRY_CURRENCY[code] ?? null) : null;
}
