import { ONE } from '@/lib/money';
import { createPriceFn } from '@/lib/pricing';

/**
 * The console's markups (issue 32 item 6) in a site configuration draft: one percentage per mode,
 * stored where the pricing module reads it (`pricing_configuration`, a factor: 10 % → 1.1). The
 * price preview runs the pricing module itself on a sample net price, so what the console shows is
 * what the site will charge. Pure.
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

/**
 * What a traveller pays for SAMPLE_NET_MINOR of `kind` under a configuration: markup and taxes, by
 * the pricing module, in the agency's currency (minor units).
 */
export function samplePrice(config: Config, kind: MarkupKind): { amount: number; currency: string } {
  const currency = agencyCurrency(config);
  const price = createPriceFn({
    pricingConfiguration: factorsOf(config),
    taxes: Array.isArray(config.taxconfig_set) ? (config.taxconfig_set as Config[]) : [],
    discountCodes: [],
    currency,
    // One currency in and out: its own rate is all the conversion needs.
    rates: { date: '', source: 'console preview', byCode: new Map([[currency, { perEuro: ONE, date: '' }]]) },
    pricingOption: 1,
  });
  return price([{ kind, amountMinor: SAMPLE_NET_MINOR, currency }]).total;
}
