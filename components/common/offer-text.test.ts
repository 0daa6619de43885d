import { cancellationKind, clock, durationParts, fewLeft, humanise, placeCode } from './offer-text';

describe('results card text', () => {
  it('splits durations', () => {
    expect(durationParts(155)).toEqual({ hours: 2, minutes: 35 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
  });
  it('writes minutes of the day as a clock', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(19 * 60 + 5)).toBe('19:05');
    expect(clock(1440 + 30)).toBe('00:30');
  });
  it('picks the cancellation sentence', () => {
    expect(cancellationKind({ refundable: true, free_until_days_before: 1, penalty_percent: 100 })).toEqual({
      key: 'free',
      days: 1,
    });
    expect(cancellationKind({ refundable: true, free_until_days_before: null, penalty_percent: 20 })).toEqual(
      {
        key: 'penalty',
        percent: 20,
      },
    );
    expect(
      cancellationKind({ refundable: false, free_until_days_before: null, penalty_percent: 100 }),
    ).toEqual({
      key: 'none',
    });
  });
  it('flags few units left', () => {
    expect(fewLeft(null)).toBe(false);
    expect(fewLeft(5)).toBe(true);
    expect(fewLeft(6)).toBe(false);
  });

  it('shows IATA codes, names otherwise, and humanises option values', () => {
    expect(placeCode('LHR', 'London')).toBe('LHR');
    expect(placeCode('S-london-st-pancras-international', 'London')).toBe('London');
    expect(humanise('full_to_full')).toBe('Full to full');
    expect(humanise('economy')).toBe('Economy');
  });
});
