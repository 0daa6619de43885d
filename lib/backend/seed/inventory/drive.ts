import type { LegFare } from '@/lib/db/schema';
import { slug } from '@/lib/search/world/build-world';
import { CITY_FACTS } from './city-facts';
import { DEMO_DESTINATIONS, type DemoDestination } from './destinations';
import { demoLegs, hashOf, type SeedLeg } from './generate';

/**
 * The demo inventory of the drive mode (issue 15): self-drive cars, chauffeured cars by the hour and
 * the vehicles sold on the intercity cab legs. Plain rows, a function of the fixed demo data only,
 * so every seeded database holds the same ones. Prices are minor units of the tenant's currency,
 * scaled by each city's price level like the rest of the demo seed.
 */

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);
const priceIndexOf = (d: DemoDestination) => CITY_FACTS[d.city]?.priceIndex ?? 1;

// ---------------------------------------------------------------- self-drive cars

/** The rental companies of the demo; each city has two or three of them (so one-way hires work between cities they share). */
export const CAR_SUPPLIERS = [
  { name: 'Meridian Car Rental', factor: 1.1, fuel: 'full_to_full', kmPerDay: null, freeCancelHours: 48 },
  { name: 'CityDrive', factor: 1, fuel: 'full_to_full', kmPerDay: 300, freeCancelHours: 24 },
  { name: 'Atlas Rent a Car', factor: 0.9, fuel: 'prepaid', kmPerDay: null, freeCancelHours: null },
  { name: 'Sunway Cars', factor: 0.95, fuel: 'full_to_full', kmPerDay: 250, freeCancelHours: 48 },
] as const;

interface CarClass {
  carClass: string;
  model: string;
  transmission: 'manual' | 'automatic';
  seats: number;
  bags: number;
  doors: number;
  /** Per day in a mid-priced city, minor units. */
  dailyMinor: number;
  minDriverAge: number;
}

/** In the order a city takes them: every city has the first four, bigger ones add the rest. */
const CAR_CLASSES: CarClass[] = [
  {
    carClass: 'economy',
    model: 'Fiat Panda or similar',
    transmission: 'manual',
    seats: 4,
    bags: 1,
    doors: 4,
    dailyMinor: 3200,
    minDriverAge: 21,
  },
  {
    carClass: 'compact',
    model: 'VW Golf or similar',
    transmission: 'manual',
    seats: 5,
    bags: 2,
    doors: 4,
    dailyMinor: 4200,
    minDriverAge: 21,
  },
  {
    carClass: 'compact',
    model: 'VW Golf Automatic or similar',
    transmission: 'automatic',
    seats: 5,
    bags: 2,
    doors: 4,
    dailyMinor: 4900,
    minDriverAge: 21,
  },
  {
    carClass: 'suv',
    model: 'Nissan Qashqai or similar',
    transmission: 'automatic',
    seats: 5,
    bags: 3,
    doors: 4,
    dailyMinor: 7200,
    minDriverAge: 23,
  },
  {
    carClass: 'van',
    model: 'Ford Tourneo Custom or similar',
    transmission: 'manual',
    seats: 9,
    bags: 5,
    doors: 4,
    dailyMinor: 9800,
    minDriverAge: 25,
  },
  {
    carClass: 'premium',
    model: 'BMW 5 Series or similar',
    transmission: 'automatic',
    seats: 5,
    bags: 3,
    doors: 4,
    dailyMinor: 12500,
    minDriverAge: 25,
  },
];

export interface SeedCar {
  code: string;
  supplier: string;
  city: string;
  countryCode: string;
  pickupName: string;
  lat: number;
  lon: number;
  carClass: string;
  model: string;
  transmission: string;
  seats: number;
  bags: number;
  doors: number;
  airCon: boolean;
  fuelPolicy: string;
  kmPerDay: number | null;
  dailyMinor: number;
  oneWayFeeMinor: number;
  currency: string;
  fleet: number;
  freeCancelHours: number | null;
  minDriverAge: number;
}

/** Islands without a road network of their own: no self-drive there. */
const NO_CARS = new Set(['Maldives']);

/** The rental companies at a demo city (two or three, chosen by the city's name). */
export function carSuppliersOf(city: string): (typeof CAR_SUPPLIERS)[number][] {
  const h = hashOf(`cars:${city}`);
  const n = 2 + (h % 2);
  return Array.from({ length: n }, (_, i) => CAR_SUPPLIERS[(h + i) % CAR_SUPPLIERS.length]).filter(
    (s): s is (typeof CAR_SUPPLIERS)[number] => !!s,
  );
}

/**
 * Four to six car classes per city (manual and automatic), each hired from one of the city's
 * companies at its airport desk or its town office; classes and prices vary by company.
 */
export function demoCars(currency: string): SeedCar[] {
  return DEMO_DESTINATIONS.filter((d) => !NO_CARS.has(d.city)).flatMap((d) => {
    const facts = CITY_FACTS[d.city];
    const suppliers = carSuppliersOf(d.city);
    const classes = CAR_CLASSES.slice(0, 4 + (hashOf(`classes:${d.city}`) % 3));
    const index = priceIndexOf(d);
    return classes.flatMap((k, i) =>
      // The first class is sold by every company (a cheap car is always on offer); the rest by one each.
      (i === 0 ? suppliers : [suppliers[i % suppliers.length]]).flatMap((s, j) => {
        if (!s) return [];
        const atAirport = (i + j) % 2 === 0 && !!facts;
        const pickupName = atAirport
          ? `${facts?.airport} Airport, car rental centre`
          : `${s.name}, ${d.stations?.[0] ?? `${d.city} city centre`}`;
        return [
          {
            code: `C-${slug(d.city)}-${slug(s.name)}-${k.carClass}-${k.transmission === 'manual' ? 'm' : 'a'}`,
            supplier: s.name,
            city: d.city,
            countryCode: d.country,
            pickupName,
            lat: d.lat + (atAirport ? 0.08 : 0.004),
            lon: d.lon + (atAirport ? 0.08 : -0.004),
            carClass: k.carClass,
            model: k.model,
            transmission: k.transmission,
            seats: k.seats,
            bags: k.bags,
            doors: k.doors,
            airCon: true,
            fuelPolicy: s.fuel,
            kmPerDay: k.carClass === 'premium' ? 200 : s.kmPerDay,
            dailyMinor: round100(k.dailyMinor * index * s.factor),
            oneWayFeeMinor: round100(4500 * index),
            currency,
            fleet: 3 + (hashOf(`${d.city}:${s.name}:${k.model}`) % 6),
            freeCancelHours: s.freeCancelHours,
            minDriverAge: k.minDriverAge,
          },
        ];
      }),
    );
  });
}

// ---------------------------------------------------------------- chauffeured by the hour

export interface SeedCabPackage {
  code: string;
  city: string;
  countryCode: string;
  vehicle: string;
  vehicleClass: string;
  maxPassengers: number;
  hours: number;
  kmIncluded: number;
  priceMinor: number;
  extraHourMinor: number;
  extraKmMinor: number;
  currency: string;
  fleet: number;
}

const HOURLY_VEHICLES = [
  {
    vehicleClass: 'standard',
    vehicle: 'Toyota Camry or similar',
    maxPassengers: 3,
    hourlyMinor: 3500,
    kmMinor: 120,
  },
  {
    vehicleClass: 'executive',
    vehicle: 'Mercedes-Benz E-Class or similar',
    maxPassengers: 3,
    hourlyMinor: 5500,
    kmMinor: 180,
  },
  {
    vehicleClass: 'minivan',
    vehicle: 'Mercedes-Benz V-Class or similar',
    maxPassengers: 7,
    hourlyMinor: 6000,
    kmMinor: 200,
  },
];

/** Half-day and full-day packages per vehicle class in every demo city (a full day costs less per hour). */
export const HOURLY_PACKAGES = [
  { hours: 4, kmIncluded: 40, factor: 1 },
  { hours: 8, kmIncluded: 80, factor: 0.85 },
];

export function demoCabPackages(currency: string): SeedCabPackage[] {
  return DEMO_DESTINATIONS.flatMap((d) => {
    const index = priceIndexOf(d);
    return HOURLY_VEHICLES.flatMap((v) =>
      HOURLY_PACKAGES.map((p) => ({
        code: `H-${slug(d.city)}-${v.vehicleClass}-${p.hours}h`,
        city: d.city,
        countryCode: d.country,
        vehicle: v.vehicle,
        vehicleClass: v.vehicleClass,
        maxPassengers: v.maxPassengers,
        hours: p.hours,
        kmIncluded: p.kmIncluded,
        priceMinor: round100(v.hourlyMinor * p.hours * p.factor * index),
        extraHourMinor: round100(v.hourlyMinor * 1.2 * index),
        extraKmMinor: Math.max(10, Math.round((v.kmMinor * index) / 10) * 10),
        currency,
        fleet: v.vehicleClass === 'standard' ? 6 : 3,
      })),
    );
  });
}

// ---------------------------------------------------------------- intercity cabs

/** The vehicles sold on an intercity cab: price of the whole vehicle against a sedan's, passengers, vehicles per departure. */
export const CAB_VEHICLES = [
  { code: 'sedan', name: 'Sedan', factor: 1, capacity: 3, bags: 3, seats: 4 },
  { code: 'suv', name: 'SUV', factor: 1.3, capacity: 4, bags: 4, seats: 3 },
  { code: 'minivan', name: 'Minivan', factor: 1.6, capacity: 7, bags: 7, seats: 2 },
] as const;

/**
 * A cab leg's vehicles as fares (`per: vehicle`): a sedan costs what the leg's per-traveller fare
 * was built from (a flag fall plus a per-km rate, shared by three), bigger vehicles more.
 */
export function cabFares(leg: Pick<SeedLeg, 'adultMinor'>): LegFare[] {
  const sedan = leg.adultMinor * 3;
  return CAB_VEHICLES.map((v) => {
    const price = round100(sedan * v.factor);
    return {
      code: v.code,
      name: v.name,
      cabin: 'vehicle',
      per: 'vehicle',
      adult_minor: price,
      child_minor: price,
      infant_minor: price,
      seats: v.seats,
      cabin_bag_kg: 0,
      checked_bags: v.bags,
      checked_bag_kg: 23,
      refundable: true,
      free_cancel_days: 1,
      change_fee_minor: null,
      capacity: v.capacity,
    };
  });
}

/** The demo cab legs (generate.ts) with their vehicles; upserted to fill `fares` on rows seeded before it existed. */
export function demoCabLegs(currency: string): (SeedLeg & { fares: LegFare[] })[] {
  return demoLegs(currency)
    .filter((l) => l.kind === 'cab')
    .map((l) => ({ ...l, fares: cabFares(l) }));
}
