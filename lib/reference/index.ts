import countries from 'world-countries';

/**
 * Reference data (spec §3, §9). Placeholder face: the full country / currency / dial-code module
 * replaces the internals; the exported names stay.
 */
const COUNTRY_CURRENCY: ReadonlyMap<string, string> = new Map(
  countries.map((c) => [c.cca2, Object.keys(c.currencies ?? {})[0] ?? ''] as const),
);

/** ISO 4217 code of a country's currency; '' for Antarctica, null for an unknown code. */
export function currencyForCountry(countryCode: string): string | null {
  const v = COUNTRY_CURRENCY.get(countryCode.toUpperCase());
  return v === undefined ? null : v;
}
