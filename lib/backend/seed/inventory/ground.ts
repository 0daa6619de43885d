import type { TransferBand } from '@/lib/db/schema/inventory';
import { distanceKm } from '@/lib/geo/distance';
import { formatMinutes, toMinutes } from '@/lib/planner/time';
import { DEMO_DESTINATIONS } from './destinations';
import {
  type ActivityCategory,
  demoActivities,
  demoPorts,
  demoStations,
  demoTransfers,
  hashOf,
  type SeedActivity,
  type SeedTransfer,
} from './generate';

/**
 * What the activity and transfer modes sell on top of the demo inventory of generate.ts (issue 15):
 * an activity's sessions, places per session, meeting point, what the ticket includes and its
 * cancellation terms; a transfer's vehicle class, luggage, hub coordinates, distance bands and
 * fleet, plus the executive, minibus and shared-shuttle classes. Pure and deterministic like
 * generate.ts; index.ts upserts it.
 */

const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);

// ---------------------------------------------------------------- activities

export interface ActivityOperations {
  sessions: string[];
  capacity: number;
  meetingPoint: string;
  includes: string[];
  freeCancelHours: number | null;
}

/**
 * 1–4 start times between `opensAt` and the last start that still ends by `closesAt`, on the
 * quarter hour: evenly spread, as many as fit an hour apart (at most `wanted`).
 */
export function sessionTimes(
  opensAt: string,
  closesAt: string,
  durationMinutes: number,
  wanted: number,
): string[] {
  const first = toMinutes(opensAt);
  // '23:59' closes at midnight.
  const end = closesAt >= '23:59' ? 24 * 60 : toMinutes(closesAt);
  const last = Math.max(first, end - durationMinutes);
  const fit = Math.floor((last - first) / 60) + 1;
  const n = Math.max(1, Math.min(wanted, fit));
  if (n === 1) return [formatMinutes(first)];
  const step = (last - first) / (n - 1);
  const out = new Set<string>();
  for (let i = 0; i < n; i++)
    out.add(formatMinutes(Math.min(last, Math.round((first + step * i) / 15) * 15)));
  return [...out];
}

const PLACES: Record<ActivityCategory, number> = {
  culture: 40,
  food: 12,
  outdoors: 20,
  nightlife: 30,
  family: 60,
  tour: 16,
};

const INCLUDES: Record<ActivityCategory, string[]> = {
  culture: ['Skip-the-line entry', 'Audio guide in 8 languages'],
  food: ['All tastings and soft drinks', 'Local host'],
  outdoors: ['Licensed guide', 'Bottled water'],
  nightlife: ['Welcome drink', 'Host for the evening'],
  family: ['Day ticket to every ride', 'Free entry for children under 2'],
  tour: ['Licensed local guide', 'Small group of up to 16'],
};

/** Free cancellation up to this many hours before the session (null: not refundable). */
const CANCEL_HOURS: Record<ActivityCategory, number | null> = {
  culture: 24,
  food: 48,
  outdoors: 24,
  nightlife: 72,
  family: 24,
  tour: 24,
};

function meetingPointOf(a: SeedActivity): string {
  switch (a.category) {
    case 'culture':
    case 'family':
      return `Main entrance of ${a.name}, ticket desk`;
    case 'nightlife':
      return a.name.toLowerCase().includes('cruise')
        ? `${a.city} river pier, boarding gate 2`
        : `Hotel lobby bar, ${a.city} old town`;
    case 'food':
      return `${a.city} central market, main gate`;
    case 'outdoors':
      return `${a.city} tourist information centre`;
    default:
      return `${a.city} main square, by the fountain`;
  }
}

/** The operating side of one demo activity, from its schedule and a stable hash of its code. */
export function activityOperations(a: SeedActivity): ActivityOperations {
  const h = hashOf(a.code);
  const name = a.name.toLowerCase();
  return {
    sessions: sessionTimes(a.opensAt, a.closesAt, a.durationMinutes, 2 + (h % 3)),
    capacity: PLACES[a.category] + ((h >>> 3) % 3) * 4,
    meetingPoint: meetingPointOf(a),
    includes: [
      ...INCLUDES[a.category],
      ...(name.includes('dinner') ? ['Three-course dinner'] : []),
      ...(name.includes('bike') ? ['Bike and helmet'] : []),
      ...(name.includes('cooking') ? ['Apron and recipe cards'] : []),
    ],
    // Every seventh landmark is a non-refundable ticket (timed entries, special access).
    freeCancelHours: a.code.startsWith('A-') && h % 7 === 0 ? null : CANCEL_HOURS[a.category],
  };
}

export type GroundActivity = SeedActivity & ActivityOperations;

export function groundActivities(currency: string): GroundActivity[] {
  return demoActivities(currency).map((a) => ({ ...a, ...activityOperations(a) }));
}

// ---------------------------------------------------------------- transfers

export type VehicleClass = 'standard' | 'executive' | 'minivan' | 'minibus' | 'shared';

export interface GroundTransfer extends SeedTransfer {
  vehicleClass: VehicleClass;
  luggage: number;
  bands: TransferBand[];
  hubLat: number;
  hubLon: number;
  fleet: number;
}

/** Airport coordinates of the demo cities (OurAirports, public domain). Fixed data. */
export const AIRPORT_AT: Record<string, { lat: number; lon: number }> = {
  LHR: { lat: 51.4706, lon: -0.4619 },
  CDG: { lat: 49.0128, lon: 2.55 },
  FCO: { lat: 41.8045, lon: 12.252 },
  BCN: { lat: 41.2971, lon: 2.0785 },
  AMS: { lat: 52.3086, lon: 4.7639 },
  BER: { lat: 52.3622, lon: 13.5007 },
  MUC: { lat: 48.3538, lon: 11.7861 },
  VIE: { lat: 48.1103, lon: 16.5697 },
  ZRH: { lat: 47.4581, lon: 8.5481 },
  PRG: { lat: 50.1008, lon: 14.26 },
  LIS: { lat: 38.7813, lon: -9.1359 },
  ATH: { lat: 37.9364, lon: 23.9445 },
  JTR: { lat: 36.3992, lon: 25.4793 },
  DBV: { lat: 42.5614, lon: 18.2682 },
  SPU: { lat: 43.5389, lon: 16.298 },
  IST: { lat: 41.2613, lon: 28.742 },
  DXB: { lat: 25.2528, lon: 55.3644 },
  RAK: { lat: 31.6069, lon: -8.0363 },
  CAI: { lat: 30.1115, lon: 31.3967 },
  CPT: { lat: -33.9648, lon: 18.6017 },
  JFK: { lat: 40.6394, lon: -73.7793 },
  SFO: { lat: 37.619, lon: -122.375 },
  LAX: { lat: 33.9425, lon: -118.408 },
  MIA: { lat: 25.7932, lon: -80.2906 },
  CUN: { lat: 21.0394, lon: -86.8743 },
  GIG: { lat: -22.81, lon: -43.2506 },
  HND: { lat: 35.5523, lon: 139.78 },
  KIX: { lat: 34.4273, lon: 135.244 },
  BKK: { lat: 13.6811, lon: 100.747 },
  HKT: { lat: 8.1132, lon: 98.3169 },
  SIN: { lat: 1.3502, lon: 103.994 },
  DPS: { lat: -8.7482, lon: 115.167 },
  GOI: { lat: 15.3808, lon: 73.8314 },
  DEL: { lat: 28.5556, lon: 77.0952 },
  MLE: { lat: 4.1918, lon: 73.5291 },
  SYD: { lat: -33.9461, lon: 151.177 },
  AKL: { lat: -37.012, lon: 174.7863 },
  KEF: { lat: 63.985, lon: -22.6056 },
  EDI: { lat: 55.9501, lon: -3.3723 },
  SZG: { lat: 47.7933, lon: 13.0043 },
};

const ceil5 = (km: number) => Math.max(5, Math.ceil(km / 5) * 5);

/**
 * Distance bands from a hub `toCentreKm` from the city centre: a short hop, the centre and the
 * hotels around it (the row's own price), the suburbs, and the region; beyond the last, not sold.
 */
export function bandsFor(toCentreKm: number, centrePrice: number): TransferBand[] {
  // The short hop stops well before the centre (none for a hub in town).
  const hop = Math.floor((toCentreKm * 0.5) / 5) * 5;
  const bands: TransferBand[] = hop >= 5 ? [{ max_km: hop, price_minor: round100(centrePrice * 0.8) }] : [];
  bands.push(
    { max_km: ceil5(toCentreKm + 10), price_minor: centrePrice },
    { max_km: ceil5(toCentreKm + 30), price_minor: round100(centrePrice * 1.35) },
    { max_km: ceil5(toCentreKm + 60), price_minor: round100(centrePrice * 1.75) },
  );
  return bands;
}

/** The extra classes beside generate.ts's private sedan (standard) and minivan. */
const EXTRA = [
  {
    suffix: 'exec',
    vehicle: 'Executive sedan',
    vehicleClass: 'executive',
    maxPassengers: 3,
    luggage: 3,
    factor: 1.5,
  },
  {
    suffix: '16',
    vehicle: 'Private minibus',
    vehicleClass: 'minibus',
    maxPassengers: 16,
    luggage: 16,
    factor: 2.6,
  },
] as const;
/** A seat on the airport shuttle, priced per seated traveller; `fleet` counts the day's seats. */
const SHARED = {
  suffix: 'shared',
  vehicle: 'Shared airport shuttle',
  maxPassengers: 8,
  luggage: 8,
  seatFactor: 0.3,
};

export function groundTransfers(currency: string): GroundTransfer[] {
  const stations = new Map(demoStations().map((s) => [s.code, s]));
  const ports = new Map(demoPorts().map((p) => [p.code, p]));
  const centre = new Map(DEMO_DESTINATIONS.map((d) => [d.city, d]));
  const hubAt = (t: SeedTransfer) =>
    t.hubKind === 'airport' ? AIRPORT_AT[t.hubCode] : (stations.get(t.hubCode) ?? ports.get(t.hubCode));

  const out: GroundTransfer[] = [];
  for (const t of demoTransfers(currency)) {
    const at = hubAt(t);
    const d = centre.get(t.city);
    if (!at || !d) throw new Error(`ground.ts lacks coordinates of ${t.hubCode}`);
    const km = distanceKm(at, d);
    const h = hashOf(t.code);
    const minivan = t.maxPassengers > 3;
    const base = {
      ...t,
      hubLat: at.lat,
      hubLon: at.lon,
      vehicleClass: (minivan ? 'minivan' : 'standard') as VehicleClass,
      luggage: minivan ? 7 : 3,
      bands: bandsFor(km, t.priceMinor),
      fleet: (minivan ? 6 : 12) + (h % 5),
    };
    out.push(base);
    // The extra classes once per hub, built from the sedan's row.
    if (minivan) continue;
    const sedanCode = t.code.replace(/-3$/, '');
    for (const x of EXTRA) {
      const priceMinor = round100(t.priceMinor * x.factor);
      out.push({
        ...base,
        code: `${sedanCode}-${x.suffix}`,
        vehicle: x.vehicle,
        vehicleClass: x.vehicleClass,
        maxPassengers: x.maxPassengers,
        luggage: x.luggage,
        priceMinor,
        bands: bandsFor(km, priceMinor),
        fleet: x.vehicleClass === 'minibus' ? 2 + (h % 2) : 4 + (h % 3),
      });
    }
    if (t.hubKind === 'airport') {
      const priceMinor = round100(t.priceMinor * SHARED.seatFactor);
      out.push({
        ...base,
        code: `${sedanCode}-${SHARED.suffix}`,
        vehicle: SHARED.vehicle,
        vehicleClass: 'shared',
        maxPassengers: SHARED.maxPassengers,
        luggage: SHARED.luggage,
        // Stops at other hotels on the way.
        durationMinutes: t.durationMinutes + 25,
        priceMinor,
        bands: bandsFor(km, priceMinor),
        fleet: 48 + (h % 4) * 8,
      });
    }
  }
  return out;
}

/** Columns the first seeds did not fill: re-seeding writes them onto existing rows. */
export const GROUND_ACTIVITY_COLUMNS = [
  'sessions',
  'capacity',
  'meetingPoint',
  'includes',
  'freeCancelHours',
] as const satisfies readonly (keyof GroundActivity)[];
export const GROUND_TRANSFER_COLUMNS = [
  'vehicleClass',
  'luggage',
  'bands',
  'hubLat',
  'hubLon',
  'fleet',
] as const satisfies readonly (keyof GroundTransfer)[];
