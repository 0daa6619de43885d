import type { TMoney } from '@/lib/contract/planner';

/**
 * Money as text, from integer minor units + ISO currency code: ONE formatter for the pages and the
 * PDFs, so a price reads the same on screen and on paper (the e2e matches one against the other).
 * Plain Intl, no data tables: safe in client bundles.
 */

// Intl.NumberFormat is costly to build; prices are formatted many times per page or PDF.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, display: 'symbol' | 'code'): Intl.NumberFormat {
  const key = `${currency}\u0000${display}`;
  let f = formats.get(key);
  if (!f) {
    // Throws RangeError for a malformed currency code; callers fall back to plain digits.
    f = new Intl.NumberFormat('en-GB', { style: 'currency', currency, currencyDisplay: display });
    formats.set(key, f);
  }
  return f;
}

/** Decimal places of a currency as ISO 4217 has them (EUR 2, JPY 0, KWD 3), from Intl itself. */
export function minorUnits(currency: string): number {
  try {
    return currencyFormat(currency, 'symbol').resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Minor units → en-GB currency text, exact (nothing rounded away): { 312345, EUR } → '€3,123.45',
 * { 1200, JPY } → 'JP¥1,200'. `display: 'code'` names the currency by code instead ('INR 5,000.00',
 * with an ordinary space). A malformed code gives '<code> <digits>'.
 */
export function formatMinor(money: TMoney, display: 'symbol' | 'code' = 'symbol'): string {
  const digits = minorUnits(money.currency);
  const major = money.amount / 10 ** digits;
  try {
    const text = currencyFormat(money.currency, display).format(major);
    // Intl puts a no-break space after a code; plain text (and the PDF fonts) want a normal one.
    return display === 'code' ? text.replace(/\s/g, ' ') : text;
  } catch {
    return `${money.currency} ${major.toFixed(digits)}`;
  }
}
