import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { nightDates } from '@/lib/booking/nights';
import type { LegKind } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import {
  inventoryActivities,
  inventoryHotels,
  inventoryRoomTypes,
  inventoryTransfers,
} from '@/lib/db/schema';
import type {
  ActivityCandidate,
  CityInventory,
  HotelCandidate,
  HubKind,
  LegCandidate,
  PlannerInventory,
  RoomCandidate,
  TransferCandidate,
} from '@/lib/planner/types';
import { hotelCandidate, roomCandidate } from './candidates';
import { tenantCities } from './cities';
import { legsBetween } from './legs';
import { destinationOf, OFFLINE_SUPPLIER } from './offline/where';
import { type InventoryCity, type PickedPlace, pickedPlace, resolveCity } from './resolve';
import { loadRatesAndAllotments, roomNightsOf } from './room-nights';

/**
 * The planner's input for one search, from the tenant's offline inventory (the database).
 *
 * - Each destination item resolves to one of the tenant's cities by name and country, or by its
 *   loc_coordinates within 40 km (resolve.ts). `CityInventory.city` is the name the traveller picked;
 *   legs are renamed to it so the planner can match them.
 * - Nights: the planner may reorder cities, so every room carries a NightRate for EVERY night of the
 *   trip window, start_date … start_date + sum(nights) − 1, not only the nights of its stay in the
 *   given order. A night without a rate is left out (not bookable); rooms with no bookable night in
 *   the window and hotels without such rooms are left out.
 * - Legs: every leg the inventory has between any two of origin and cities (both directions); a pair
 *   with none has no leg (the planner shows that journey as not included; nothing estimated is sold).
 * - Two round trips: the tenant's cities (grouped hotels and activities), then at once one query per
 *   table for the resolved cities' hotels, activities, room types, rates, allotments, transfers and legs.
 */
export async function loadPlannerInventory(
  db: Db,
  tenantId: string,
  search: TSearchApiRequest,
): Promise<PlannerInventory> {
  const picked = search.destination.map(pickedPlace);
  const originPlace = search.origin ? pickedPlace(search.origin) : null;

  // The tenant's cities (centroid of their hotels and activities), resolved in code so names match
  // regardless of accents ('Zurich' → 'Zürich'); then only the resolved cities' rows are read.
  const known = await tenantCities(db, tenantId);
  const resolved = picked.map((p) => resolveCity(p, known));
  const originCity = originPlace ? resolveCity(originPlace, known) : null;
  const cityNames = [...new Set(resolved.flatMap((c) => (c ? [c.city] : [])))];

  // Inventory name → the name the traveller picked (legs and transfers are matched by it).
  const pickedName = new Map<string, string>();
  resolved.forEach((c, i) => {
    const p = picked[i];
    if (c && p && !pickedName.has(c.city)) pickedName.set(c.city, p.name);
  });
  const originName = originPlace?.name ?? null;
  if (originCity && originName && !pickedName.has(originCity.city))
    pickedName.set(originCity.city, originName);
  const legNames = [
    ...new Set([...pickedName.keys(), ...picked.map((p) => p.name), ...(originName ? [originName] : [])]),
  ];

  const totalNights = Math.max(
    1,
    search.nights.reduce((s, n) => s + n, 0),
  );
  const dates = nightDates(search.start_date, totalNights);
  // The room types of the resolved cities' hotels, selected by a subquery so rooms, rates and
  // allotments are read alongside the hotels rather than after them.
  const roomScope = cityNames.length
    ? inArray(
        inventoryRoomTypes.hotelId,
        db
          .select({ id: inventoryHotels.id })
          .from(inventoryHotels)
          .where(and(eq(inventoryHotels.tenantId, tenantId), inArray(inventoryHotels.city, cityNames))),
      )
    : undefined;

  const [hotelRows, activityRows, roomRows, nightRows, transferRows, legRows] = await Promise.all([
    cityNames.length
      ? db
          .select()
          .from(inventoryHotels)
          .where(and(eq(inventoryHotels.tenantId, tenantId), inArray(inventoryHotels.city, cityNames)))
          .orderBy(asc(inventoryHotels.code))
      : Promise.resolve([]),
    cityNames.length
      ? db
          .select()
          .from(inventoryActivities)
          .where(
            and(eq(inventoryActivities.tenantId, tenantId), inArray(inventoryActivities.city, cityNames)),
          )
          .orderBy(asc(inventoryActivities.code))
      : Promise.resolve([]),
    roomScope
      ? db
          .select()
          .from(inventoryRoomTypes)
          .where(and(eq(inventoryRoomTypes.tenantId, tenantId), roomScope))
          .orderBy(asc(inventoryRoomTypes.code))
      : Promise.resolve([]),
    loadRatesAndAllotments(db, tenantId, roomScope, dates),
    cityNames.length
      ? db
          .select()
          .from(inventoryTransfers)
          .where(and(eq(inventoryTransfers.tenantId, tenantId), inArray(inventoryTransfers.city, cityNames)))
          .orderBy(asc(inventoryTransfers.code))
      : Promise.resolve([]),
    legNames.length >= 2 ? legsBetween(db, tenantId, { from: legNames, to: legNames }) : Promise.resolve([]),
  ]);

  const nightsByRoom = roomNightsOf(roomRows, dates, nightRows.rates, nightRows.allotments);
  const roomsByHotel = new Map<string, RoomCandidate[]>();
  for (const r of roomRows) {
    const priced = nightsByRoom.get(r.id);
    if (!priced?.nights.length) continue;
    const list = roomsByHotel.get(r.hotelId) ?? [];
    list.push(roomCandidate(r, priced.currency ?? search.currency, priced.nights));
    roomsByHotel.set(r.hotelId, list);
  }

  const hotelsOf = (city: string): HotelCandidate[] =>
    hotelRows.flatMap((h) => {
      const rooms = roomsByHotel.get(h.id);
      return h.city === city && rooms?.length ? [hotelCandidate(h, rooms)] : [];
    });
  const activitiesOf = (city: string): ActivityCandidate[] =>
    activityRows
      .filter((a) => a.city === city)
      .map((a) => ({
        code: a.code,
        name: a.name,
        city: a.city,
        lat: a.lat,
        lon: a.lon,
        category: a.category,
        popularity: a.popularity,
        durationMinutes: a.durationMinutes,
        adultMinor: a.priceMinor,
        childMinor: a.childPriceMinor ?? a.priceMinor,
        currency: a.currency,
        days: a.days,
        opensAt: a.opensAt,
        closesAt: a.closesAt,
        hasPaid: a.hasPaid,
        imageUrl: a.imageUrl,
        soldIn: destinationOf(a.city, a.countryCode),
        supplier: OFFLINE_SUPPLIER,
      }));
  const transfersOf = (city: string): TransferCandidate[] =>
    transferRows
      // A shared shuttle is priced per seat; the planner prices transfers per vehicle.
      .filter((t) => t.city === city && t.vehicleClass !== 'shared')
      .map((t) => ({
        code: t.code,
        city: t.city,
        hubKind: t.hubKind as HubKind,
        hubCode: t.hubCode,
        hubName: t.hubName,
        vehicle: t.vehicle,
        maxPassengers: t.maxPassengers,
        durationMinutes: t.durationMinutes,
        priceMinor: t.priceMinor,
        currency: t.currency,
        soldIn: destinationOf(t.city, t.countryCode),
        supplier: OFFLINE_SUPPLIER,
      }));

  const cities: CityInventory[] = picked.map((p, i) => {
    const c = resolved[i] ?? null;
    const at = locate(p, c);
    return {
      city: p.name,
      countryCode: c?.countryCode ?? p.countryCode ?? '',
      lat: at?.lat ?? 0,
      lon: at?.lon ?? 0,
      hotels: c ? hotelsOf(c.city) : [],
      activities: c ? activitiesOf(c.city) : [],
      transfers: c ? transfersOf(c.city) : [],
    };
  });
  const originAt = originPlace ? locate(originPlace, originCity) : null;
  const origin =
    originPlace && originAt
      ? {
          city: originPlace.name,
          countryCode: originCity?.countryCode ?? originPlace.countryCode ?? '',
          ...originAt,
        }
      : null;

  // Legs, renamed to the picked names. A pair the inventory does not connect gets no leg: the trip
  // shows that journey as not included rather than selling an estimated fare.
  const rename = (name: string) => pickedName.get(name) ?? name;
  const legs: LegCandidate[] = legRows.map((l) => ({
    code: l.code,
    kind: l.kind as LegKind,
    fromCity: rename(l.fromCity),
    toCity: rename(l.toCity),
    fromHub: l.fromHub,
    toHub: l.toHub,
    fromHubKind: l.fromHubKind as HubKind,
    toHubKind: l.toHubKind as HubKind,
    carrier: l.carrier,
    departures: l.departures,
    days: l.days,
    durationMinutes: l.durationMinutes,
    adultMinor: l.adultMinor,
    childMinor: l.childMinor,
    infantMinor: l.infantMinor,
    currency: l.currency,
    // As its search offers carry it: the arrival city as stored (lib/backend/inventory/offline/rail.ts).
    soldIn: destinationOf(l.toCity),
    supplier: OFFLINE_SUPPLIER,
  }));
  return { origin, cities, legs };
}

function locate(p: PickedPlace, c: InventoryCity | null): { lat: number; lon: number } | null {
  if (p.lat !== null && p.lon !== null) return { lat: p.lat, lon: p.lon };
  return c ? { lat: c.lat, lon: c.lon } : null;
}
