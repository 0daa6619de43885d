/**
 * The visitor's country and currency (spec §3 local storage keys `country` and `currency`), kept in
 * the browser. Pure functions over an injected Storage so rules are testable without a browser;
 * `use-preferences.ts` binds them to React.
 */

export const COUNTRY_KEY = 'country';
export const CURRENCY_KEY = 'currency';
/** Fired on `window` after this tab writes, so every subscriber in the tab updates at once. */
export const PREFERENCES_EVENT = 'itinera:preferences';

export interface VisitorPreferences {
  /** ISO 3166-1 alpha-2, upper case (e.g. 'GB'), or null when the visitor has not chosen. */
  country: string | null;
  /** ISO 4217, upper case (e.g. 'GBP'), or null when the visitor has not chosen. */
  currency: string | null;
}

export const EMPTY_PREFERENCES: VisitorPreferences = Object.freeze({ country: null, currency: null });

const COUNTRY_RE = /^[A-Z]{2}$/;
const CURRENCY_RE = /^[A-Z]{3}$/;

/** An upper-cased code when it has the right shape, else null (garbage in storage is ignored). */
export function normaliseCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase();
  return COUNTRY_RE.test(v) ? v : null;
}

export function normaliseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toUpperCase();
  return CURRENCY_RE.test(v) ? v : null;
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/** Reads both keys; a storage that throws (private mode, blocked cookies) reads as "not chosen". */
export function readPreferences(storage: ReadableStorage | null | undefined): VisitorPreferences {
  if (!storage) return EMPTY_PREFERENCES;
  try {
    return {
      country: normaliseCountry(storage.getItem(COUNTRY_KEY)),
      currency: normaliseCurrency(storage.getItem(CURRENCY_KEY)),
    };
  } catch {
    return EMPTY_PREFERENCES;
  }
}

/**
 * Stores a choice. Invalid codes are refused (nothing is written) so a bad value never replaces a
 * good one. Returns what was stored, or null when nothing could be.
 */
export function writePreferences(
  storage: WritableStorage | null | undefined,
  next: { country: string; currency: string },
): VisitorPreferences | null {
  const country = normaliseCountry(next.country);
  const currency = normaliseCurrency(next.currency);
  if (!storage || !country || !currency) return null;
  try {
    storage.setItem(COUNTRY_KEY, country);
    storage.setItem(CURRENCY_KEY, currency);
    return { country, currency };
  } catch {
    return null;
  }
}

/** True when both values are stored: the location lookup is then skipped (spec §4). */
export const isComplete = (p: VisitorPreferences): p is { country: string; currency: string } =>
  p.country !== null && p.currency !== null;
