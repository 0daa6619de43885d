import type { TPackageVariant, TPriceBreakdown } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import type { PlannerInventory } from '@/lib/planner/types';
import type { PlannerPorts } from './ports';

/**
 * Stand-ins for the planner and the inventory layer in tests of the backend's own rules: a fixed
 * Paris inventory with three hotels, and a "planner" that offers one variant per hotel, priced by
 * the PriceFn it is given. Only for tests.
 */
export const FAKE_HOTELS = [
  { code: 'H-CHEAP', name: 'Hôtel Petit', stars: 2, nightly: 10_000 },
  { code: 'H-MID', name: 'Hôtel Moyen', stars: 3, nightly: 15_000 },
  { code: 'H-LUX', name: 'Hôtel Grand', stars: 5, nightly: 30_000 },
] as const;

export function fakeInventory(): PlannerInventory {
  return {
    origin: null,
    legs: [],
    cities: [
      {
        city: 'Paris',
        countryCode: 'FR',
        lat: 48.85,
        lon: 2.35,
        activities: [],
        transfers: [],
        hotels: FAKE_HOTELS.map((h) => ({
          code: h.code,
          name: h.name,
          city: 'Paris',
          countryCode: 'FR',
          stars: h.stars,
          popularity: 50,
          imageUrl: null,
          source: 'offline',
          lat: 48.85,
          lon: 2.35,
          rooms: [],
        })),
      },
    ],
  };
}

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function variantFor(
  search: TSearchApiRequest,
  hotel: (typeof FAKE_HOTELS)[number],
  price: TPriceBreakdown,
  index: number,
): TPackageVariant {
  const nights = search.nights[0] ?? 1;
  return {
    index,
    title: `Paris at ${hotel.name}`,
    label: 'Best value',
    score: 1 - index / 10,
    reasons: [{ factor: 'price', score: 1, weight: 1, text: 'Cheapest' }],
    start_date: search.start_date,
    end_date: addDays(search.start_date, nights),
    nights,
    cities: [
      {
        city: 'Paris',
        country_code: 'FR',
        nights,
        check_in: search.start_date,
        check_out: addDays(search.start_date, nights),
        hotel: {
          code: hotel.code,
          name: hotel.name,
          stars: hotel.stars,
          image_url: null,
          lat: 48.85,
          lon: 2.35,
          source: 'offline',
          rooms: [],
          price: price.total,
        },
      },
    ],
    days: [],
    total_price: price.total,
    price,
  };
}

export class FakeChangeError extends Error {}

/** Fake ports; `calls` counts planning and inventory reads. */
export function fakePorts(): PlannerPorts & { calls: { plan: number; inventory: number } } {
  const calls = { plan: 0, inventory: 0 };
  const priceOf = (code: string, search: TSearchApiRequest, price: (c: never) => TPriceBreakdown) => {
    const hotel = FAKE_HOTELS.find((h) => h.code === code);
    if (!hotel) throw new FakeChangeError('This hotel is not available for your dates.');
    const amountMinor = hotel.nightly * (search.nights[0] ?? 1);
    return { hotel, breakdown: price([{ kind: 'hotel', amountMinor, currency: 'EUR' }] as never) };
  };
  return {
    calls,
    async loadInventory() {
      calls.inventory += 1;
      return fakeInventory();
    },
    planPackage(search, _inventory, options) {
      calls.plan += 1;
      const all = FAKE_HOTELS.map((h) => priceOf(h.code, search, options.price));
      const min = options.budget?.min ?? Number.NEGATIVE_INFINITY;
      const max = options.budget?.max ?? Number.POSITIVE_INFINITY;
      return all
        .filter((v) => v.breakdown.total.amount >= min && v.breakdown.total.amount <= max)
        .map((v, i) => variantFor(search, v.hotel, v.breakdown, i));
    },
    applyChange(variant, change, search, _inventory, options) {
      const stay = variant.cities[0];
      const code = change.type === 'swap_hotel' ? change.hotel_code : (stay?.hotel.code ?? '');
      if (change.type !== 'swap_hotel' && change.type !== 'apply_discount') {
        throw new FakeChangeError('This change is not supported here.');
      }
      const { hotel, breakdown } = priceOf(code, search, options.price);
      return variantFor(search, hotel, breakdown, variant.index);
    },
    hotelAlternatives(variant, search, _inventory, options) {
      return [
        {
          city_index: 0,
          hotels: FAKE_HOTELS.filter((h) => h.code !== variant.cities[0]?.hotel.code).map((h) => ({
            code: h.code,
            name: h.name,
            stars: h.stars,
            image_url: null,
            price: priceOf(h.code, search, options.price).breakdown.total,
          })),
        },
      ];
    },
    whyRank: (variant) => ({ summary: `Ranked ${variant.index + 1} for its price.` }),
    isChangeError: (err): err is Error => err instanceof FakeChangeError,
  };
}
