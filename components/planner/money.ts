import { minorUnits } from '@/lib/money/format';

// Minor units → '€3,123.45': the formatter is shared with the PDFs so a price reads the same on both.
export { formatMinor as formatMoney, minorUnits } from '@/lib/money/format';

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
