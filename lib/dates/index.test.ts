import { formatDisplayDate } from './index';

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
