import type { TMoney } from '@/lib/contract/planner';

const formats = new Map<string, Intl.NumberFormat>();

/** '€1,234.50' from minor units, with the currency's own number of decimals. */
export function formatMoney(m: TMoney): string {
  let f = formats.get(m.currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en-GB', { style: 'currency', currency: m.currency });
    } catch {
      return `${(m.amount / 100).toFixed(2)} ${m.currency}`;
    }
    formats.set(m.currency, f);
  }
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(m.amount / 10 ** digits);
}
