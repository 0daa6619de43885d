import { type MailLocale, mailLocale, mailTranslator } from '@/lib/backend/notify/mail-locale';
import type { Money } from '@/lib/money';
import { boardName } from '@/lib/reference/boards';
import { formatDate, formatPdfMoney, nightsText, travellersText } from './format';
import type { DocLanguage } from './layout';

/**
 * The labels, dates and money of one document in its reader's language (issue 31): vouchers,
 * invoices, quotations, itineraries and trip lists alike. en-GB keeps the documents' English
 * exactly (dates with weekday, money through formatPdfMoney, '2 Nights', 'Bed & breakfast'); other
 * locales read messages/<locale>/Documents.json over en-GB's and format through mail-locale.
 */
export interface DocLocale {
  /** Documents.<key>. */
  t: (key: string, values?: Record<string, string | number>) => string;
  language: DocLanguage;
  date: (iso: string, withWeekday?: boolean) => string;
  /** The house's short date in en-GB (DD-MMM-YY), the locale's own elsewhere: a rate's date. */
  shortDate: (iso: string) => string;
  money: (m: Money) => string;
  party: (adults: number, children: number, infants: number) => string;
  nights: (n: number) => string;
  board: (code: string) => string;
}

export function docLocale(ml: MailLocale = mailLocale()): DocLocale {
  const t = mailTranslator(ml, 'Documents');
  const english = ml.locale === 'en-GB';
  // A supplier's board code outside the catalogue prints as sent, as boardName does.
  const boards = boardNamesOf(ml);
  return {
    t,
    language: { locale: ml.locale, pageOf: (n, total) => t('pageOf', { n, total }) },
    date: (iso, withWeekday = true) => (english ? formatDate(iso, withWeekday) : ml.date(iso)),
    shortDate: (iso) => ml.date(iso),
    money: (m) => (english ? formatPdfMoney(m) : ml.money(m)),
    party: (adults, children, infants) =>
      english
        ? travellersText(adults, children, infants)
        : t('travellerCount', { adults, children, infants }),
    nights: (n) => (english ? nightsText(n) : t('trip.nights', { count: n })),
    board: (code) => (english ? boardName(code) : (boards[code] ?? code)),
  };
}

function boardNamesOf(ml: MailLocale): Readonly<Record<string, string>> {
  const trip = (ml.messages.Documents as { trip?: { board?: unknown } } | undefined)?.trip;
  const names = trip?.board;
  return names && typeof names === 'object' ? (names as Record<string, string>) : {};
}
