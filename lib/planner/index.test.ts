import { ZPackageVariant } from '@/lib/contract/planner';
import { parisInventory, scenario, search, testPrice } from './fixtures';
import {
  applyChange,
  CHANGE_MESSAGES,
  hotelAlternatives,
  orderCities,
  PlannerChangeError,
  partyOf,
  planPackage,
  whyRank,
} from './index';

/**
 * The planner through its public face (index.ts), as the backend uses it: plan a search, explain the
 * first option, list other hotels, change one, and order cities. Behaviour, not the shape of exports.
 */
describe('lib/planner, used as the backend uses it', () => {
  const options = { price: testPrice('EUR') };
  const { search: threeCities, inventory } = scenario(7, {
    cities: 3,
    activitiesPerCity: 12,
    nightsPerCity: [2, 3, 2],
  });

  it('plans the same ranked, valid trips from the same search, every time', () => {
    const variants = planPackage(threeCities, inventory, options);
    expect(variants.length).toBeGreaterThan(1);
    expect(planPackage(threeCities, inventory, options)).toEqual(variants);
    variants.forEach((v, i) => {
      expect(ZPackageVariant.parse(v)).toEqual(v);
      expect(v.index).toBe(i);
      expect(v.start_date).toBe(threeCities.start_date);
      expect(v.nights).toBe(7);
      expect(v.cities.map((c) => c.nights).reduce((a, b) => a + b, 0)).toBe(7);
      expect(v.total_price).toEqual(v.price.total);
    });
    const scores = variants.map((v) => v.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // Every searched city is visited once, whatever order the planner chose.
    const searched = threeCities.destination.map((d) => d.name.split(',')[0]).sort();
    for (const v of variants) expect(v.cities.map((c) => c.city).sort()).toEqual(searched);
  });

  it('explains why the first option comes first', () => {
    const [first] = planPackage(threeCities, inventory, options);
    if (!first) throw new Error('no plan');
    expect(whyRank(first).summary).toMatch(/^Ranked 1st/);
  });

  it('offers other hotels for a stay and applies the swap, repricing the trip', () => {
    const req = search({ rooms: [{ adults: 1, children: [], infants: 0 }] });
    const paris = parisInventory();
    const [first] = planPackage(req, paris, options);
    if (!first) throw new Error('no plan');
    const [alternatives] = hotelAlternatives(first, req, paris, options);
    const current = first.cities[0]?.hotel.code;
    const other = alternatives?.hotels.find((h) => h.code !== current);
    if (!other) throw new Error('no other hotel');
    expect(alternatives?.hotels.map((h) => h.code)).not.toContain(current);
    const swapped = applyChange(
      first,
      { type: 'swap_hotel', city_index: 0, hotel_code: other.code },
      req,
      paris,
      options,
    );
    expect(swapped.cities[0]?.hotel.code).toBe(other.code);
    expect(swapped.total_price.amount - first.total_price.amount).toBe(
      (swapped.cities[0]?.hotel.price.amount ?? 0) - (first.cities[0]?.hotel.price.amount ?? 0),
    );
    // A change it cannot make is refused with the traveller's message, and the trip is unchanged.
    const before = structuredClone(first);
    const refuse = () =>
      applyChange(first, { type: 'swap_hotel', city_index: 9, hotel_code: other.code }, req, paris, options);
    expect(refuse).toThrow(PlannerChangeError);
    expect(refuse).toThrow(CHANGE_MESSAGES.unknownStay);
    expect(first).toEqual(before);
  });

  it('orders cities along the shortest way and counts the party', () => {
    const at = (lon: number) => ({ city: `E${lon}`, lat: 50, lon });
    // From the west, three cities given out of order are visited west to east.
    expect(orderCities(at(-1), [at(3), at(1), at(2)], null)).toEqual([1, 2, 0]);
    expect(partyOf({ rooms: [{ adults: 2, children: [8, 4], infants: 1 }] })).toMatchObject({
      adults: 2,
      infants: 1,
    });
  });
});
