import cc from 'currency-codes';
import pegsFile from './data/currency-pegs.json';
import ecb from './data/ecb-reference-rates.json';
import supplement from './data/iso4217-supplement.json';
import { divide, multiply, ONE, parseDecimal, type Ratio, toNumber } from './ratio';

/**
 * Currencies (spec §3): ISO 4217 names and minor units, and a conversion_factor for every currency
 * the shipped rate snapshot can price (see data/README.md). Built once, at module load.
 */

/** A currency of the chooser list (spec §3 Currency), with its ISO 4217 minor units. */
export interface Currency {
  code: string;
  name: string;
  /** Units of this currency per 1 EUR; conversions use the ratio of two factors. */
  conversion_factor: number;
  /** ISO 4217 exponent: 2 for most, 0 for JPY, 3 for BHD. */
  minor_units: number;
}

export interface CurrencyInfo {
  code: string;
  name: string;
  minor_units: number;
}

/** Date and source of the rate snapshot, for display next to converted prices. */
export const RATES_AS_OF: Readonly<{ date: string; source: string }> = { date: ecb.date, source: ecb.source };

const BASE = ecb.base;

interface Peg {
  anchor: string;
  per_anchor?: string;
  anchor_per_unit?: string;
}

function buildIsoIndex(): ReadonlyMap<string, CurrencyInfo> {
  const index = new Map<string, CurrencyInfo>();
  for (const entry of cc.data) {
    index.set(entry.code, { code: entry.code, name: entry.currency.trim(), minor_units: entry.digits });
  }
  for (const [code, extra] of Object.entries(supplement.currencies)) {
    if (!index.has(code)) index.set(code, { code, name: extra.name, minor_units: extra.digits });
  }
  return index;
}

function buildFactors(): ReadonlyMap<string, Ratio> {
  const factors = new Map<string, Ratio>([[BASE, ONE]]);
  for (const [code, rate] of Object.entries(ecb.rates)) factors.set(code, parseDecimal(rate));
  for (const [code, peg] of Object.entries(pegsFile.pegs as Record<string, Peg>)) {
    const anchor = factors.get(peg.anchor);
    if (!anchor) throw new Error(`Peg of ${code}: anchor ${peg.anchor} has no rate`);
    if (peg.per_anchor) factors.set(code, multiply(anchor, parseDecimal(peg.per_anchor)));
    else if (peg.anchor_per_unit) factors.set(code, divide(anchor, parseDecimal(peg.anchor_per_unit)));
    else throw new Error(`Peg of ${code}: per_anchor or anchor_per_unit is required`);
  }
  return factors;
}

const ISO = buildIsoIndex();
const FACTORS = buildFactors();

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The convertible currencies, sorted by name ascending (spec §9). */
export const CURRENCIES: readonly Currency[] = Object.freeze(
  [...FACTORS.entries()]
    .map(([code, factor]) => {
      const iso = ISO.get(code);
      if (!iso) throw new Error(`Rate for ${code}, which is not an ISO 4217 currency`);
      return { ...iso, conversion_factor: toNumber(factor) };
    })
    .sort((a, b) => byName.compare(a.name, b.name) || a.code.localeCompare(b.code)),
);

const normalise = (code: string) => code.trim().toUpperCase();

/** ISO 4217 name and minor units of any current currency code, convertible or not. */
export function currencyInfo(code: string): CurrencyInfo | null {
  return ISO.get(normalise(code)) ?? null;
}

/** True when the rate snapshot can price this currency. */
export function isConvertible(code: string): boolean {
  return FACTORS.has(normalise(code));
}

/** The exact factor of a currency (units per 1 EUR), or null when it cannot be converted. */
export function exactFactor(code: string): Ratio | null {
  return FACTORS.get(normalise(code)) ?? null;
}
