import { estimateFlightFare } from '@/lib/backend/inventory/estimate';
import type { LegFare } from '@/lib/db/schema';
import { distanceKm } from '@/lib/geo/distance';
import type { HubKind, LegCandidate, TransferCandidate } from '@/lib/planner/types';
import { slug } from '@/lib/search/world/build-world';
import { CITY_FACTS, type CityFacts, type Climate } from './city-facts';
import { DEMO_DESTINATIONS, type DemoDestination } from './destinations';
import { demoFlightFares } from './flight-fares';

/**
 * The demo inventory as plain rows (no database): hotels with room types, seasonal rates and a few
 * allotment exceptions, activities with schedules, transfers and inter-city legs. Everything is a
 * function of the fixed data and the seed years, so every database seeded in the same year holds the
 * same rows. Rows reference their parents by code; seed.ts resolves codes to ids.
 */

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);
/** A small stable number for a string (FNV-1a), so variations don't need randomness. */
export function hashOf(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Same offsets as the first seed, so the first two hotels per city keep their coordinates. */
const offset = (n: number) => ((n % 7) - 3) * 0.004;

/**
 * Illustrations the demo inventory points at, one per hotel style and activity category. They are
 * served from public/ by every tenant host, so root-relative paths load wherever the planner runs
 * (the first seed pointed at a host that does not exist, and the planner hides images that fail).
 */
export const ACTIVITY_CATEGORIES = ['culture', 'food', 'outdoors', 'nightlife', 'family', 'tour'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
export const hotelImage = (style: HotelStyle['key']) => `/assets/inventory/hotel-${style}.svg`;
export const activityImage = (category: ActivityCategory) => `/assets/inventory/activity-${category}.svg`;

const factsOf = (d: DemoDestination): CityFacts => {
  const f = CITY_FACTS[d.city];
  if (!f) throw new Error(`city-facts.ts lacks ${d.city}`);
  return f;
};

// ---------------------------------------------------------------- hotels and rooms

export interface SeedHotel {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  lat: number;
  lon: number;
  stars: number;
  popularity: number;
  /** Root-relative: hotelImage(style). */
  imageUrl: string;
  description: string;
  address: string;
  images: string[];
  source: 'offline';
}

export interface SeedRoomType {
  hotelCode: string;
  code: string;
  name: string;
  board: 'RO' | 'BB' | 'HB' | 'FB' | 'AI';
  baseOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  childMinAge: number;
  childMaxAge: number;
  refundable: boolean;
  freeCancelDays: number | null;
  penaltyPercent: number;
  defaultAllotment: number;
  /** Price of a night against the hotel's base night (not stored). */
  factor: number;
}

export interface SeedRate {
  roomCode: string;
  code: string;
  dateFrom: string;
  dateTo: string;
  baseMinor: number;
  extraAdultMinor: number;
  childMinor: number;
  currency: string;
}

export interface SeedAllotment {
  roomCode: string;
  code: string;
  night: string;
  available: number;
}

interface HotelStyle {
  /** Names its illustration, public/assets/inventory/hotel-<key>.svg. */
  key: 'grand' | 'central' | 'garden' | 'boutique';
  name: (city: string) => string;
  stars: number;
  popularity: number;
  /** Where it is from the centre, degrees (lat, lon). */
  at: (i: number) => [number, number];
  street: string;
  blurb: string;
  /** Base night for two, minor units, at price index 1. */
  night: number;
}

const HOTEL_STYLES: HotelStyle[] = [
  {
    key: 'grand',
    name: (c) => `Grand Hotel ${c}`,
    stars: 5,
    popularity: 90,
    at: (n) => [offset(n), -offset(n)],
    street: 'Grand Avenue 1',
    blurb: 'A landmark five-star hotel in the heart of the city, with a spa, fine dining and concierge.',
    night: 26000,
  },
  {
    key: 'central',
    name: (c) => `${c} Central Rooms`,
    stars: 3,
    popularity: 70,
    at: (n) => [offset(n), -offset(n)],
    street: 'Station Street 12',
    blurb: 'Simple, comfortable rooms close to the main station; good value for short stays.',
    night: 9000,
  },
  {
    key: 'garden',
    name: (c) => `${c} Garden Hotel`,
    stars: 4,
    popularity: 80,
    at: () => [0.018, 0.012],
    street: 'Park Lane 40',
    blurb: 'A quiet four-star hotel by the park, with family rooms, a garden terrace and breakfast buffet.',
    night: 15500,
  },
  {
    key: 'boutique',
    name: (c) => `Boutique ${c} Old Town`,
    stars: 4,
    popularity: 60,
    at: () => [-0.01, -0.016],
    street: 'Old Market Square 7',
    blurb: 'A small design hotel in a restored townhouse in the old town, a short walk from the sights.',
    night: 17500,
  },
];

/** Occupancy rules the demo room types share: base two adults, then adults, children and heads at most. */
const SLEEPS_3 = { baseOccupancy: 2, maxAdults: 2, maxChildren: 1, maxOccupancy: 3 };
const SLEEPS_4 = { baseOccupancy: 2, maxAdults: 3, maxChildren: 2, maxOccupancy: 4 };
const SUITE = { baseOccupancy: 2, maxAdults: 4, maxChildren: 2, maxOccupancy: 5 };
const FAMILY = { baseOccupancy: 2, maxAdults: 2, maxChildren: 3, maxOccupancy: 5 };

/** Resort destinations sell all-inclusive rooms. */
const RESORTS = new Set(['Maldives', 'Cancún', 'Phuket', 'Bali', 'Santorini', 'Dubai', 'Goa']);

function roomTypesFor(h: SeedHotel, cityIdx: number, city: string): SeedRoomType[] {
  const resort = RESORTS.has(city);
  const base = {
    hotelCode: h.code,
    childMinAge: 2,
    childMaxAge: 11,
  };
  const refundable = (days: number, penalty: number) => ({
    refundable: true,
    freeCancelDays: days,
    penaltyPercent: penalty,
  });
  const nonRefundable = { refundable: false, freeCancelDays: null, penaltyPercent: 100 };
  if (h.stars === 5)
    return [
      {
        ...base,
        code: `${h.code}-DLX`,
        name: 'Deluxe Double',
        board: 'BB',
        ...SLEEPS_4,
        ...refundable(7, 50),
        defaultAllotment: 4,
        factor: 1,
      },
      {
        ...base,
        code: `${h.code}-STE`,
        name: 'Junior Suite',
        board: resort ? 'AI' : 'HB',
        ...SUITE,
        ...refundable(14, 50),
        defaultAllotment: 2,
        factor: resort ? 1.9 : 1.6,
      },
      {
        ...base,
        code: `${h.code}-DLXNR`,
        name: 'Deluxe Double – Non-refundable',
        board: 'RO',
        ...SLEEPS_3,
        ...nonRefundable,
        defaultAllotment: 3,
        factor: 0.82,
      },
    ];
  if (h.stars === 3)
    return [
      {
        ...base,
        code: `${h.code}-STD`,
        name: 'Standard Double',
        board: 'RO',
        ...SLEEPS_3,
        ...refundable(2, 100),
        defaultAllotment: 8,
        factor: 1,
      },
      {
        ...base,
        code: `${h.code}-TRP`,
        name: 'Triple Room',
        board: 'BB',
        ...SLEEPS_4,
        ...refundable(2, 100),
        defaultAllotment: 4,
        factor: 1.25,
      },
    ];
  const rooms: SeedRoomType[] = [
    {
      ...base,
      code: `${h.code}-SUP`,
      name: 'Superior Double',
      board: 'BB',
      ...SLEEPS_4,
      ...refundable(5, 50),
      defaultAllotment: 6,
      factor: 1,
    },
    {
      ...base,
      code: `${h.code}-FAM`,
      name: 'Family Room',
      board: resort ? 'AI' : 'HB',
      ...FAMILY,
      childMaxAge: 13,
      ...refundable(7, 50),
      defaultAllotment: 3,
      factor: resort ? 1.6 : 1.35,
    },
  ];
  // Some four-star hotels also sell a cheaper non-refundable room.
  if ((cityIdx + h.popularity) % 2 === 0)
    rooms.push({
      ...base,
      code: `${h.code}-SUPNR`,
      name: 'Superior Double – Non-refundable',
      board: 'RO',
      ...SLEEPS_3,
      ...nonRefundable,
      defaultAllotment: 4,
      factor: 0.85,
    });
  return rooms;
}

/** A season: inclusive month-day bounds within one year and a price factor. */
interface Season {
  from: string;
  to: string;
  factor: number;
}

/** Fixed season calendars (month-day), the same every year; festive weeks are dearest. */
export const SEASONS: Record<Climate, Season[]> = {
  north: [
    { from: '01-01', to: '03-31', factor: 0.8 },
    { from: '04-01', to: '05-31', factor: 1.0 },
    { from: '06-01', to: '08-31', factor: 1.3 },
    { from: '09-01', to: '10-31', factor: 1.05 },
    { from: '11-01', to: '12-20', factor: 0.85 },
    { from: '12-21', to: '12-31', factor: 1.25 },
  ],
  south: [
    { from: '01-01', to: '02-28', factor: 1.3 },
    { from: '03-01', to: '05-31', factor: 1.0 },
    { from: '06-01', to: '08-31', factor: 0.8 },
    { from: '09-01', to: '11-30', factor: 1.0 },
    { from: '12-01', to: '12-20', factor: 1.2 },
    { from: '12-21', to: '12-31', factor: 1.4 },
  ],
  tropical: [
    { from: '01-01', to: '04-15', factor: 1.25 },
    { from: '04-16', to: '10-31', factor: 0.8 },
    { from: '11-01', to: '12-20', factor: 1.05 },
    { from: '12-21', to: '12-31', factor: 1.4 },
  ],
};

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The season ranges of the given years as dates (Feb 28 becomes Feb 29 in leap years). */
export function seasonRanges(
  climate: Climate,
  years: number[],
): { dateFrom: string; dateTo: string; factor: number }[] {
  return years.flatMap((y) =>
    SEASONS[climate].map((s) => ({
      dateFrom: `${y}-${s.from}`,
      dateTo: `${y}-${s.to === '02-28' && isLeap(y) ? '02-29' : s.to}`,
      factor: s.factor,
    })),
  );
}

/** The years a seed covers: this year and the next two (rates always reach today + 400 days). */
export const seedYears = (now: Date = new Date()): number[] => {
  const y = now.getUTCFullYear();
  return [y, y + 1, y + 2];
};

export interface HotelSeed {
  hotels: SeedHotel[];
  rooms: SeedRoomType[];
  rates: SeedRate[];
  allotments: SeedAllotment[];
}

export function demoHotels(currency: string, years: number[]): HotelSeed {
  const hotels: SeedHotel[] = [];
  const rooms: SeedRoomType[] = [];
  const rates: SeedRate[] = [];
  const allotments: SeedAllotment[] = [];
  let n = 0;
  DEMO_DESTINATIONS.forEach((d, cityIdx) => {
    const facts = factsOf(d);
    // Every other city has a fourth (boutique) hotel.
    const styles = HOTEL_STYLES.slice(0, cityIdx % 2 === 0 ? 4 : 3);
    styles.forEach((style, i) => {
      // The first two styles keep the original seed's running offset (their coordinates are stable).
      const [dLat, dLon] = i < 2 ? style.at(++n) : style.at(cityIdx);
      const code = `H-${slug(d.city)}-${i + 1}`;
      const img = hotelImage(style.key);
      const hotel: SeedHotel = {
        code,
        name: style.name(d.city),
        city: d.city,
        countryCode: d.country,
        lat: Number((d.lat + dLat).toFixed(5)),
        lon: Number((d.lon + dLon).toFixed(5)),
        stars: style.stars,
        popularity: style.popularity,
        imageUrl: img,
        description: style.blurb,
        address: `${style.street}, ${d.city}`,
        images: [img],
        source: 'offline',
      };
      hotels.push(hotel);
      const nightBase = style.night * facts.priceIndex;
      for (const room of roomTypesFor(hotel, cityIdx, d.city)) {
        rooms.push(room);
        for (const s of seasonRanges(facts.climate, years)) {
          const base = round100(nightBase * room.factor * s.factor);
          rates.push({
            roomCode: room.code,
            code: `${room.code}-${s.dateFrom}`,
            dateFrom: s.dateFrom,
            dateTo: s.dateTo,
            baseMinor: base,
            extraAdultMinor: round100(base * 0.4),
            childMinor: round100(base * 0.2),
            currency,
          });
        }
        // New Year's Eve sells out at the grand hotels; the night before has one room left.
        if (style.stars === 5 && room.code.endsWith('-DLX'))
          for (const y of years) {
            allotments.push({
              roomCode: room.code,
              code: `${room.code}-${y}-12-31`,
              night: `${y}-12-31`,
              available: 0,
            });
            allotments.push({
              roomCode: room.code,
              code: `${room.code}-${y}-12-30`,
              night: `${y}-12-30`,
              available: 1,
            });
          }
      }
    });
  });
  return { hotels, rooms, rates, allotments };
}

// ---------------------------------------------------------------- activities

export interface SeedActivity {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  lat: number;
  lon: number;
  popularity: number;
  priceMinor: number;
  childPriceMinor: number;
  currency: string;
  hasPaid: boolean;
  durationMinutes: number;
  days: number[];
  opensAt: string;
  closesAt: string;
  category: ActivityCategory;
  /** Root-relative: activityImage(category). */
  imageUrl: string;
  description: string;
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const NOT_MONDAY = [0, 2, 3, 4, 5, 6];

interface Schedule {
  category: ActivityCategory;
  durationMinutes: number;
  days: number[];
  opensAt: string;
  closesAt: string;
}

/** Category and schedule of a landmark activity from its name (the original seed has names only). */
export function landmarkSchedule(name: string): Schedule {
  const n = name.toLowerCase();
  if (n.includes('dinner') || n.includes('northern lights'))
    return {
      category: 'nightlife',
      durationMinutes: 180,
      days: ALL_DAYS,
      opensAt: '19:00',
      closesAt: '23:30',
    };
  if (n.includes('sunset'))
    return {
      category: 'outdoors',
      durationMinutes: 150,
      days: ALL_DAYS,
      opensAt: '17:00',
      closesAt: '21:30',
    };
  if (n.includes('sunrise'))
    return {
      category: 'outdoors',
      durationMinutes: 240,
      days: ALL_DAYS,
      opensAt: '03:00',
      closesAt: '10:00',
    };
  if (n.includes('day trip') || n.includes('safari') || n.includes('islands'))
    return { category: 'tour', durationMinutes: 240, days: ALL_DAYS, opensAt: '08:00', closesAt: '18:00' };
  if (n.includes('food') || n.includes('wine'))
    return { category: 'food', durationMinutes: 180, days: NOT_MONDAY, opensAt: '11:00', closesAt: '21:00' };
  if (
    n.includes('cruise') ||
    n.includes('ferry') ||
    n.includes('boat') ||
    n.includes('snorkel') ||
    n.includes('trek') ||
    n.includes('walk') ||
    n.includes('cable')
  )
    return {
      category: 'outdoors',
      durationMinutes: 120,
      days: ALL_DAYS,
      opensAt: '09:00',
      closesAt: '18:00',
    };
  if (
    n.includes('museum') ||
    n.includes('palace') ||
    n.includes('castle') ||
    n.includes('entry') ||
    n.includes('tower')
  )
    return {
      category: 'culture',
      durationMinutes: 150,
      days: NOT_MONDAY,
      opensAt: '09:30',
      closesAt: '18:00',
    };
  return { category: 'tour', durationMinutes: 180, days: ALL_DAYS, opensAt: '09:00', closesAt: '18:00' };
}

interface ActivityTemplate extends Schedule {
  name: (city: string) => string;
  /** Adult price at price index 1, minor units. */
  adult: number;
  description: string;
  /** Only where the city has water (evening cruises). */
  water?: boolean;
  /** Only where it has none (an evening show instead). */
  dry?: boolean;
}

const TEMPLATES: ActivityTemplate[] = [
  {
    name: (c) => `${c} Old Town Walking Tour`,
    category: 'tour',
    durationMinutes: 150,
    days: ALL_DAYS,
    opensAt: '09:00',
    closesAt: '18:00',
    adult: 2500,
    description: 'A guided walk through the historic centre with a local guide.',
  },
  {
    name: (c) => `${c} Street Food Tasting`,
    category: 'food',
    durationMinutes: 180,
    days: NOT_MONDAY,
    opensAt: '11:00',
    closesAt: '21:00',
    adult: 6500,
    description: 'Ten tastings at markets and family-run stalls.',
  },
  {
    name: (c) => `${c} Cooking Class`,
    category: 'food',
    durationMinutes: 180,
    days: [2, 3, 4, 5, 6],
    opensAt: '10:00',
    closesAt: '16:00',
    adult: 8500,
    description: 'Cook and eat three local dishes with a chef.',
  },
  {
    name: (c) => `${c} Bike Tour`,
    category: 'outdoors',
    durationMinutes: 180,
    days: ALL_DAYS,
    opensAt: '09:00',
    closesAt: '17:30',
    adult: 3900,
    description: 'Sights, parks and viewpoints by bike, helmet included.',
  },
  {
    name: (c) => `${c} National Museum Entry`,
    category: 'culture',
    durationMinutes: 120,
    days: NOT_MONDAY,
    opensAt: '10:00',
    closesAt: '18:00',
    adult: 1800,
    description: 'Timed entry to the national collection, closed on Mondays.',
  },
  {
    name: (c) => `${c} Family Adventure Park`,
    category: 'family',
    durationMinutes: 240,
    days: ALL_DAYS,
    opensAt: '10:00',
    closesAt: '19:00',
    adult: 3500,
    description: 'Rides, climbing and play areas for all ages.',
  },
  {
    name: (c) => `${c} Rooftop Bar Crawl`,
    category: 'nightlife',
    durationMinutes: 180,
    days: [4, 5, 6],
    opensAt: '20:00',
    closesAt: '23:59',
    adult: 4500,
    description: 'Three rooftop bars with a welcome drink at each; Thursday to Saturday.',
  },
  {
    name: (c) => `${c} Evening Dinner Cruise`,
    category: 'nightlife',
    durationMinutes: 150,
    days: ALL_DAYS,
    opensAt: '19:00',
    closesAt: '22:30',
    adult: 7900,
    water: true,
    description: 'A three-course dinner on the water as the city lights up.',
  },
  {
    name: (c) => `${c} Dinner and Folk Show`,
    category: 'culture',
    durationMinutes: 150,
    days: NOT_MONDAY,
    opensAt: '19:30',
    closesAt: '23:00',
    adult: 6900,
    dry: true,
    description: 'Traditional music and dance with a set dinner.',
  },
  {
    name: (c) => `${c} Morning Photo Walk`,
    category: 'tour',
    durationMinutes: 120,
    days: ALL_DAYS,
    opensAt: '07:00',
    closesAt: '11:00',
    adult: 3000,
    description: 'The city in the best light with a photographer; mornings only.',
  },
];

export function demoActivities(currency: string): SeedActivity[] {
  const out: SeedActivity[] = [];
  // The original seed's running counter: hotels took 2 per city before the first activity.
  let n = DEMO_DESTINATIONS.length * 2;
  for (const d of DEMO_DESTINATIONS) {
    for (const name of d.activities) {
      n++;
      const s = landmarkSchedule(name);
      const price = 1500 + (n % 12) * 1000;
      out.push({
        code: `A-${slug(name)}`,
        name,
        city: d.city,
        countryCode: d.country,
        lat: d.lat + offset(n),
        lon: d.lon + offset(n),
        popularity: 50 + (n % 50),
        priceMinor: price,
        childPriceMinor: round100(price * 0.6),
        currency,
        hasPaid: n % 5 !== 0,
        ...s,
        imageUrl: activityImage(s.category),
        description: `${name}: one of the highlights of ${d.city}.`,
      });
    }
    const facts = factsOf(d);
    TEMPLATES.forEach((t, i) => {
      if ((t.water && !facts.water) || (t.dry && facts.water)) return;
      const name = t.name(d.city);
      const h = hashOf(name);
      const adult = round100(t.adult * facts.priceIndex);
      out.push({
        code: `A-${slug(name)}`,
        name,
        city: d.city,
        countryCode: d.country,
        // Spread over the city, up to ~3 km from the centre.
        lat: Number((d.lat + ((h % 61) - 30) / 1000).toFixed(5)),
        lon: Number((d.lon + (((h >>> 8) % 61) - 30) / 1000).toFixed(5)),
        popularity: 30 + ((h >>> 4) % 55) - i,
        priceMinor: adult,
        childPriceMinor: t.category === 'nightlife' ? adult : round100(adult * 0.55),
        currency,
        hasPaid: true,
        category: t.category,
        imageUrl: activityImage(t.category),
        durationMinutes: t.durationMinutes,
        days: t.days,
        opensAt: t.opensAt,
        closesAt: t.closesAt,
        description: t.description,
      });
    });
  }
  return out;
}

// ---------------------------------------------------------------- stations and ports (unchanged)

export interface SeedPlace {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  lat: number;
  lon: number;
  popularity: number;
}

export function demoStations(): SeedPlace[] {
  return DEMO_DESTINATIONS.flatMap((d) =>
    (d.stations ?? []).map((name, i) => ({
      code: `S-${slug(name)}`,
      name,
      city: d.city,
      countryCode: d.country,
      lat: d.lat + offset(i),
      lon: d.lon + offset(i + 2),
      popularity: 80 - i * 10,
    })),
  );
}

export function demoPorts(): SeedPlace[] {
  return DEMO_DESTINATIONS.flatMap((d) =>
    (d.ports ?? []).map((name, i) => ({
      code: `P-${slug(name)}`,
      name,
      city: d.city,
      countryCode: d.country,
      lat: d.lat + offset(i),
      lon: d.lon - offset(i),
      popularity: 70,
    })),
  );
}

// ---------------------------------------------------------------- transfers

/** The planner's transfer row plus the country the table stores beside its city. */
export type SeedTransfer = TransferCandidate & { countryCode: string };

const VEHICLES = [
  { vehicle: 'Private sedan', maxPassengers: 3, factor: 1 },
  { vehicle: 'Private minivan', maxPassengers: 7, factor: 1.6 },
];

/** A city's hubs: its airport, its main station and its main port. */
export function hubsOf(d: DemoDestination): { kind: HubKind; code: string; name: string; minutes: number }[] {
  const f = factsOf(d);
  const hubs: ReturnType<typeof hubsOf> = [
    { kind: 'airport', code: f.iata, name: f.airport, minutes: f.airportMinutes },
  ];
  const station = d.stations?.[0];
  if (station) hubs.push({ kind: 'station', code: `S-${slug(station)}`, name: station, minutes: 15 });
  const port = d.ports?.[0];
  if (port) hubs.push({ kind: 'port', code: `P-${slug(port)}`, name: port, minutes: 25 });
  return hubs;
}

export function demoTransfers(currency: string): SeedTransfer[] {
  return DEMO_DESTINATIONS.flatMap((d) => {
    const f = factsOf(d);
    return hubsOf(d).flatMap((hub) =>
      VEHICLES.map((v) => ({
        code: `T-${slug(d.city)}-${hub.kind}-${v.maxPassengers}`,
        city: d.city,
        countryCode: d.country,
        hubKind: hub.kind,
        hubCode: hub.code,
        hubName: hub.name,
        vehicle: v.vehicle,
        maxPassengers: v.maxPassengers,
        durationMinutes: hub.minutes,
        // A flag fall plus a per-minute rate, scaled by city price level and vehicle size.
        priceMinor: round100((2500 + hub.minutes * 90) * f.priceIndex * v.factor),
        currency,
      })),
    );
  });
}

// ---------------------------------------------------------------- legs

/** The planner's leg plus what the products pages sell on it (fare families, stops). */
export type SeedLeg = LegCandidate & { fares?: LegFare[]; stops?: number };

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** `count` departures spread between `first` and `last` (minutes), nudged per route so they differ. */
export function departuresBetween(first: number, last: number, count: number, seed: number): string[] {
  const nudge = (seed % 4) * 5;
  if (count <= 1) return [hhmm(first + nudge)];
  const step = (last - first) / (count - 1);
  return Array.from({ length: count }, (_, i) => hhmm(Math.round((first + i * step + nudge) / 5) * 5));
}

const FLIGHT_CARRIERS = ['Skyline Air', 'Meridian Airways', 'Atlas Jet', 'Blue Horizon'];
const RAIL_CARRIERS: Record<string, string> = {
  europe: 'EuroRail',
  japan: 'Shinkansen',
  india: 'Indian Railways',
};

/** Which kinds connect two demo cities (the rules of the seed, see demoLegs). */
export function legKinds(a: DemoDestination, b: DemoDestination): SeedLeg['kind'][] {
  const fa = factsOf(a);
  const fb = factsOf(b);
  const km = distanceKm(a, b);
  const sameLand = fa.landmass === fb.landmass;
  const kinds: SeedLeg['kind'][] = [];
  const rail = sameLand && !!a.stations?.length && !!b.stations?.length && km >= 150 && km <= 900;
  if (sameLand && km < 150) kinds.push('cab');
  // Road where there is no rail, up to a long day's drive.
  else if (sameLand && !rail && km < 350) kinds.push('cab');
  if (rail) kinds.push('rail');
  if (fa.sea && fa.sea === fb.sea && a.ports?.length && b.ports?.length && km < 1000) kinds.push('ferry');
  if (km > 600 || kinds.length === 0) kinds.push('flight');
  return kinds;
}

/**
 * Legs for every ordered pair of demo cities: a cab under 150 km (or up to 350 km by road without
 * rail), rail for 150–900 km between stations on one landmass, a ferry between ports on one sea, a
 * flight when nothing else connects or beyond 600 km. Durations and fares follow the distance.
 */
export function demoLegs(currency: string): SeedLeg[] {
  const legs: SeedLeg[] = [];
  for (const a of DEMO_DESTINATIONS)
    for (const b of DEMO_DESTINATIONS) {
      if (a === b) continue;
      const km = distanceKm(a, b);
      const seed = hashOf(`${a.city}>${b.city}`);
      const ha = hubsOf(a);
      const hb = hubsOf(b);
      const hub = (hs: ReturnType<typeof hubsOf>, kind: HubKind) => hs.find((h) => h.kind === kind);
      for (const kind of legKinds(a, b)) {
        const base = {
          fromCity: a.city,
          toCity: b.city,
          currency,
          code: `L-${kind}-${slug(a.city)}-${slug(b.city)}`,
        };
        if (kind === 'flight') {
          const f = estimateFlightFare(km);
          const from = hub(ha, 'airport');
          const to = hub(hb, 'airport');
          if (!from || !to) continue;
          legs.push({
            ...base,
            kind,
            fromHub: from.code,
            toHub: to.code,
            fromHubKind: 'airport',
            toHubKind: 'airport',
            carrier: FLIGHT_CARRIERS[seed % FLIGHT_CARRIERS.length] ?? 'Skyline Air',
            departures: departuresBetween(
              7 * 60,
              km > 6000 ? 22 * 60 : 19 * 60,
              km > 6000 ? 1 : km > 2500 ? 2 : 3,
              seed,
            ),
            durationMinutes: f.durationMinutes,
            adultMinor: round100(f.adultMinor),
            childMinor: round100(f.adultMinor * 0.75),
            infantMinor: round100(f.adultMinor * 0.1),
            // Estimated fares are in euros whatever the agency's currency: stated, not relabelled.
            currency: f.currency,
            fares: demoFlightFares(round100(f.adultMinor), km),
            // Long-haul demo flights connect once on the way.
            stops: km > 6000 ? 1 : 0,
          });
        } else if (kind === 'rail') {
          const from = hub(ha, 'station');
          const to = hub(hb, 'station');
          if (!from || !to) continue;
          // High-speed where it exists: ~180 km/h door to door between centres.
          const minutes = Math.round((((km * 1.25) / 180) * 60) / 5) * 5 + 20;
          const fare = 2000 + km * 12;
          legs.push({
            ...base,
            kind,
            fromHub: from.code,
            toHub: to.code,
            fromHubKind: 'station',
            toHubKind: 'station',
            carrier: RAIL_CARRIERS[factsOf(a).landmass] ?? 'Rail',
            departures: departuresBetween(6 * 60, 19 * 60, minutes > 360 ? 3 : 6, seed),
            durationMinutes: minutes,
            adultMinor: round100(fare),
            childMinor: round100(fare * 0.5),
            infantMinor: 0,
          });
        } else if (kind === 'ferry') {
          const from = hub(ha, 'port');
          const to = hub(hb, 'port');
          if (!from || !to) continue;
          const minutes = Math.round((((km * 1.3) / 35) * 60) / 15) * 15;
          const fare = 2500 + km * 25;
          legs.push({
            ...base,
            kind,
            fromHub: from.code,
            toHub: to.code,
            fromHubKind: 'port',
            toHubKind: 'port',
            carrier: 'Blue Star Ferries',
            departures: departuresBetween(7 * 60 + 30, 16 * 60, 2, seed),
            durationMinutes: minutes,
            adultMinor: round100(fare),
            childMinor: round100(fare * 0.5),
            infantMinor: 0,
          });
        } else {
          // A cab is door to door; its ends are the main station (or airport) as the city's hub.
          const from = hub(ha, 'station') ?? hub(ha, 'airport');
          const to = hub(hb, 'station') ?? hub(hb, 'airport');
          if (!from || !to) continue;
          const roadKm = km * 1.3;
          legs.push({
            ...base,
            kind,
            fromHub: from.code,
            toHub: to.code,
            fromHubKind: from.kind,
            toHubKind: to.kind,
            carrier: 'Private car',
            departures: departuresBetween(8 * 60, 18 * 60, 6, 0),
            durationMinutes: Math.round(((roadKm / 75) * 60) / 5) * 5 + 15,
            // Per traveller: a car shared by up to 3, priced per km.
            adultMinor: round100((4000 + roadKm * 60) / 3),
            childMinor: round100((4000 + roadKm * 60) / 3),
            infantMinor: 0,
          });
        }
      }
    }
  return legs;
}
