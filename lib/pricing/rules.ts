import { parseNonNegativeDecimal, type Rational } from '@/lib/money';

/**
 * The agency's tax and discount configuration (site configuration taxconfig_set and discount_config,
 * free-form records) read into typed rules. Entries that cannot be read (no value, a negative
 * number, an unknown type, switched off) are skipped: a configuration slip must not stop every
 * price on the site. Amount values are major units (20 = 20.00).
 */
export type AdjustmentRule =
  | { kind: 'percent'; name: string; percent: Rational }
  | { kind: 'fixed'; name: string; amount: Rational; currency: string | null };

const PERCENT_TYPES = new Set(['percent', 'percentage', '%']);
const FIXED_TYPES = new Set(['fixed', 'flat', 'amount']);

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** `active: false`, `is_active: false` or `enabled: false` switch an entry off. */
const switchedOff = (entry: Record<string, unknown>): boolean =>
  entry.active === false || entry.is_active === false || entry.enabled === false;

function readRule(entry: Record<string, unknown>, fallbackName: string): AdjustmentRule | null {
  if (switchedOff(entry)) return null;
  const type = (text(entry.type) ?? 'percent').toLowerCase();
  const value = parseNonNegativeDecimal(entry.value);
  if (!value) return null;
  const name = text(entry.name) ?? text(entry.code) ?? fallbackName;
  if (PERCENT_TYPES.has(type)) return { kind: 'percent', name, percent: value };
  if (FIXED_TYPES.has(type)) {
    const currency = text(entry.currency)?.toUpperCase() ?? null;
    return { kind: 'fixed', name, amount: value, currency };
  }
  return null;
}

/** taxconfig_set → tax rules, e.g. `{ name: 'VAT', type: 'percent', value: 20 }`. */
export function readTaxRules(taxes: readonly Record<string, unknown>[]): AdjustmentRule[] {
  return taxes.flatMap((t) => readRule(t, 'Tax') ?? []);
}

/** Normal form of a code as typed: case and surrounding spaces do not matter. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/**
 * The discount_config entry for a code the traveller typed, e.g. `{ code: 'WELCOME10',
 * type: 'percent', value: 10 }`; null when the agency has no such (usable) code.
 */
export function findDiscountRule(
  discountCodes: readonly Record<string, unknown>[],
  code: string,
): (AdjustmentRule & { code: string }) | null {
  const wanted = normaliseCode(code);
  if (!wanted) return null;
  for (const entry of discountCodes) {
    const own = text(entry.code);
    if (!own || normaliseCode(own) !== wanted) continue;
    const rule = readRule(entry, own);
    if (rule) return { ...rule, code: normaliseCode(own) };
  }
  return null;
}
