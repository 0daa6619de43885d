import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { isCurrencyCode, minorUnits, normaliseCurrency } from './iso4217';

/** Integer minor units plus an ISO 4217 code (docs/architecture.md "Data"). */
export interface Money {
  /** Minor units (pence, cents, fils, yen). */
  amount: number;
  currency: string;
}

export type MoneyDisplay = 'symbol' | 'code';

/** How to show an amount: by symbol or code, in a locale's number and currency conventions. */
export interface MoneyFormat {
  display?: MoneyDisplay;
  /** Default en-GB (the spec's format); pages pass useLocale()/getLocale(), e-mails the booking's. */
  locale?: Locale;
}

// Intl.NumberFormat is costly to build; prices are formatted many times per page or PDF: one per
// locale × currency × display.
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(
  locale: Locale,
  currency: string,
  display: MoneyDisplay,
  digits: number,
): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}\u0000${display}`;
  let f = formats.get(key);
  if (!f) {
    // The decimals are ISO 4217's, not Intl's own display habit (Intl shows HUF and IDR without
    // decimals although ISO 4217 gives them two): the text must say what the API's amount says.
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * Money as text in a locale (en-GB unless told), exact (nothing rounded away): { 312345, EUR } → '€3,123.45',
 * { 1200, JPY } → 'JP¥1,200', { 3900000, HUF } → 'HUF 39,000.00'. `display: 'code'` names the
 * currency by code ('INR 5,000.00'). Spaces are ordinary spaces (Intl's no-break spaces do not
 * survive plain text and the PDF fonts). The one formatter of the pages, e-mails and PDFs.
 * In fr-FR { 312345, EUR } is '3 123,45 €', in hi-IN { 12345678, INR } '₹1,23,456.78'.
 * A code ISO 4217 does not know gives '<code> <amount with 2 decimals>'.
 */
export function formatMoney(money: Money, how: MoneyDisplay | MoneyFormat = {}): string {
  const { display = 'symbol', locale = DEFAULT_LOCALE } = typeof how === 'string' ? { display: how } : how;
  const currency = normaliseCurrency(money.currency);
  if (!isCurrencyCode(currency)) {
    return `${money.currency} ${(money.amount / 100).toFixed(2)}`;
  }
  const digits = minorUnits(currency);
  // Intl reads a decimal string exactly (a float major amount could be off in the last digit).
  const text = currencyFormat(locale, currency, display, digits).format(
    decimalOf(money.amount, digits) as unknown as number,
  );
  return text.replace(/\s/g, ' ');
}

/** 312345 with 2 digits → '3123.45', -5 → '-0.05'. Whole amounts only (anything else is rounded). */
function decimalOf(amount: number, digits: number): string {
  const whole = Number.isSafeInteger(amount) ? BigInt(amount) : BigInt(Math.round(amount));
  const negative = whole < 0n;
  const text = (negative ? -whole : whole).toString().padStart(digits + 1, '0');
  const cut = text.length - digits;
  const major = digits === 0 ? text : `${text.slice(0, cut)}.${text.slice(cut)}`;
  return negative ? `-${major}` : major;
}
