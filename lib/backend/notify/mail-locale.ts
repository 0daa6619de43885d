import { createTranslator } from 'next-intl';
import type { Catalogue } from '@/i18n/catalogue';
import { DEFAULT_LOCALE, type Locale, localeDirection } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { formatDisplayDate } from '@/lib/dates';
import { formatMoney, type Money, minorUnits } from '@/lib/money';

/**
 * The language of one e-mail or PDF (issue 31): its catalogue (the locale's over en-GB's, so a key a
 * translation lacks shows the English text), its direction, and its dates and money. en-GB keeps
 * the house formats exactly (DD-MMM-YY, formatMoney); other locales go through Intl until
 * lib/dates and lib/money take a locale themselves (another branch is adding that).
 */
export interface MailLocale {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  messages: Catalogue;
  date(iso: string): string;
  money(m: Money): string;
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlDate(locale: Locale, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  let f = dateFormats.get(locale);
  if (!f) {
    // UTC: a calendar day, not an instant, so no time zone may move it.
    f = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: '2-digit', timeZone: 'UTC' });
    dateFormats.set(locale, f);
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

function intlMoney(locale: Locale, money: Money): string {
  const key = `${locale}\0${money.currency}`;
  let f = moneyFormats.get(key);
  if (!f) {
    try {
      // ISO 4217's decimals, as formatMoney: the text must say what the API's amount says.
      const digits = minorUnits(money.currency);
      f = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: money.currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      return formatMoney(money);
    }
    moneyFormats.set(key, f);
  }
  // Intl's no-break spaces do not survive plain text mail and the PDF fonts (as in formatMoney).
  return f.format(money.amount / 10 ** minorUnits(money.currency)).replace(/[\u00a0\u202f]/g, ' ');
}

/** `catalogueDir` only for tests with a catalogue of their own. */
export function mailLocale(locale: Locale = DEFAULT_LOCALE, catalogueDir?: string): MailLocale {
  const english = locale === DEFAULT_LOCALE;
  return {
    locale,
    dir: localeDirection(locale),
    messages: catalogueDir ? loadMessages(locale, catalogueDir) : loadMessages(locale),
    date: english ? formatDisplayDate : (iso) => intlDate(locale, iso),
    money: english ? (m) => formatMoney(m) : (m) => intlMoney(locale, m),
  };
}

/** A translator for one namespace of the locale's catalogue (e.g. 'Emails', 'Documents.voucher'). */
export function mailTranslator(
  ml: MailLocale,
  namespace: string,
): (key: string, values?: Record<string, string | number>) => string {
  // The catalogue is read from files at run time, so keys are checked by the catalogue test, not tsc.
  const t = createTranslator({
    locale: ml.locale,
    messages: ml.messages as never,
    namespace: namespace as never,
  });
  return (key, values) =>
    (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** The opening of an HTML e-mail in the reader's language and direction. */
export function htmlOpening(ml: MailLocale): string {
  return `<!doctype html><html lang="${ml.locale}" dir="${ml.dir}"><body style="margin:0;padding:24px;font-family:Arial,sans-serif;color:#1a1a1a">`;
}
