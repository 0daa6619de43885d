import {
  EARLY_BIRTH_MESSAGE,
  EXPIRED_PASSPORT_MESSAGE,
  earliestToday,
  FUTURE_BIRTH_MESSAGE,
  isCalendarDate,
  latestToday,
  NO_SUCH_DAY_MESSAGE,
  optionalDay,
  zBirthDate,
  zPassportExpiry,
} from './calendar-date';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('isCalendarDate', () => {
  it.each(['2020-02-29', '2000-02-29', '2027-12-31', '0001-01-01', '9999-12-31'])('takes %s', (d) =>
    expect(isCalendarDate(d)).toBe(true),
  );
  it.each([
    '2020-02-30',
    '2020-13-45',
    '0000-00-00',
    '0000-01-01',
    '2019-02-29',
    '1900-02-29',
    '2021-04-31',
    '2020-00-10',
    '2020-01-00',
    '2020-1-1',
    '20200101',
    '2020-01-01T00:00:00Z',
    ' 2020-01-01',
  ])('refuses %s', (d) => expect(isCalendarDate(d)).toBe(false));
});

describe('date fields', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('today spans UTC−12 to UTC+14', () => {
    expect(earliestToday(now)).toBe('2026-06-15');
    expect(latestToday(now)).toBe('2026-06-16');
    expect(earliestToday(new Date('2026-06-15T05:00:00Z'))).toBe('2026-06-14');
  });

  it('a birth date is a real day from 1900, never after today anywhere', () => {
    const birth = optionalDay(zBirthDate());
    expect(birth.parse('1990-05-01')).toBe('1990-05-01');
    expect(birth.parse(latestToday())).toBe(latestToday());
    for (const empty of ['', null, undefined]) expect(birth.parse(empty)).toBeNull();
    expect(messages(birth.safeParse('2020-02-30'))).toEqual([NO_SUCH_DAY_MESSAGE]);
    expect(messages(birth.safeParse('1899-12-31'))).toEqual([EARLY_BIRTH_MESSAGE]);
    const tomorrowEverywhere = new Date(Date.now() + 15 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    expect(messages(birth.safeParse(tomorrowEverywhere))).toEqual([FUTURE_BIRTH_MESSAGE]);
    expect(messages(birth.safeParse(19900501))).toEqual(['Enter a date as YYYY-MM-DD.']);
    expect(messages(birth.safeParse(['1990-05-01']))).toEqual(['Enter a date as YYYY-MM-DD.']);
  });

  it('a passport expiry is a real day not yet past', () => {
    const expiry = zPassportExpiry();
    expect(expiry.parse(earliestToday())).toBe(earliestToday());
    expect(messages(expiry.safeParse('2020-01-01'))).toEqual([EXPIRED_PASSPORT_MESSAGE]);
    expect(messages(expiry.safeParse('2099-02-29'))).toEqual([NO_SUCH_DAY_MESSAGE]);
  });
});
