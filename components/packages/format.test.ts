import { nextMonths } from './format';

describe('package date helpers', () => {
  it('lists the next twelve months from today', () => {
    const months = nextMonths(new Date(Date.UTC(2026, 10, 22)), 'en-GB');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months[11]?.value).toBe('2027-10');
  });

  it('names the months in the locale', () => {
    const from = new Date(Date.UTC(2026, 11, 1));
    expect(nextMonths(from, 'fr-FR')[0]).toEqual({ value: '2026-12', label: 'décembre 2026' });
    expect(nextMonths(from, 'hi-IN')[0]?.label).toBe('दिसंबर 2026');
    expect(nextMonths(from, 'ar-AE')[0]?.label).toBe('ديسمبر 2026');
  });
});
