import { insuranceBands } from '@/lib/backend/seed/inventory/rail-ferry';
import { ageOn } from '@/lib/dates/calendar';
import { bandFor, partyAges, premiumOf, regionsFor, tripDays } from './insurance-price';

describe('insurance premiums', () => {
  const bands = [
    { max_days: 10, max_age: 17, price_minor: 500 },
    { max_days: 10, max_age: 64, price_minor: 1000 },
    { max_days: 31, max_age: 17, price_minor: 900 },
    { max_days: 31, max_age: 64, price_minor: 2000 },
    { max_days: 31, max_age: 79, price_minor: 4000 },
  ];

  it('offers Europe plans for Europe, worldwide ones everywhere, and only full worldwide for the USA', () => {
    expect(regionsFor('FR')).toEqual(['europe', 'worldwide_ex_us', 'worldwide']);
    expect(regionsFor('gb')).toEqual(['europe', 'worldwide_ex_us', 'worldwide']);
    expect(regionsFor('JP')).toEqual(['worldwide_ex_us', 'worldwide']);
    expect(regionsFor('US')).toEqual(['worldwide']);
    expect(regionsFor(null)).toEqual(['worldwide']);
  });

  it('counts the days between the dates, 7 without a return', () => {
    expect(tripDays('2026-12-01', '2026-12-08')).toBe(7);
    expect(tripDays('2026-12-30', '2027-01-30')).toBe(31);
    expect(tripDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(tripDays('2026-12-01', null)).toBe(7);
  });

  it('prices adults at 35 unless an age is given, children at their age, infants at 0', () => {
    expect(partyAges({ adults: 2, children: [9], infants: 1 })).toEqual([35, 35, 9, 0]);
    expect(partyAges({ adults: 2, children: [], infants: 0 }, [70])).toEqual([70, 35]);
    expect(ageOn('1956-12-05', '2026-12-04')).toBe(69);
    expect(ageOn('1956-12-05', '2026-12-05')).toBe(70);
  });

  it('takes the first band that fits the trip length and the age', () => {
    expect(bandFor(bands, 7, 35)?.price_minor).toBe(1000);
    expect(bandFor(bands, 11, 35)?.price_minor).toBe(2000);
    expect(bandFor(bands, 7, 70)?.price_minor).toBe(4000);
    expect(bandFor(bands, 40, 35)).toBeNull();
    expect(bandFor([...bands].reverse(), 7, 9)?.price_minor).toBe(500);
  });

  it('sums the party, or offers nothing when someone is not covered', () => {
    expect(premiumOf(bands, 7, [35, 35, 9])).toEqual({
      travellers: [
        { age: 35, priceMinor: 1000 },
        { age: 35, priceMinor: 1000 },
        { age: 9, priceMinor: 500 },
      ],
      amountMinor: 2500,
    });
    expect(premiumOf(bands, 7, [35, 85])).toBeNull();
  });

  it('seeds bands ascending by trip length then age, dearer for longer trips and older travellers', () => {
    const seeded = insuranceBands(1400);
    const sorted = [...seeded].sort((a, b) => a.max_days - b.max_days || a.max_age - b.max_age);
    expect(seeded).toEqual(sorted);
    const at = (days: number, age: number) => bandFor(seeded, days, age)?.price_minor ?? 0;
    expect(at(5, 35)).toBe(1400);
    expect(at(20, 35)).toBeGreaterThan(at(5, 35));
    expect(at(5, 70)).toBeGreaterThan(at(5, 35));
    expect(at(5, 10)).toBeLessThan(at(5, 35));
  });
});
