import {
  activityCancellation,
  activityTotalMinor,
  addMinutes,
  durationText,
  partyOf,
  placesFor,
  runsOn,
  sessionsOf,
  weekdayOf,
} from './activity-rules';

const party = (adults: number, children: number[] = [], infants = 0) => ({ adults, children, infants });

describe('activity rules', () => {
  it('prices adults at the adult price, children at the child price and infants free', () => {
    expect(activityTotalMinor(party(2, [8, 12], 1), 3000, 1800)).toBe(2 * 3000 + 2 * 1800);
    // No child price: children pay the adult one.
    expect(activityTotalMinor(party(1, [5]), 3000, null)).toBe(6000);
    // A child under 2 goes as an infant.
    expect(activityTotalMinor(party(2, [1]), 3000, 1800)).toBe(6000);
    expect(partyOf(party(2, [1, 7], 1))).toEqual({ adults: 2, children: 1, infants: 2 });
  });

  it('takes a place for every adult and child but not for infants', () => {
    expect(placesFor(party(2, [4, 9], 2))).toBe(4);
    expect(placesFor(party(1, [0]))).toBe(1);
  });

  it('runs on its weekdays only (0 = Sunday)', () => {
    expect(weekdayOf('2027-03-01')).toBe(1);
    expect(runsOn([0, 2, 3, 4, 5, 6], '2027-03-01')).toBe(false);
    expect(runsOn([0, 2, 3, 4, 5, 6], '2027-03-02')).toBe(true);
  });

  it('lists sessions in order, one at opening time when there are none', () => {
    expect(sessionsOf({ sessions: ['14:00', '09:30', '14:00'], opensAt: '09:00' })).toEqual([
      '09:30',
      '14:00',
    ]);
    expect(sessionsOf({ sessions: [], opensAt: '10:15' })).toEqual(['10:15']);
  });

  it('turns free-cancellation hours into whole days before, rounded up', () => {
    expect(activityCancellation(24)).toEqual({
      refundable: true,
      free_until_days_before: 1,
      penalty_percent: 100,
    });
    expect(activityCancellation(36).free_until_days_before).toBe(2);
    expect(activityCancellation(72).free_until_days_before).toBe(3);
    expect(activityCancellation(0).free_until_days_before).toBe(0);
    expect(activityCancellation(null)).toEqual({
      refundable: false,
      free_until_days_before: null,
      penalty_percent: 100,
    });
  });

  it('adds minutes to a time of day and writes durations', () => {
    expect(addMinutes('09:30', 150)).toBe('12:00');
    expect(addMinutes('22:45', 90)).toBe('00:15');
    expect(durationText(150)).toBe('2 h 30 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(180)).toBe('3 h');
  });
});
