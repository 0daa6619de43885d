import { formatDate, nextMonths } from './format';

describe('package date helpers', () => {
  it('formats dates as DD-MMM-YY (spec §9)', () => {
    expect(formatDate('2026-12-05')).toBe('05-Dec-26');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('lists the next twelve months from today', () => {
    const months = nextMonths(new Date(Date.UTC(2026, 10, 22)));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months[11]?.value).toBe('2027-10');
  });
});
