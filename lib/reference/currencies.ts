import cc from 'currency-codes';
import { BUNDLED_RATES, type ExchangeRates, minorUnits, normaliseCurrency, toNumber } from '@/lib/money';
import supplement from './data/iso4217-supplement.json';

/**
 * Currencies (spec §3): ISO 4217 names, and the chooser's list of the currencies a set of rates can
 * price. Minor units come from lib/money (the one table of decimals).
 */

/** A currency of the chooser list (spec §3 Currency), with its ISO 4217 minor units. */
export interface Currency {
  code: string;
  name: string;
  /** Units of this currency per 1 EUR; conversions use the ratio of two factors. */
  conversion_factor: number;
  /** ISO 4217 exponent: 2 for most, 0 for JPY, 3 for BHD. */
  minor_units: number;
  /** The date of this currency's rate (YYYY-MM-DD). */
  rate_date: string;
}

export interface CurrencyInfo {
  code: string;
  name: string;
  minor_units: number;
}

function buildNames(): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const entry of cc.data) names.set(entry.code, entry.currency.trim());
  for (const [code, extra] of Object.entries(supplement.currencies)) {
    if (!names.has(code)) names.set(code, extra.name);
  }
  return names;
}

const NAMES = buildNames();

/** ISO 4217 name and minor units of any current currency code, convertible or not. */
export function currencyInfo(code: string): CurrencyInfo | null {
  const upper = normaliseCurrency(code);
  const name = NAMES.get(upper);
  return name === undefined ? null : { code: upper, name, minor_units: minorUnits(upper) };
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The currencies these rates can price, sorted by name ascending (spec §9). */
export function currencyList(rates: ExchangeRates): Currency[] {
  const list: Currency[] = [];
  for (const [code, rate] of rates.byCode) {
    const info = currencyInfo(code);
    if (info) list.push({ ...info, conversion_factor: toNumber(rate.perEuro), rate_date: rate.date });
  }
  return list.sort((a, b) => byName.compare(a.name, b.name) || a.code.localeCompare(b.code));
}

/**
 * The chooser's list as shipped (the bundled rates' currencies). Every one of them stays priceable
 * with live rates too: a currency a newer publication lacks keeps its older rate (lib/money).
 */
export const CURRENCIES: readonly Currency[] = Object.freeze(currencyList(BUNDLED_RATES));
