import { formatDateTime, formatDisplayDate, formatMonthYear, formatTime } from './index';

describe('formatDisplayDate (spec §9 DD-MMM-YY)', () => {
  it.each([
    ['2027-05-10', '10-May-27'],
    ['2026-12-05', '05-Dec-26'],
    ['2027-01-01', '01-Jan-27'],
    // The day part of a timestamp, as written (UTC): no time zone moves it.
    ['2027-05-03T23:30:00.000Z', '03-May-27'],
    ['2027-05-03T00:10:00+09:00', '03-May-27'],
  ])('%s → %s', (iso, shown) => {
    expect(formatDisplayDate(iso)).toBe(shown);
  });

  it('returns anything that is not a date as given', () => {
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('not a date')).toBe('not a date');
    expect(formatDisplayDate('2027-13-01')).toBe('2027-13-01');
    expect(formatDisplayDate('2027-05-00')).toBe('2027-05-00');
  });
});

describe('formatDisplayDate per locale (issue 31: the locale’s own short date)', () => {
  it.each([
    ['en-GB', '2026-03-05', '05-Mar-26'],
    ['en-US', '2026-03-05', 'Mar 05, 26'],
    ['fr-FR', '2026-03-05', '05 mars 26'],
    ['de-DE', '2026-03-05', '05. März 26'],
    ['hi-IN', '2026-03-05', '05 मार्च 26'],
    ['ar-AE', '2026-03-05', '05 مارس 26'],
    // A timestamp keeps its UTC day in every locale.
    ['fr-FR', '2027-05-03T23:30:00.000Z', '03 mai 27'],
  ] as const)('%s %s → %s', (locale, iso, shown) => {
    expect(formatDisplayDate(iso, locale)).toBe(shown);
  });

  it('returns anything that is not a calendar day as given, in every locale', () => {
    for (const locale of ['fr-FR', 'ar-AE', 'hi-IN'] as const) {
      expect(formatDisplayDate('', locale)).toBe('');
      expect(formatDisplayDate('2027-13-01', locale)).toBe('2027-13-01');
      expect(formatDisplayDate('2027-02-31', locale)).toBe('2027-02-31');
    }
  });

  it('uses ordinary spaces only (plain text and PDF fonts)', () => {
    expect(formatDisplayDate('2026-03-05', 'fr-FR')).not.toMatch(/[\u00a0\u202f]/);
  });
});

describe('moments and months per locale', () => {
  // The reader's own zone is the runtime's: pin it through the input's offset and a UTC runtime.
  const at = '2026-11-28T16:05:09Z';
  const utc = (iso: string) => iso.replace('Z', '');

  it('formats a timestamp numerically or medium, in en-GB, fr-FR, hi-IN and ar-AE', () => {
    const local = new Date(at);
    const expected = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, options).format(local).replace(/\s/g, ' ');
    for (const locale of ['en-GB', 'fr-FR', 'hi-IN', 'ar-AE'] as const) {
      expect(formatDateTime(at, locale)).toBe(expected(locale, { dateStyle: 'short', timeStyle: 'medium' }));
      expect(formatDateTime(at, locale, 'medium')).toBe(
        expected(locale, { dateStyle: 'medium', timeStyle: 'short' }),
      );
      expect(formatTime(at, locale)).toBe(expected(locale, { hour: '2-digit', minute: '2-digit' }));
    }
    // en-GB keeps what toLocaleString('en-GB') showed before.
    expect(formatDateTime(at, 'en-GB')).toBe(local.toLocaleString('en-GB'));
    expect(formatDateTime(utc(at), 'fr-FR')).toMatch(/^28\/11\/2026 16:05:09$/);
  });

  it('returns an unreadable moment as given', () => {
    expect(formatDateTime('soon', 'fr-FR')).toBe('soon');
    expect(formatTime('', 'ar-AE')).toBe('');
  });

  it.each([
    ['en-GB', 'December 2026'],
    ['fr-FR', 'décembre 2026'],
    ['hi-IN', 'दिसंबर 2026'],
    ['ar-AE', 'ديسمبر 2026'],
  ] as const)('names a month in %s: %s', (locale, shown) => {
    expect(formatMonthYear(new Date(Date.UTC(2026, 11, 1)), locale)).toBe(shown);
  });
});
