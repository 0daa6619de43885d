import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

/**
 * Names of countries and currencies in a visitor's locale (issue 31), from Intl.DisplayNames (CLDR),
 * never a hand list. en-GB keeps the names the platform always showed (ISO 3166 short names and
 * ISO 4217 currency names, spec §9), which differ from CLDR's English in places ("United States of
 * America", "Pound Sterling"); callers pass that English name as the fallback. Pure, and small
 * enough for a browser bundle: the datasets stay in countries.ts / currencies.ts.
 */

type NameKind = 'region' | 'currency';

// DisplayNames and Collator are costly to build and the lists have ~250 entries: one per locale.
const displayNames = new Map<string, Intl.DisplayNames>();
const collators = new Map<string, Intl.Collator>();

function namesOf(locale: Locale, type: NameKind): Intl.DisplayNames {
  const key = `${locale}\u0000${type}`;
  let names = displayNames.get(key);
  if (!names) {
    // fallback 'none': an unknown code gives undefined (then the English name), not the bare code.
    names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names;
}

/** The comparison of names in a locale, accents and case ignored (spec §9 sorts by name). */
export function nameCollator(locale: Locale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

function localName(type: NameKind, code: string, locale: Locale, english: string): string {
  if (locale === DEFAULT_LOCALE) return english;
  try {
    return namesOf(locale, type).of(code) ?? english;
  } catch {
    // A code Intl cannot parse (not two letters / three letters): the English name is better than none.
    return english;
  }
}

/** A country's name in a locale: 'GB' → 'Royaume-Uni' (fr-FR), 'United Kingdom' (en-GB, as given). */
export const countryName = (code: string, locale: Locale, english: string): string =>
  localName('region', code, locale, english);

/**
 * A currency's name in a locale: 'EUR' → 'Euro' (fr-FR), 'Euro' (en-GB, as given). CLDR writes
 * them for running text ('euro', 'dollar des États-Unis'); as a list entry the first letter is
 * capitalised, as the language picker does (i18n/locales.ts languageName).
 */
export function currencyName(code: string, locale: Locale, english: string): string {
  const name = localName('currency', code, locale, english);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A copy of `list` sorted by name in the locale's order (ties by code, so the order is stable). */
export function sortByName<T extends { name: string; code: string }>(
  list: readonly T[],
  locale: Locale,
): T[] {
  const collator = nameCollator(locale);
  return [...list].sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

/**
 * An option of the dial-code chooser: '+33 France' ('+33 France' in fr-FR, '+971 الإمارات العربية
 * المتحدة' in ar-AE). en-GB keeps its established 'France (+33)'.
 */
export function dialCodeLabel(entry: { name: string; dial_code: string }, locale: Locale): string {
  return locale === DEFAULT_LOCALE
    ? `${entry.name} (${entry.dial_code})`
    : `${entry.dial_code} ${entry.name}`;
}
