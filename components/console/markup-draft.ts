import { MARKUP_RULE_MODES } from '@/lib/contract/site-config';
import { BUNDLED_RATES, type ExchangeRates, type Money, ONE } from '@/lib/money';
import type { PriceComponent } from '@/lib/planner/types';
import { createPriceFn } from '@/lib/pricing';

/**
 * The console's markups (issue 32 item 6) in a site configuration draft: one percentage per mode,
 * stored where the pricing module reads it (`pricing_configuration`, a factor: 10 % → 1.1), and the
 * agency's rules by mode, destination and supplier (`markup_rules`, ZMarkupRule), which replace a
 * mode's percentage for what they match. The price preview runs the pricing module itself on a
 * sample net price, so what the console shows is what the site will charge. Pure.
 */

type Config = Record<string, unknown>;

/** The modes the pricing module marks up on their own (lib/tenant/working-config DEFAULT_PRICING_CONFIGURATION). */
export const MARKUP_KINDS = ['hotel', 'activity', 'transfer', 'flight', 'package'] as const;
export type MarkupKind = (typeof MARKUP_KINDS)[number];

/** The sample net price the preview marks up: 100.00 of the agency's currency. */
export const SAMPLE_NET_MINOR = 10_000;

const record = (v: unknown): Config => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Config) : {});

const factorsOf = (config: Config): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(record(config.pricing_configuration)))
    if (typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
};

/** A percentage as typed (`10`, `12.5`, `0.25`): hundredths of a percent, or null when it is not one. */
export function parsePercent(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** Each mode's markup as a percentage text ('' for none). */
export function readMarkups(config: Config): Record<MarkupKind, string> {
  const factors = factorsOf(config);
  const out = {} as Record<MarkupKind, string>;
  for (const kind of MARKUP_KINDS) {
    const f = factors[kind];
    // Hundredths of a percent, from the factor's decimal form (1.125 → 1250).
    const hundredths = f === undefined || f <= 0 ? 0 : Math.round(f * 10_000) - 10_000;
    out[kind] = hundredths === 0 ? '' : String(hundredths / 100);
  }
  return out;
}

/**
 * The draft with one mode's markup set from a percentage's hundredths (0 or null: no markup, the
 * mode's factor removed). The factor is an exact decimal (10730 / 10000 = 1.073).
 */
export function writeMarkup(config: Config, kind: MarkupKind, hundredths: number | null): Config {
  const factors = { ...record(config.pricing_configuration) };
  if (!hundredths) delete factors[kind];
  else factors[kind] = (10_000 + hundredths) / 10_000;
  return { ...config, pricing_configuration: factors };
}

/** The agency's own currency: its invoice currency, else euros. */
export function agencyCurrency(config: Config): string {
  const own = record(record(config.agency_details).details).invoice_currency;
  return typeof own === 'string' && /^[A-Za-z]{3}$/.test(own) ? own.toUpperCase() : 'EUR';
}

const listOf = (v: unknown): Config[] =>
  Array.isArray(v) ? v.filter((e): e is Config => Boolean(e) && typeof e === 'object') : [];

/**
 * The rates the preview converts with: the bundled reference rates (a fixed rule in another
 * currency is shown at those), or the agency's currency alone when they do not list it.
 */
function previewRates(currency: string): ExchangeRates {
  if (BUNDLED_RATES.byCode.has(currency)) return BUNDLED_RATES;
  return { date: '', source: 'console preview', byCode: new Map([[currency, { perEuro: ONE, date: '' }]]) };
}

/** What a traveller pays for SAMPLE_NET_MINOR of one component, or null when it cannot be priced here. */
function priceSample(
  config: Config,
  component: Omit<PriceComponent, 'amountMinor' | 'currency'>,
): Money | null {
  const currency = agencyCurrency(config);
  try {
    const price = createPriceFn({
      pricingConfiguration: factorsOf(config),
      markupRules: listOf(config.markup_rules),
      taxes: listOf(config.taxconfig_set),
      discountCodes: [],
      currency,
      rates: previewRates(currency),
      pricingOption: 1,
      fixedAmountCurrency: currency,
    });
    return price([{ ...component, amountMinor: SAMPLE_NET_MINOR, currency }]).total;
  } catch {
    // A fixed rule in a currency the bundled rates do not list.
    return null;
  }
}

/**
 * What a traveller pays for SAMPLE_NET_MINOR of `kind` under a configuration: markup (a rule naming
 * the mode alone included) and taxes, by the pricing module, in the agency's currency (minor units).
 */
export function samplePrice(config: Config, kind: MarkupKind): Money | null {
  return priceSample(config, { kind });
}

// ---------------------------------------------------------------- rules (markup_rules)

export const RULE_MODES = MARKUP_RULE_MODES;
export type RuleMode = (typeof RULE_MODES)[number];
export const RULE_TYPES = ['percent', 'fixed'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** A rule as the console's fields show it: every field a text ('' for none). */
export interface RuleDraft {
  mode: RuleMode;
  destination: string;
  supplier: string;
  type: RuleType;
  value: string;
  currency: string;
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');
const isMode = (v: unknown): v is RuleMode => RULE_MODES.includes(v as RuleMode);

/** The draft's rules, in order (the order breaks ties), as field texts. */
export function readRules(config: Config): RuleDraft[] {
  return listOf(config.markup_rules).map((r) => ({
    mode: isMode(r.mode) ? r.mode : 'hotel',
    destination: textOf(r.destination),
    supplier: textOf(r.supplier),
    type: r.type === 'fixed' ? 'fixed' : 'percent',
    value: typeof r.value === 'number' && Number.isFinite(r.value) ? String(r.value) : '',
    currency: textOf(r.currency),
  }));
}

/** An amount as typed (`5`, `12.50`, `0,5`), or null when it is not one. */
export function parseRuleValue(type: RuleType, text: string): number | null {
  if (type === 'percent') {
    const hundredths = parsePercent(text);
    return hundredths === null ? null : hundredths / 100;
  }
  const t = text.trim().replace(',', '.');
  return /^\d{1,9}(\.\d{1,4})?$/.test(t) ? Number(t) : null;
}

type RuleEntry = Record<string, unknown>;

const withRules = (config: Config, rules: RuleEntry[]): Config => ({ ...config, markup_rules: rules });

/**
 * The draft with a new rule at the end: hotels, anywhere, at the hotels' percentage of the draft,
 * so adding one changes no price until it is narrowed or changed.
 */
export function addRule(config: Config): Config {
  const hundredths = parsePercent(readMarkups(config).hotel || '0') ?? 0;
  return withRules(config, [
    ...listOf(config.markup_rules),
    { mode: 'hotel', type: 'percent', value: hundredths / 100 },
  ]);
}

export function removeRule(config: Config, index: number): Config {
  return withRules(
    config,
    listOf(config.markup_rules).filter((_, i) => i !== index),
  );
}

/**
 * The draft with one field of rule `index` changed: empty texts remove an optional field; a fixed
 * rule gets the agency's currency when it has none, a percentage loses its currency.
 */
export function writeRule(
  config: Config,
  index: number,
  field: 'mode' | 'destination' | 'supplier' | 'type' | 'value' | 'currency',
  value: string | number,
): Config {
  const rules = listOf(config.markup_rules).map((r, i) => {
    if (i !== index) return r;
    const next: RuleEntry = { ...r };
    if (typeof value === 'string' && value.trim() === '' && field !== 'value') delete next[field];
    else next[field] = field === 'currency' && typeof value === 'string' ? value.trim().toUpperCase() : value;
    if (next.type === 'fixed' && !next.currency) next.currency = agencyCurrency(config);
    if (next.type !== 'fixed') delete next.currency;
    return next;
  });
  return withRules(config, rules);
}

/** The component a rule's preview prices: its mode, in its destination (a city, or a 2-letter country), from its supplier. */
export function sampleTarget(rule: RuleDraft): Omit<PriceComponent, 'amountMinor' | 'currency'> {
  const where = rule.destination.trim();
  const supplier = rule.supplier.trim();
  return {
    kind: rule.mode,
    ...(where ? { destination: /^[A-Za-z]{2}$/.test(where) ? { country: where } : { city: where } } : {}),
    ...(supplier ? { supplier } : {}),
  };
}

/** What a traveller pays for SAMPLE_NET_MINOR of what a rule matches, under a configuration (null: not priceable here). */
export function sampleRulePrice(config: Config, rule: RuleDraft): Money | null {
  return priceSample(config, sampleTarget(rule));
}

/** The server's problems with rule `index` (`config.markup_rules.2.currency: …`): the field named, and the message. */
export function ruleProblems(
  problems: readonly string[],
  index: number,
): { field: string | null; message: string }[] {
  const prefix = `config.markup_rules.${index}`;
  return problems.flatMap((p) => {
    const colon = p.indexOf(': ');
    const path = colon < 0 ? p : p.slice(0, colon);
    if (path !== prefix && !path.startsWith(`${prefix}.`)) return [];
    const field = path === prefix ? null : (path.slice(prefix.length + 1).split('.')[0] ?? null);
    return [{ field, message: colon < 0 ? p : p.slice(colon + 2) }];
  });
}
