import isoEnglish from 'i18n-iso-countries/langs/en.json';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import worldCountries from 'world-countries';

/**
 * Countries with dial codes (spec §3 Country, Dial-code entry), sorted by English short name
 * (spec §9). Built once, at module load, from maintained datasets (see data/README.md).
 */

export interface Country {
  /** ISO 3166-1 numeric, three digits ('826'); '' where ISO assigns none (Kosovo). */
  num_code: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
  alpha_3_code: string;
  en_short_name: string;
  /** The demonym (the original calls it "name"): 'British', 'Indian'. */
  name: string;
  /** International calling code with '+' ('+44'); '' where none is known. */
  dial_code: string;
}

/** An entry of the dial-code chooser: the country's name, its calling code and alpha-2 code. */
export interface DialCodeEntry {
  name: string;
  dial_code: string;
  code: string;
}

const shortNames = isoEnglish.countries as Record<string, string | readonly string[]>;

/** ISO English short name: the first (official) form i18n-iso-countries gives. */
function englishShortName(code: string, fallback: string): string {
  const names = shortNames[code];
  const first = typeof names === 'string' ? names : names?.[0];
  return first?.trim() || fallback;
}

/** The calling code libphonenumber knows, so a chosen code is one the phone check can parse. */
function dialCode(code: string): string {
  return isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '';
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** All listed countries (250), sorted by en_short_name. */
export const COUNTRIES: readonly Country[] = Object.freeze(
  worldCountries
    .map((c): Country => {
      const en_short_name = englishShortName(c.cca2, c.name.common);
      return {
        num_code: c.ccn3,
        code: c.cca2,
        alpha_3_code: c.cca3,
        en_short_name,
        // Some uninhabited territories have no demonym; their name reads better than a blank.
        name: c.demonyms?.eng?.m?.trim() || en_short_name,
        dial_code: dialCode(c.cca2),
      };
    })
    .sort((a, b) => collator.compare(a.en_short_name, b.en_short_name)),
);

/** Every country with a calling code, in the same order (spec §3 Dial-code entry). */
export const DIAL_CODES: readonly DialCodeEntry[] = Object.freeze(
  COUNTRIES.filter((c) => c.dial_code).map((c) => ({
    name: c.en_short_name,
    dial_code: c.dial_code,
    code: c.code,
  })),
);

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The country with this ISO alpha-2 code (any case), or null. */
export function countryByCode(code: string): Country | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}
