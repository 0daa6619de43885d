import { isCurrencyCode } from '@/lib/money/iso4217';
import { parseNonNegativeDecimal, type Rational, rational } from '@/lib/money/rational';
import { COMPONENT_KINDS, type ComponentKind, type PriceComponent } from '@/lib/planner/types';

/**
 * The agency's markup rules (site configuration `markup_rules`, issue 32 item 6) read into typed
 * rules, and the choice of the rule that marks up one component. A rule names a mode (a component
 * kind) and optionally a destination (a city name or an ISO 3166 alpha-2 country code) and a
 * supplier (the source name the offers carry); it marks up by a percentage or by a fixed amount.
 * Entries that cannot be read (unknown mode or type, a negative value, a fixed amount in a currency
 * ISO 4217 does not list, switched off) are skipped, as the tax rules are: a slip in the
 * configuration must not stop every price (the console and the tenant definition refuse them first).
 * Pure.
 */
export type MarkupRule = {
  mode: ComponentKind;
  /** Lower case, trimmed; null: any destination. */
  destination: string | null;
  /** Lower case, trimmed; null: any supplier. */
  supplier: string | null;
} & (
  | { kind: 'percent' /** 1 + value/100, exact. */; factor: Rational }
  | { kind: 'fixed' /** Major units of `currency`. */; amount: Rational; currency: string | null }
);

/** Where and from whom a component is sold: what a rule matches on. */
export type RuleTarget = Pick<PriceComponent, 'kind' | 'destination' | 'supplier'>;

const KINDS: ReadonlySet<string> = new Set(COMPONENT_KINDS);

/** The form names and places are compared in: any case, surrounding spaces ignored. */
export const matchKey = (text: string): string => text.normalize('NFC').trim().toLowerCase();

const optionalKey = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? matchKey(v) : null);

function readRule(entry: Readonly<Record<string, unknown>>): MarkupRule | null {
  if (entry.active === false || entry.enabled === false) return null;
  const mode = typeof entry.mode === 'string' ? entry.mode.trim().toLowerCase() : '';
  if (!KINDS.has(mode)) return null;
  const value = parseNonNegativeDecimal(entry.value);
  if (!value) return null;
  const where = {
    mode: mode as ComponentKind,
    destination: optionalKey(entry.destination),
    supplier: optionalKey(entry.supplier),
  };
  const type = typeof entry.type === 'string' ? entry.type.trim().toLowerCase() : '';
  if (type === 'percent') {
    return { ...where, kind: 'percent', factor: rational(value.n + value.d * 100n, value.d * 100n) };
  }
  if (type === 'fixed') {
    const named = typeof entry.currency === 'string' && entry.currency.trim() ? entry.currency : null;
    if (named !== null && !isCurrencyCode(named)) return null;
    return { ...where, kind: 'fixed', amount: value, currency: named?.trim().toUpperCase() ?? null };
  }
  return null;
}

/** markup_rules → rules, in the order listed (the order breaks ties). */
export function readMarkupRules(entries: readonly Readonly<Record<string, unknown>>[]): MarkupRule[] {
  return entries.flatMap((e) => (e && typeof e === 'object' ? (readRule(e) ?? []) : []));
}

/** Whether a rule's destination names the component's city or its country (code). */
function destinationMatches(destination: string, target: RuleTarget): boolean {
  const { city, country } = target.destination ?? {};
  return (
    (city !== undefined && matchKey(city) === destination) ||
    (country !== undefined && matchKey(country) === destination)
  );
}

/**
 * The rule that marks up a component, or null (then the mode's pricing_configuration factor does):
 * among the rules of its mode whose destination and supplier (where they name one) match, the most
 * specific — supplier and destination, then supplier, then destination, then the mode alone — and
 * of equally specific ones the first listed. A destination matches the component's city or its
 * country code; names compare in any case.
 */
export function markupRuleFor(rules: readonly MarkupRule[], target: RuleTarget): MarkupRule | null {
  let best: MarkupRule | null = null;
  let bestScore = -1;
  const supplier = target.supplier !== undefined ? matchKey(target.supplier) : null;
  for (const rule of rules) {
    if (rule.mode !== target.kind) continue;
    if (rule.supplier !== null && rule.supplier !== supplier) continue;
    if (rule.destination !== null && !destinationMatches(rule.destination, target)) continue;
    const score = (rule.supplier !== null ? 2 : 0) + (rule.destination !== null ? 1 : 0);
    if (score > bestScore) {
      best = rule;
      bestScore = score;
    }
  }
  return best;
}
