import type { LegFare } from '@/lib/db/schema';
import { legFares } from '../fares';
import {
  arrivalOf,
  cabFarePrice,
  carCancellation,
  carHirePrice,
  carOffered,
  dropOffDay,
  durationText,
  fareCancellation,
  hireDates,
  hireDays,
  mileageLine,
  vehiclesNeeded,
  weekdayOf,
} from './drive-rules';

const party = (adults: number, children: number[] = [], infants = 0) => ({ adults, children, infants });

const vehicle = (over: Partial<LegFare> = {}): LegFare => ({
  code: 'sedan',
  name: 'Sedan',
  cabin: 'vehicle',
  per: 'vehicle',
  adult_minor: 9000,
  child_minor: 9000,
  infant_minor: 9000,
  seats: 4,
  cabin_bag_kg: 0,
  checked_bags: 3,
  checked_bag_kg: 23,
  refundable: true,
  free_cancel_days: 1,
  change_fee_minor: null,
  capacity: 3,
  ...over,
});

describe('self-drive rules', () => {
  it('hires for the days between pick-up and drop-off, at least one, one without a drop-off day', () => {
    expect(hireDays('2027-05-10', '2027-05-13')).toBe(3);
    expect(hireDays('2027-05-10', '2027-05-10')).toBe(1);
    expect(hireDays('2027-05-10', null)).toBe(1);
    // Across a month end and a clock change (dates, not hours).
    expect(hireDays('2027-03-27', '2027-04-02')).toBe(6);
    expect(hireDates('2027-05-30', 3)).toEqual(['2027-05-30', '2027-05-31', '2027-06-01']);
    expect(dropOffDay('2027-05-10', '2027-05-13')).toBe('2027-05-13');
    expect(dropOffDay('2027-05-10', null)).toBe('2027-05-11');
  });

  it('prices daily rate times days, plus the one-way fee only when returned elsewhere', () => {
    const car = { dailyMinor: 4200, oneWayFeeMinor: 6000 };
    expect(carHirePrice(car, 3, false)).toEqual({ rental: 12600, oneWayFee: 0, total: 12600 });
    expect(carHirePrice(car, 3, true)).toEqual({ rental: 12600, oneWayFee: 6000, total: 18600 });
  });

  it('offers a car when everyone (infants too) has a seat, one-way only where the company has a desk', () => {
    const car = { seats: 4, supplier: 'CityDrive' };
    const none = new Set<string>();
    expect(carOffered(car, party(2, [8], 1), false, none)).toBe(true);
    expect(carOffered(car, party(2, [8, 5], 1), false, none)).toBe(false);
    expect(carOffered(car, party(2), true, none)).toBe(false);
    expect(carOffered(car, party(2), true, new Set(['CityDrive']))).toBe(true);
  });

  it('states mileage and cancellation', () => {
    expect(mileageLine(null)).toBe('Unlimited mileage');
    expect(mileageLine(250)).toBe('250 km per day included');
    expect(carCancellation(48)).toEqual({
      refundable: true,
      free_until_days_before: 2,
      penalty_percent: 100,
    });
    expect(carCancellation(30)).toMatchObject({ free_until_days_before: 2 });
    expect(carCancellation(null)).toEqual({
      refundable: false,
      free_until_days_before: null,
      penalty_percent: 100,
    });
  });
});

describe('intercity cab rules', () => {
  it('sells a vehicle fare by the vehicle, as many as the party needs', () => {
    expect(vehiclesNeeded(3, 3)).toBe(1);
    expect(vehiclesNeeded(4, 3)).toBe(2);
    expect(cabFarePrice(vehicle(), party(2, [8]))).toEqual({ units: 1, totalMinor: 9000 });
    // An infant needs a seat in a car: four riders, two sedans.
    expect(cabFarePrice(vehicle(), party(2, [8], 1))).toEqual({ units: 2, totalMinor: 18000 });
    expect(cabFarePrice(vehicle({ capacity: 7, adult_minor: 14400 }), party(5, [10, 3]))).toEqual({
      units: 1,
      totalMinor: 14400,
    });
  });

  it('sells a shared car per seat, children under 2 at the infant price', () => {
    const [shared] = legFares({
      kind: 'cab',
      adultMinor: 3000,
      childMinor: 2000,
      infantMinor: 500,
      fares: [],
    });
    if (!shared) throw new Error('no fare');
    expect(shared.per).toBe('traveller');
    expect(cabFarePrice(shared, party(2, [8, 1], 1))).toEqual({ units: 5, totalMinor: 6000 + 2000 + 1000 });
  });

  it('arrives after the ride, the next day past midnight; runs on weekdays', () => {
    expect(arrivalOf('08:10', 155)).toEqual({ arrive: '10:45', dayOffset: 0 });
    expect(arrivalOf('22:30', 120)).toEqual({ arrive: '00:30', dayOffset: 1 });
    expect(weekdayOf('2027-05-09')).toBe(0);
    expect(weekdayOf('2027-05-15')).toBe(6);
    expect(durationText(155)).toBe('2 h 35 min');
    expect(durationText(45)).toBe('45 min');
    expect(durationText(120)).toBe('2 h');
  });

  it('cancels a fare on its terms', () => {
    expect(fareCancellation(vehicle())).toEqual({
      refundable: true,
      free_until_days_before: 1,
      penalty_percent: 100,
    });
    expect(fareCancellation(vehicle({ free_cancel_days: null }))).toEqual({
      refundable: true,
      free_until_days_before: 0,
      penalty_percent: 0,
    });
    expect(fareCancellation(vehicle({ refundable: false }))).toMatchObject({
      refundable: false,
      penalty_percent: 100,
    });
  });
});
