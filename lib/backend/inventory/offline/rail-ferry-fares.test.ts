import type { LegFare } from '@/lib/db/schema/inventory';
import {
  ageBand,
  arrivalOf,
  deckPrices,
  fareCancellation,
  fareForParty,
  faresOf,
  partyBands,
  weekday,
  withSeat,
} from './rail-ferry-fares';

const fare = (over: Partial<LegFare> = {}): LegFare => ({
  code: 'F',
  name: 'Fare',
  cabin: 'standard',
  per: 'traveller',
  adult_minor: 5000,
  child_minor: 2500,
  infant_minor: 0,
  seats: 10,
  cabin_bag_kg: 0,
  checked_bags: 0,
  checked_bag_kg: 0,
  refundable: true,
  free_cancel_days: null,
  change_fee_minor: null,
  capacity: 1,
  ...over,
});
const deck = { adult_minor: 3000, child_minor: 1500, infant_minor: 0 };

describe('rail and ferry fares for a party', () => {
  it('bands ages: 12 and over adult, 4–11 child, under 4 free', () => {
    expect([0, 3, 4, 11, 12, 17].map(ageBand)).toEqual(['free', 'free', 'child', 'child', 'adult', 'adult']);
    expect(partyBands({ adults: 2, children: [3, 8, 14], infants: 1 })).toEqual({
      adults: 3,
      children: 1,
      free: 2,
    });
    expect(withSeat({ adults: 2, children: [3, 8, 14], infants: 1 })).toBe(4);
  });

  it('prices a class per traveller: adults, children 4–11 at the child price, under 4s free without a seat', () => {
    const priced = fareForParty(fare(), { adults: 2, children: [8, 2, 13], infants: 1 }, deck);
    expect(priced?.units).toBe(4);
    expect(priced?.amountMinor).toBe(3 * 5000 + 2500);
    expect(priced?.lines).toEqual([
      { what: 'adult', count: 3, unitMinor: 5000 },
      { what: 'child', count: 1, unitMinor: 2500 },
      { what: 'free', count: 2, unitMinor: 0 },
    ]);
  });

  it('prices cabins per cabin: ceil(travellers with a berth / berths)', () => {
    const two = fare({ cabin: 'cabin', per: 'vehicle', adult_minor: 12000, capacity: 2 });
    const four = fare({ cabin: 'cabin', per: 'vehicle', adult_minor: 20000, capacity: 4 });
    const party = { adults: 2, children: [7, 1], infants: 0 };
    expect(fareForParty(two, party, deck)).toMatchObject({ units: 2, amountMinor: 24000 });
    expect(fareForParty(four, party, deck)).toMatchObject({ units: 1, amountMinor: 20000 });
    expect(fareForParty(two, { adults: 5, children: [], infants: 0 }, deck)).toMatchObject({ units: 3 });
  });

  it('prices a car with its driver per car, the other passengers at the deck fare', () => {
    const car = fare({ cabin: 'vehicle', per: 'vehicle', adult_minor: 9000, capacity: 5 });
    const priced = fareForParty(car, { adults: 2, children: [6], infants: 1 }, deck);
    expect(priced?.units).toBe(1);
    expect(priced?.amountMinor).toBe(9000 + 3000 + 1500);
    // Seven with a seat need two cars, and two drivers.
    expect(fareForParty(car, { adults: 2, children: [6, 7, 8, 9, 10], infants: 0 }, deck)).toMatchObject({
      units: 2,
      amountMinor: 2 * 9000 + 5 * 1500,
    });
    // Six children and one adult need two cars but have one driver.
    expect(fareForParty(car, { adults: 1, children: [6, 7, 8, 9, 10, 11], infants: 0 }, deck)).toBeNull();
  });

  it('builds one fare from the leg columns when a leg has none, and finds the deck prices', () => {
    const leg = { kind: 'rail', adultMinor: 4000, childMinor: 2000, infantMinor: 0, fares: [] };
    expect(faresOf(leg)).toMatchObject([
      { code: 'STD', cabin: 'standard', adult_minor: 4000, child_minor: 2000 },
    ]);
    expect(deckPrices(leg)).toEqual({ adult_minor: 4000, child_minor: 2000, infant_minor: 0 });
    const withDeck = {
      ...leg,
      kind: 'ferry',
      fares: [fare({ code: 'DECK', cabin: 'deck', adult_minor: 3100 })],
    };
    expect(deckPrices(withDeck).adult_minor).toBe(3100);
  });

  it('says when a sailing arrives, the weekday and the cancellation terms', () => {
    expect(arrivalOf('16:05', 510)).toEqual({ arrive: '00:35', dayOffset: 1 });
    expect(arrivalOf('07:30', 90)).toEqual({ arrive: '09:00', dayOffset: 0 });
    expect(weekday('2026-12-06')).toBe(0);
    expect(fareCancellation({ refundable: false, free_cancel_days: 3 })).toEqual({
      refundable: false,
      free_until_days_before: null,
      penalty_percent: 100,
    });
    expect(fareCancellation({ refundable: true, free_cancel_days: 2 }).free_until_days_before).toBe(2);
    expect(fareCancellation({ refundable: true, free_cancel_days: null }).free_until_days_before).toBe(0);
  });
});
