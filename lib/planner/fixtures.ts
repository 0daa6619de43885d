/**
 * Test and benchmark inventories: hand-made pieces with sensible defaults, a seeded random
 * generator for property tests, and a price function that just adds amounts up (1:1 conversion, no
 * markup, no tax). The real pricing (lib/pricing) is plugged in by the routes.
 */
import type { TPriceBreakdown } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import { stayDates } from './occupancy';
import type {
  ActivityCandidate,
  CityInventory,
  HotelCandidate,
  LegCandidate,
  NightRate,
  PlannerInventory,
  PriceComponent,
  PriceFn,
  RoomCandidate,
  TransferCandidate,
} from './types';

/** Sums amounts as if every currency were worth the same; an optional percent discount with a code. */
export function testPrice(currency = 'EUR', discount?: { code: string; percent: number }): PriceFn {
  return (components: readonly PriceComponent[]): TPriceBreakdown => {
    const base = components.reduce((s, c) => s + c.amountMinor, 0);
    const off = discount ? Math.round((base * discount.percent) / 100) : 0;
    const money = (amount: number) => ({ amount, currency });
    return {
      base: money(base),
      markup: money(0),
      tax: money(0),
      discount: money(off),
      total: money(base - off),
      price_inclusive: false,
      rate_date: null,
      discount_code: discount?.code ?? null,
    };
  };
}

/** mulberry32: a tiny deterministic generator for reproducible random inventories. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function nights(from: string, count: number, rate: Partial<NightRate> = {}): NightRate[] {
  return stayDates(from, count).map((date) => ({
    date,
    baseMinor: 10000,
    extraAdultMinor: 3000,
    childMinor: 1500,
    available: 5,
    ...rate,
  }));
}

export function room(overrides: Partial<RoomCandidate> = {}): RoomCandidate {
  return {
    code: 'DBL',
    name: 'Double room',
    board: 'BB',
    baseOccupancy: 2,
    maxAdults: 2,
    maxChildren: 1,
    maxOccupancy: 3,
    childMinAge: 2,
    childMaxAge: 11,
    currency: 'EUR',
    cancellation: { refundable: true, freeUntilDaysBefore: 7, penaltyPercent: 100 },
    nights: nights('2027-05-10', 30),
    ...overrides,
  };
}

export function hotel(overrides: Partial<HotelCandidate> = {}): HotelCandidate {
  return {
    code: 'H1',
    name: 'Hotel One',
    city: 'Paris',
    countryCode: 'FR',
    stars: 3,
    popularity: 50,
    imageUrl: null,
    source: 'offline',
    lat: 48.857,
    lon: 2.352,
    rooms: [room()],
    ...overrides,
  };
}

export function activity(overrides: Partial<ActivityCandidate> = {}): ActivityCandidate {
  return {
    code: 'A1',
    name: 'Museum visit',
    city: 'Paris',
    category: 'museum',
    popularity: 60,
    durationMinutes: 120,
    adultMinor: 2000,
    childMinor: 1000,
    currency: 'EUR',
    days: [0, 1, 2, 3, 4, 5, 6],
    opensAt: '09:00',
    closesAt: '18:00',
    hasPaid: true,
    imageUrl: null,
    lat: 48.86,
    lon: 2.34,
    ...overrides,
  };
}

export function transfer(overrides: Partial<TransferCandidate> = {}): TransferCandidate {
  return {
    code: 'T1',
    city: 'Paris',
    hubKind: 'airport',
    hubCode: 'CDG',
    hubName: 'Charles de Gaulle',
    vehicle: 'Sedan',
    maxPassengers: 3,
    durationMinutes: 50,
    priceMinor: 6000,
    currency: 'EUR',
    ...overrides,
  };
}

export function leg(overrides: Partial<LegCandidate> = {}): LegCandidate {
  return {
    code: 'L1',
    kind: 'flight',
    fromCity: 'London',
    toCity: 'Paris',
    fromHub: 'LHR',
    toHub: 'CDG',
    fromHubKind: 'airport',
    toHubKind: 'airport',
    carrier: 'Air Test',
    departures: ['07:00', '10:00', '15:00'],
    durationMinutes: 80,
    adultMinor: 9000,
    childMinor: 7000,
    infantMinor: 0,
    currency: 'EUR',
    ...overrides,
  };
}

export function city(overrides: Partial<CityInventory> = {}): CityInventory {
  return {
    city: 'Paris',
    countryCode: 'FR',
    lat: 48.8566,
    lon: 2.3522,
    hotels: [hotel()],
    activities: [activity()],
    transfers: [transfer()],
    ...overrides,
  };
}

/** A search request as the form sends it (dates are not checked here: the planner is pure). */
export function search(
  overrides: Partial<TSearchApiRequest> & { cities?: string[] } = {},
): TSearchApiRequest {
  const { cities = ['Paris'], ...rest } = overrides;
  return {
    mode: 'travel_and_stay',
    origin: { name: 'London, United Kingdom', id: 'lon' },
    destination: cities.map((c) => ({ name: `${c}, Somewhere`, id: c.toLowerCase() })),
    start_date: '2027-05-10',
    nights: cities.map(() => 3),
    rooms: [{ adults: 2, children: [], infants: 0 }],
    currency: 'EUR',
    ...rest,
  } as TSearchApiRequest;
}

const CATEGORIES = ['museum', 'tour', 'food', 'outdoor', 'show', 'landmark', 'cruise', 'shopping'];
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

export interface ScenarioOptions {
  cities: number;
  /** Activities in every city (the bench uses enough to exceed 500 in total). */
  activitiesPerCity?: number;
  hotelsPerCity?: number;
  start?: string;
  nightsPerCity?: number[];
  rooms?: TSearchApiRequest['rooms'];
  withOrigin?: boolean;
}

/**
 * A random but reproducible trip: cities scattered over Europe with hotels (three room types and
 * patchy allotment), activities with random days and opening hours, transfers at an airport and a
 * station, flights from the origin and flights plus trains between every pair of cities.
 */
export function scenario(
  seed: number,
  opts: ScenarioOptions,
): { search: TSearchApiRequest; inventory: PlannerInventory } {
  const r = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
  const start = opts.start ?? '2027-05-10';
  const nightsPer = opts.nightsPerCity ?? Array.from({ length: opts.cities }, () => int(1, 4));
  const total = nightsPer.reduce((s, n) => s + n, 0);
  const cities: CityInventory[] = [];
  for (let c = 0; c < opts.cities; c++) {
    const name = `City${c}`;
    const lat = 40 + r() * 12;
    const lon = -5 + r() * 25;
    const hotels = Array.from({ length: opts.hotelsPerCity ?? 6 }, (_, h) => {
      const stars = int(2, 5);
      const price = 6000 + stars * 3000 + int(0, 40) * 100;
      const rate = () =>
        stayDates(start, total + 1).map((date) => ({
          date,
          baseMinor: price + int(0, 10) * 100,
          extraAdultMinor: 2500,
          childMinor: 1200,
          available: r() < 0.08 ? 0 : int(1, 4),
        }));
      return hotel({
        code: `${name}-H${h}`,
        name: `${name} Hotel ${h}`,
        city: name,
        stars,
        popularity: int(20, 100),
        lat: lat + (r() - 0.5) * 0.06,
        lon: lon + (r() - 0.5) * 0.06,
        rooms: [
          room({ code: 'STD', name: 'Standard', nights: rate() }),
          room({
            code: 'FAM',
            name: 'Family room',
            maxAdults: 3,
            maxChildren: 2,
            maxOccupancy: 4,
            childMaxAge: int(11, 15),
            nights: rate(),
          }),
          room({
            code: 'STE',
            name: 'Suite',
            board: 'HB',
            maxAdults: 4,
            maxChildren: 3,
            maxOccupancy: 5,
            nights: rate(),
          }),
        ],
      });
    });
    const activities = Array.from({ length: opts.activitiesPerCity ?? 20 }, (_, a) => {
      const opens = int(8, 11) * 60;
      const days = [0, 1, 2, 3, 4, 5, 6].filter(() => r() < 0.75);
      return activity({
        code: `${name}-A${pad(a)}`,
        name: `${name} activity ${a}`,
        city: name,
        category: CATEGORIES[int(0, CATEGORIES.length - 1)] as string,
        popularity: int(10, 100),
        durationMinutes: int(2, 8) * 30,
        adultMinor: int(0, 60) * 100,
        childMinor: int(0, 30) * 100,
        days: days.length > 0 ? days : [int(0, 6)],
        opensAt: hhmm(opens),
        closesAt: hhmm(opens + int(5, 11) * 60),
        lat: lat + (r() - 0.5) * 0.1,
        lon: lon + (r() - 0.5) * 0.1,
      });
    });
    const transfers = ['Sedan', 'Van'].flatMap((vehicle, v) =>
      (['airport', 'station'] as const).map((hubKind) =>
        transfer({
          code: `${name}-T${hubKind[0]}${v}`,
          city: name,
          hubKind,
          hubCode: `${name}-${hubKind}`,
          hubName: `${name} ${hubKind}`,
          vehicle,
          maxPassengers: v === 0 ? 3 : 7,
          durationMinutes: int(20, 60),
          priceMinor: (v === 0 ? 4000 : 7000) + int(0, 20) * 100,
        }),
      ),
    );
    cities.push(city({ city: name, countryCode: 'XX', lat, lon, hotels, activities, transfers }));
  }
  const origin =
    opts.withOrigin === false ? null : { city: 'Home', countryCode: 'GB', lat: 51.5, lon: -0.12 };
  const legs: LegCandidate[] = [];
  const hub = (c: string, kind: 'airport' | 'station') => (c === 'Home' ? `Home-${kind}` : `${c}-${kind}`);
  const places = [...(origin ? [origin] : []), ...cities];
  for (const a of places)
    for (const b of places) {
      if (a === b) continue;
      const km = Math.hypot((a.lat - b.lat) * 111, (a.lon - b.lon) * 75);
      legs.push(
        leg({
          code: `F-${a.city}-${b.city}`,
          kind: 'flight',
          fromCity: a.city,
          toCity: b.city,
          fromHub: hub(a.city, 'airport'),
          toHub: hub(b.city, 'airport'),
          departures: ['06:30', '09:45', '13:15', '17:40'],
          durationMinutes: Math.round(60 + (km / 750) * 60),
          adultMinor: 5000 + Math.round(km * 8),
          childMinor: 4000 + Math.round(km * 6),
        }),
      );
      if (km < 900 && a !== origin && b !== origin)
        legs.push(
          leg({
            code: `R-${a.city}-${b.city}`,
            kind: 'rail',
            fromCity: a.city,
            toCity: b.city,
            fromHub: hub(a.city, 'station'),
            toHub: hub(b.city, 'station'),
            fromHubKind: 'station',
            toHubKind: 'station',
            carrier: 'Test Rail',
            departures: ['07:10', '11:40', '14:20'],
            durationMinutes: Math.round((km / 160) * 60) + 20,
            adultMinor: 2000 + Math.round(km * 5),
            childMinor: 1000 + Math.round(km * 3),
          }),
        );
    }
  const req = search({
    cities: cities.map((c) => c.city),
    nights: nightsPer,
    start_date: start,
    rooms: opts.rooms ?? [{ adults: 2, children: [8], infants: 0 }],
    ...(origin ? {} : { origin: null, mode: 'stay1' }),
  });
  return { search: req, inventory: { origin, cities, legs } };
}

/**
 * London → Paris (3 nights from Monday 10 May 2027): a cheap 2★ with a double and a family room, a
 * 5★ palace with one half-board double, a hostel whose only room sleeps one, three activities
 * (one runs on Sundays only), a sedan and a van from CDG, a shuttle from Orly, flights both ways.
 */
export function parisInventory(): PlannerInventory {
  return {
    origin: { city: 'London', countryCode: 'GB', lat: 51.5, lon: -0.12 },
    cities: [
      city({
        hotels: [
          hotel({
            code: 'CHEAP',
            name: 'Hotel Cheap',
            stars: 2,
            rooms: [
              room({ code: 'DBL', nights: nights('2027-05-10', 5, { baseMinor: 8000 }) }),
              room({
                code: 'FAM',
                name: 'Family room',
                maxAdults: 3,
                maxChildren: 2,
                maxOccupancy: 4,
                nights: nights('2027-05-10', 5, { baseMinor: 12000 }),
              }),
            ],
          }),
          hotel({
            code: 'LUX',
            name: 'Palace',
            stars: 5,
            popularity: 95,
            lat: 48.87,
            lon: 2.31,
            rooms: [
              room({ code: 'DBL', board: 'HB', nights: nights('2027-05-10', 5, { baseMinor: 40000 }) }),
            ],
          }),
          hotel({
            code: 'HOSTEL',
            name: 'Hostel',
            stars: 1,
            rooms: [room({ code: 'SGL', maxAdults: 1, maxChildren: 0, maxOccupancy: 1, baseOccupancy: 1 })],
          }),
        ],
        activities: [
          activity({ code: 'LOUVRE', name: 'Louvre', popularity: 95 }),
          activity({
            code: 'EIFFEL',
            name: 'Eiffel Tower',
            category: 'landmark',
            popularity: 90,
            durationMinutes: 90,
            opensAt: '10:00',
            closesAt: '23:00',
          }),
          activity({ code: 'SUNDAY', name: 'Sunday market', category: 'food', popularity: 99, days: [0] }),
          activity({
            code: 'SEINE',
            name: 'Seine cruise',
            category: 'cruise',
            popularity: 40,
            durationMinutes: 60,
            adultMinor: 1500,
          }),
          activity({
            code: 'MARATHON',
            name: 'All-day walk',
            category: 'tour',
            popularity: 5,
            durationMinutes: 600,
          }),
        ],
        transfers: [
          transfer(),
          transfer({ code: 'VAN', vehicle: 'Van', maxPassengers: 7, priceMinor: 9000, durationMinutes: 45 }),
          transfer({ code: 'ORLY', hubCode: 'ORY', hubName: 'Orly', vehicle: 'Shuttle' }),
        ],
      }),
    ],
    legs: [leg(), leg({ code: 'BACK', fromCity: 'Paris', toCity: 'London', fromHub: 'CDG', toHub: 'LHR' })],
  };
}
