import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

/**
 * Dates as the sites show them, in one place. Spec §9: the date format is DD-MMM-YY ('10-May-27'),
 * kept exactly for en-GB; every other locale gets its own short date from Intl (CLDR): en-US
 * 'May 10, 27', fr-FR '10 mai 27', ar-AE '10 مايو 27'. Dates are calendar days ('2027-05-10', or the
 * day part of an ISO timestamp, read in UTC), so no time zone can move them by a day. The locale is
 * always passed in (pages read it with useLocale()/getLocale(), e-mails and PDFs from the booking).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

// Intl.DateTimeFormat is costly to build and dates are shown many times per page: one per locale.
const shortDates = new Map<string, Intl.DateTimeFormat>();

function shortDate(locale: string): Intl.DateTimeFormat {
  let f = shortDates.get(locale);
  if (!f) {
    // Two-digit year and abbreviated month, like the spec's DD-MMM-YY; UTC because the Date below
    // is the calendar day at UTC midnight.
    f = new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: '2-digit', timeZone: 'UTC' });
    shortDates.set(locale, f);
  }
  return f;
}

/**
 * '2027-05-03' or '2027-05-03T22:10:00Z' → '03-May-27' (en-GB) or the locale's short date;
 * anything else is returned as given. Spaces are ordinary spaces (Intl's no-break spaces do not
 * survive plain text and the PDF fonts).
 */
export function formatDisplayDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const m = DAY.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return iso;
  if (locale === DEFAULT_LOCALE) return `${m[3]}-${month}-${m[1]?.slice(2)}`;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // 31-Feb would roll into March: show what was given rather than another day.
  if (day.getUTCDate() !== Number(m[3])) return iso;
  return shortDate(locale).format(day).replace(/\s/g, ' ');
}

/** How a moment is shown: 'numeric' 28/11/2026, 16:29:30 (en-GB); 'medium' 28 Nov 2026, 16:29. */
export type DateTimeStyle = 'numeric' | 'medium';

const STYLES: Readonly<Record<DateTimeStyle, Intl.DateTimeFormatOptions>> = {
  numeric: { dateStyle: 'short', timeStyle: 'medium' },
  medium: { dateStyle: 'medium', timeStyle: 'short' },
};

// One formatter per locale × style (plus the time-only and month ones below).
const moments = new Map<string, Intl.DateTimeFormat>();

function momentFormat(key: string, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const full = `${locale}\u0000${key}`;
  let f = moments.get(full);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    moments.set(full, f);
  }
  return f;
}

/**
 * A moment (an ISO timestamp: a sent e-mail, an audit line) in the locale, in the reader's own time
 * zone as the browser gives it; anything unreadable is returned as given.
 */
export function formatDateTime(iso: string, locale: Locale, style: DateTimeStyle = 'numeric'): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return momentFormat(style, locale, STYLES[style]).format(at).replace(/\s/g, ' ');
}

/** The time of day of a moment, hours and minutes in the locale's clock ('16:05', '4:05 PM'). */
export function formatTime(iso: string, locale: Locale): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return momentFormat('time', locale, { hour: '2-digit', minute: '2-digit' }).format(at).replace(/\s/g, ' ');
}

/** A calendar month ('2026-12' or a Date at UTC) as 'December 2026', 'décembre 2026', 'ديسمبر 2026'. */
export function formatMonthYear(month: Date, locale: Locale): string {
  return momentFormat('month', locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .format(month)
    .replace(/\s/g, ' ');
}
