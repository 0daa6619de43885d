import 'server-only';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { type InventoryCity, type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import type { TSegment } from '@/lib/contract/products';
import { type InventoryTransfer, inventoryTransfers } from '@/lib/db/schema';
import { distanceKm } from '@/lib/geo/distance';
import { foldKey } from '@/lib/search/world/fold';
import { decodeRef, encodeRef } from '../ref';
import type { ProductContext, ProductParty, ProductQuery, ProductSupplier, SupplierOffer } from '../types';
import { addMinutes } from './activity-rules';
import { citiesOf } from './cities';
import { offlineOrders } from './orders';
import { rideMinutes, TRANSFER_CANCELLATION, type TransferQuote, transferQuote } from './transfer-rules';
import { destinationOf, OFFLINE_SUPPLIER } from './where';

/**
 * Transfers from the tenant's inventory (issue 15, mode `transfer`): rides between a city's hub
 * (airport, station, port) and a point in town, one offer per vehicle class that fits the party.
 *
 * Which end is the hub: the pick-up when it is one of the hubs (its airport code, its name, or
 * within HUB_RADIUS_KM of the hub), else the drop-off; when neither is (the form's usual hotel
 * pick-up and a city), every hub of the drop-off's city (else the pick-up's) is offered as a ride
 * from the pick-up point to that hub. The price is the row's band for the haversine distance from
 * the hub to the other end (its coordinates, else its city's centre); beyond the last band the
 * ride is not offered. Rules (vehicles per party, shared seats) are in transfer-rules.ts.
 */

/** How near a picked place must be to a hub's coordinates to be that hub. */
export const HUB_RADIUS_KM = 0.5;

export function isHub(place: PickedPlace | null, row: InventoryTransfer): boolean {
  if (!place) return false;
  if (place.airportCode && place.airportCode.toUpperCase() === row.hubCode.toUpperCase()) return true;
  const name = foldKey(place.name);
  if (name === foldKey(row.hubName) || name === foldKey(row.hubCode)) return true;
  return (
    row.hubLat !== null &&
    row.hubLon !== null &&
    place.lat !== null &&
    place.lon !== null &&
    distanceKm({ lat: row.hubLat, lon: row.hubLon }, { lat: place.lat, lon: place.lon }) <= HUB_RADIUS_KM
  );
}

export interface Ride {
  row: InventoryTransfer;
  /** The hub is where the ride starts (arrivals) or where it ends (departures). */
  fromHub: boolean;
  pickUp: string;
  dropOff: string;
  /** Hub to the other end; null when either has no coordinates. */
  km: number | null;
  minutes: number;
  quote: TransferQuote;
}

interface RideInput {
  from: PickedPlace | null;
  to: PickedPlace | null;
  party: ProductParty;
}

/** One row's ride for the query (null: this row does not serve it for the party or distance). */
export function rideOf(
  row: InventoryTransfer,
  input: RideInput,
  cities: readonly InventoryCity[],
): Ride | null {
  const fromHub = isHub(input.from, row) || (!isHub(input.to, row) && !input.from);
  const point = fromHub ? input.to : input.from;
  const centre = cities.find(
    (c) => c.city === row.city && (!row.countryCode || c.countryCode === row.countryCode),
  );
  const pointCity = point ? resolveCity(point, cities) : null;
  const at =
    point && point.lat !== null && point.lon !== null
      ? { lat: point.lat, lon: point.lon }
      : (pointCity ?? (point ? null : (centre ?? null)));
  const hub = row.hubLat !== null && row.hubLon !== null ? { lat: row.hubLat, lon: row.hubLon } : null;
  const km = hub && at ? Math.round(distanceKm(hub, at) * 10) / 10 : null;
  const quote = transferQuote(row, input.party, km);
  if (!quote) return null;
  const pointName = point?.name ?? row.city;
  const base = rideMinutes(row.durationMinutes, km, hub && centre ? distanceKm(hub, centre) : null);
  return {
    row,
    fromHub,
    pickUp: fromHub ? row.hubName : pointName,
    dropOff: fromHub ? pointName : row.hubName,
    km,
    minutes: row.vehicleClass === 'shared' ? Math.max(base, row.durationMinutes) : base,
    quote,
  };
}

const CLASS_LABEL: Record<string, string> = {
  standard: 'Standard',
  executive: 'Executive',
  minivan: 'Minivan',
  minibus: 'Minibus',
  shared: 'Shared shuttle',
};

export function transferOffer(ride: Ride, date: string, time: string | null): SupplierOffer {
  const { row, quote } = ride;
  const shared = row.vehicleClass === 'shared';
  const vehicles = shared ? 1 : quote.units;
  const hubWait =
    row.hubKind === 'airport'
      ? 'Free waiting: 60 minutes after landing'
      : row.hubKind === 'port'
        ? 'Free waiting: 45 minutes after docking'
        : 'Free waiting: 30 minutes after arrival';
  const included = [
    shared ? 'Shared ride, with stops at other hotels' : 'Private ride, door to door',
    ...(ride.fromHub
      ? ['Meet and greet with a name sign', hubWait]
      : ['Free waiting: 15 minutes at pick-up']),
    `Up to ${row.luggage * vehicles} suitcases`,
    'Tolls, parking and taxes',
  ];
  const segments: TSegment[] = time
    ? [
        {
          from: ride.pickUp,
          to: ride.dropOff,
          from_code: ride.fromHub ? row.hubCode : '',
          to_code: ride.fromHub ? '' : row.hubCode,
          date,
          depart: time,
          arrive: addMinutes(time, ride.minutes),
          arrive_day_offset: addMinutes(time, ride.minutes) < time ? 1 : 0,
          duration_minutes: ride.minutes,
          carrier: row.vehicle,
          number: row.code,
          stops: 0,
        },
      ]
    : [];
  return {
    ref: encodeRef([{ kind: 'transfer', code: row.code, date, slot: '' }]),
    kind: 'transfer',
    title: vehicles > 1 ? `${vehicles} × ${row.vehicle}` : row.vehicle,
    subtitle: `${ride.pickUp} → ${ride.dropOff}`,
    date,
    end_date: null,
    time,
    segments,
    included,
    details: [
      { label: 'Pick-up', value: ride.pickUp },
      { label: 'Drop-off', value: ride.dropOff },
      { label: 'Vehicle class', value: CLASS_LABEL[row.vehicleClass] ?? row.vehicleClass },
      {
        label: 'Passengers',
        value: shared ? `${quote.units} seats` : `Up to ${row.maxPassengers} per vehicle`,
      },
      ...(vehicles > 1 ? [{ label: 'Vehicles', value: String(vehicles) }] : []),
      ...(ride.km !== null
        ? [{ label: 'Distance', value: `About ${Math.max(1, Math.round(ride.km))} km` }]
        : []),
      { label: 'Journey time', value: `About ${ride.minutes} min` },
    ],
    cancellation: { ...TRANSFER_CANCELLATION },
    facets: {
      vehicle_class: row.vehicleClass,
      duration: ride.minutes,
      refundable: TRANSFER_CANCELLATION.refundable,
      passengers: row.maxPassengers * vehicles,
    },
    image_url: null,
    cost: [
      {
        markupKind: 'transfer',
        amountMinor: quote.totalMinor,
        currency: row.currency,
        destination: destinationOf(row.city, row.countryCode),
        supplier: OFFLINE_SUPPLIER,
      },
    ],
    claims: [
      { kind: 'transfer', code: row.code, day: date, slot: '', quantity: quote.units, initial: row.fleet },
    ],
  };
}

/** Every ride the tenant's transfers offer for the query, cheapest first. */
export async function transferRides(
  ctx: ProductContext,
  input: RideInput & { hubKind?: string; hubCode?: string },
): Promise<Ride[]> {
  if (!input.from && !input.to) return [];
  const cities = await citiesOf(ctx);
  const fromCity = input.from ? resolveCity(input.from, cities) : null;
  const toCity = input.to ? resolveCity(input.to, cities) : null;
  const names = [...new Set([fromCity?.city, toCity?.city].filter((c): c is string => Boolean(c)))];
  const codes = [input.from?.airportCode, input.to?.airportCode].filter((c): c is string => Boolean(c));
  const scope = [
    ...(names.length ? [inArray(inventoryTransfers.city, names)] : []),
    ...(codes.length ? [inArray(inventoryTransfers.hubCode, codes)] : []),
  ];
  if (scope.length === 0) return [];
  const rows = (
    await ctx.db
      .select()
      .from(inventoryTransfers)
      .where(and(eq(inventoryTransfers.tenantId, ctx.tenantId), or(...scope)))
      .orderBy(asc(inventoryTransfers.code))
  ).filter(
    (r) => (!input.hubKind || r.hubKind === input.hubKind) && (!input.hubCode || r.hubCode === input.hubCode),
  );
  const fromHubs = rows.filter((r) => isHub(input.from, r));
  const toHubs = rows.filter((r) => isHub(input.to, r));
  const city = toCity?.city ?? fromCity?.city;
  const serving =
    fromHubs.length > 0 ? fromHubs : toHubs.length > 0 ? toHubs : rows.filter((r) => r.city === city);
  return serving
    .map((r) => rideOf(r, input, cities))
    .filter((r): r is Ride => r !== null)
    .sort((a, b) => a.quote.totalMinor - b.quote.totalMinor || a.row.code.localeCompare(b.row.code));
}

export const transferSupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'transfer',

  async availability(ctx, query: ProductQuery) {
    if (query.date < ctx.today) return [];
    const rides = await transferRides(ctx, query);
    return rides.map((r) => transferOffer(r, query.date, query.time));
  },

  async priceCheck(ctx, query, ref) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'transfer' || part.date < ctx.today) return null;
    const [row] = await ctx.db
      .select()
      .from(inventoryTransfers)
      .where(and(eq(inventoryTransfers.tenantId, ctx.tenantId), eq(inventoryTransfers.code, part.code)));
    if (!row) return null;
    const ride = rideOf(row, query, await citiesOf(ctx));
    return ride ? transferOffer(ride, part.date, query.time) : null;
  },
};
