import type { CurrencyOption } from './types';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** Currencies whose name or code contains the text (accents and case folded), keeping the A–Z order. */
export function filterCurrencies(list: readonly CurrencyOption[], text: string): CurrencyOption[] {
  const q = fold(text);
  if (!q) return [...list];
  return list.filter((c) => fold(c.name).includes(q) || c.code.toLowerCase().includes(q));
}

/** The currency auto-selected for a country (spec §4): its own, when the list can price it. */
export function currencyForCountryChoice(
  countryCode: string,
  countries: readonly { code: string; currency: string }[],
  currencies: readonly CurrencyOption[],
): string | null {
  const own = countries.find((c) => c.code === countryCode)?.currency;
  return own && currencies.some((c) => c.code === own) ? own : null;
}
