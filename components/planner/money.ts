import type { TMoney } from '@/lib/contract/planner';

/** Decimal places of a currency as ISO 4217 has them (EUR 2, JPY 0, KWD 3), from Intl itself. */
export function minorUnits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-GB', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units → the currency's display, e.g. { 312345, EUR } → '€3,123.45'. Rounds nothing: exact. */
export function formatMoney(money: TMoney, locale = 'en-GB'): string {
  const digits = minorUnits(money.currency);
  const major = money.amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${money.currency}`;
  }
}

/** Major units typed in a budget field → minor units (null when empty or not a number). */
export function toMinor(major: string | undefined, currency: string): number | null {
  if (major === undefined || major.trim() === '') return null;
  const n = Number(major);
  if (!Number.isFinite(n) || n < 0) return null;
  return Math.round(n * 10 ** minorUnits(currency));
}

/** Minor units → a plain major-unit number for a form field (no grouping, no symbol). */
export function toMajor(amount: number, currency: string): number {
  return amount / 10 ** minorUnits(currency);
}
