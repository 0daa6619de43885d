import pegsFile from './data/currency-pegs.json';
import { ConversionError } from './errors';
import { isCurrencyCode, minorUnits, normaliseCurrency } from './iso4217';
import {
  div,
  mul,
  ONE,
  parseNonNegativeDecimal,
  parseRate,
  type Rational,
  rational,
  roundHalfAwayFromZero,
} from './rational';

/**
 * Exchange rates and conversion (spec §3: a currency's conversion_factor is units per 1 EUR, and a
 * conversion between two currencies is the ratio of their factors). Pure: where the rates come from
 * (the ECB's daily reference rates kept in the database, a tenant's own rates, the bundled snapshot
 * on a first start) is lib/backend/rates' business; every rate carries the date it is from, so every
 * converted price can say so.
 */

/** One currency's rate: units per 1 EUR, exact, and the date it was published (YYYY-MM-DD). */
export interface Rate {
  perEuro: Rational;
  date: string;
}

export interface ExchangeRates {
  /** Date of the publication the rates are from (YYYY-MM-DD). */
  date: string;
  /** Who published them ('European Central Bank …', or the bundled snapshot). */
  source: string;
  /** By upper-case ISO 4217 code; EUR is always there (1). */
  byCode: ReadonlyMap<string, Rate>;
}

/** A publication as received: units per 1 EUR as decimal strings, exactly as published. */
export interface RatePublication {
  date: string;
  source: string;
  rates: Readonly<Record<string, string>>;
}

/** A rate the agency set itself (PUT internal/currency_rates), with the day it set it. */
export interface OwnRate {
  code: string;
  perEuro: string;
  date: string;
}

interface Peg {
  anchor: string;
  per_anchor?: string;
  anchor_per_unit?: string;
}
const PEGS = pegsFile.pegs as Readonly<Record<string, Peg>>;

/**
 * A publication → rates: EUR at 1, each published currency, and the currencies pegged to one of
 * them by law or a currency board (data/currency-pegs.json: CFA francs, Gulf currencies …), each
 * dated like its anchor. Codes ISO 4217 does not list and malformed rates are left out. A currency
 * the publication lacks but `previous` has keeps its older rate, with its older date.
 */
export function exchangeRatesOf(pub: RatePublication, previous?: ExchangeRates): ExchangeRates {
  const byCode = new Map<string, Rate>(previous?.byCode ?? []);
  byCode.set('EUR', { perEuro: ONE, date: pub.date });
  for (const [rawCode, text] of Object.entries(pub.rates)) {
    const code = normaliseCurrency(rawCode);
    if (!isCurrencyCode(code) || code === 'EUR') continue;
    try {
      byCode.set(code, { perEuro: parseRate(String(text).trim()), date: pub.date });
    } catch {
      // One bad figure must not lose the others; that currency keeps its previous rate, if any.
    }
  }
  for (const [code, peg] of Object.entries(PEGS)) {
    const anchor = byCode.get(peg.anchor);
    if (!anchor) continue;
    const perEuro = peg.per_anchor
      ? mul(anchor.perEuro, parseRate(peg.per_anchor))
      : peg.anchor_per_unit
        ? div(anchor.perEuro, parseRate(peg.anchor_per_unit))
        : null;
    if (perEuro) byCode.set(code, { perEuro, date: anchor.date });
  }
  return { date: pub.date, source: pub.source, byCode };
}

/** The rates with an agency's own rates in place of the published ones for the codes it set. */
export function withOwnRates(rates: ExchangeRates, own: readonly OwnRate[]): ExchangeRates {
  if (own.length === 0) return rates;
  const byCode = new Map(rates.byCode);
  for (const r of own) {
    const code = normaliseCurrency(r.code);
    if (!isCurrencyCode(code)) continue;
    try {
      byCode.set(code, { perEuro: parseRate(r.perEuro.trim()), date: r.date });
    } catch {
      // Stored own rates are validated on the way in; a bad one falls back to the published rate.
    }
  }
  return { ...rates, byCode };
}

/** True when these rates can price the currency. */
export function canConvert(rates: ExchangeRates, code: string): boolean {
  return rates.byCode.has(normaliseCurrency(code));
}

function rateOf(rates: ExchangeRates, code: string): Rate {
  const rate = rates.byCode.get(normaliseCurrency(code));
  if (!rate) throw new ConversionError(`No conversion rate for currency ${JSON.stringify(code)}`);
  return rate;
}

/**
 * The exact rate between two currencies' MINOR units (1 EUR cent → 171.94/100 yen): the ratio of
 * the factors, each side in its own ISO 4217 exponent. Unrounded, so several conversions can be
 * summed first. Throws ConversionError for a currency the rates cannot price.
 */
export function minorUnitRate(rates: ExchangeRates, from: string, to: string): Rational {
  if (normaliseCurrency(from) === normaliseCurrency(to)) {
    minorUnits(from);
    return ONE;
  }
  const source = rateOf(rates, from);
  const target = rateOf(rates, to);
  return mul(
    div(target.perEuro, source.perEuro),
    rational(10n ** BigInt(minorUnits(to)), 10n ** BigInt(minorUnits(from))),
  );
}

/** Exact minor units of `from` → exact minor units of `to`. */
export const convertExact = (amount: Rational, from: string, to: string, rates: ExchangeRates): Rational =>
  mul(amount, minorUnitRate(rates, from, to));

/**
 * Whole minor units of `from` → whole minor units of `to`, computed exactly and rounded once, half
 * away from zero. Throws ConversionError for an amount that is not whole minor units or a currency
 * the rates cannot price.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rates: ExchangeRates): number {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new ConversionError(`Amount must be a whole number of minor units, got ${amountMinor}`);
  }
  return roundHalfAwayFromZero(convertExact(rational(amountMinor), from, to, rates));
}

/**
 * The date of the rates a conversion from → to uses: the older of the two currencies' dates (the
 * oldest figure in it), or null when nothing is converted (same currency).
 */
export function rateDateOf(rates: ExchangeRates, from: string, to: string): string | null {
  if (normaliseCurrency(from) === normaliseCurrency(to)) return null;
  const a = rateOf(rates, from).date;
  const b = rateOf(rates, to).date;
  return a.localeCompare(b) <= 0 ? a : b;
}

/** Money converted, with the date of the rates used (null when it was already in that currency). */
export interface ConvertedMoney {
  amount: number;
  currency: string;
  rate_date: string | null;
}

export function convertMoney(
  money: { amount: number; currency: string },
  to: string,
  rates: ExchangeRates,
): ConvertedMoney {
  const currency = normaliseCurrency(to);
  return {
    amount: convertMinor(money.amount, money.currency, currency, rates),
    currency,
    rate_date: rateDateOf(rates, money.currency, currency),
  };
}

/** The older of two rate dates (null counts as none): what a sum of converted amounts is as of. */
export function olderRateDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.localeCompare(b) <= 0 ? a : b;
}

/** A short text that changes whenever any rate does: for cache keys. */
export function ratesKey(rates: ExchangeRates): string {
  return [...rates.byCode]
    .map(([code, r]) => `${code}=${r.perEuro.n}/${r.perEuro.d}@${r.date}`)
    .sort()
    .join(',');
}

/** A currency row as get_currency answers it (units per 1 EUR as a number, and its rate's date). */
export interface FactorRow {
  code: string;
  conversion_factor: number;
  rate_date?: string | null;
}

/**
 * get_currency's list → rates, in the browser: each factor read digit for digit from its shortest
 * decimal spelling. Rows without a usable factor are left out.
 */
export function ratesFromFactors(rows: readonly FactorRow[], date: string, source: string): ExchangeRates {
  const byCode = new Map<string, Rate>();
  for (const row of rows) {
    const perEuro = parseNonNegativeDecimal(row.conversion_factor);
    if (perEuro && perEuro.n > 0n && isCurrencyCode(row.code)) {
      byCode.set(normaliseCurrency(row.code), { perEuro, date: row.rate_date || date });
    }
  }
  return { date, source, byCode };
}
