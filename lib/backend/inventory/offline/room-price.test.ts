import { fits, roomNightMinor, splitChildren } from './room-price';

const rules = {
  baseOccupancy: 2,
  maxAdults: 3,
  maxChildren: 2,
  maxOccupancy: 4,
  childMinAge: 2,
  childMaxAge: 11,
};
const rate = { date: '2027-05-10', baseMinor: 10000, extraAdultMinor: 4000, childMinor: 2000, available: 3 };

describe('offline room pricing', () => {
  it('splits children into free, paying and adult-priced by the age band', () => {
    expect(splitChildren(rules, [1, 5, 11, 12, 15])).toEqual({ free: 1, paying: 2, asAdults: 2 });
  });

  it('prices base occupancy, extra adults and paying children', () => {
    expect(roomNightMinor(rules, rate, 2, [])).toBe(10000);
    expect(roomNightMinor(rules, rate, 2, [8])).toBe(12000);
    expect(roomNightMinor(rules, rate, 3, [1])).toBe(14000);
    // A 14-year-old pays as the third adult.
    expect(roomNightMinor(rules, rate, 2, [14])).toBe(14000);
  });

  it('checks occupancy limits', () => {
    expect(fits(rules, 2, [8, 5])).toBe(true);
    expect(fits(rules, 3, [8, 5])).toBe(false);
    expect(fits(rules, 2, [14, 15])).toBe(false);
    expect(fits(rules, 0, [8])).toBe(false);
  });
});
