import { type MailLocale, mailLocale, mailTranslator } from '@/lib/backend/notify/mail-locale';
import type { Money } from '@/lib/money';
import { formatDate, formatPdfMoney } from './format';
import type { DocLanguage } from './layout';

/**
 * The labels, dates and money of one document in its reader's language (issue 31): vouchers,
 * invoices, quotations, itineraries and trip lists alike. Words come from
 * messages/<locale>/Documents.json over en-GB's (whose texts are the documents' English: '2 Nights',
 * 'Bed & breakfast'); en-GB keeps its dates with weekday and its money through formatPdfMoney, other
 * locales format through mail-locale.
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
    party: (adults, children, infants) => t('travellerCount', { adults, children, infants }),
    nights: (n) => t('trip.nights', { count: n }),
    board: (code) => boards[code] ?? code,
  };
}

function boardNamesOf(ml: MailLocale): Readonly<Record<string, string>> {
  const trip = (ml.messages.Documents as { trip?: { board?: unknown } } | undefined)?.trip;
  const names = trip?.board;
  return names && typeof names === 'object' ? (names as Record<string, string>) : {};
}
