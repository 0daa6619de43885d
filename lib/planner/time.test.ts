import { addDays } from '@/lib/dates/calendar';
import { ceilTo, daysBetween, formatMinutes, humanDuration, toMinutes, weekday } from './time';

describe('time helpers', () => {
  it('converts clock times both ways and wraps past midnight', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(formatMinutes(570)).toBe('09:30');
    expect(formatMinutes(1440 + 75)).toBe('01:15');
    expect(() => toMinutes('9h30')).toThrow('Not a time');
  });

  it('adds days across months and years and counts them', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(daysBetween('2027-05-10', '2027-05-17')).toBe(7);
  });

  it('knows the weekday (2027-05-10 is a Monday)', () => {
    expect(weekday('2027-05-10')).toBe(1);
    expect(weekday('2027-05-16')).toBe(0);
  });

  it('rounds up and formats durations', () => {
    expect(ceilTo(601)).toBe(605);
    expect(ceilTo(600)).toBe(600);
    expect(humanDuration(380)).toBe('6 h 20 min');
    expect(humanDuration(45)).toBe('45 min');
    expect(humanDuration(120)).toBe('2 h');
  });
});
