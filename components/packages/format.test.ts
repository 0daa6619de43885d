import { nextMonths } from './format';

describe('package date helpers', () => {
  it('lists the next twelve months from today', () => {
    const months = nextMonths(new Date(Date.UTC(2026, 10, 22)));
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ value: '2026-11', label: 'November 2026' });
    expect(months[11]?.value).toBe('2027-10');
  });
});
