import 'server-only';
import { capacityLeft, remainingOf } from '@/lib/backend/inventory/offline/capacity';
import { transferOffer, transferRides } from '@/lib/backend/inventory/offline/transfer';
import { TRANSFER_CANCELLATION } from '@/lib/backend/inventory/offline/transfer-rules';
import type { ProductParty } from '@/lib/backend/inventory/types';
import { cancellationTerms, checkOutOf } from '@/lib/booking/supplier-cancellation';
import type { LegKind } from '@/lib/contract/planner';
import { earliestToday } from '@/lib/contract/search-api';
import { isEstimatedLeg } from '@/lib/planner/estimated';
import type { LegCandidate } from '@/lib/planner/types';
import { isHotelSource } from '@/lib/reference/hotel-sources';
import { foldKey } from '@/lib/search/world/fold';
import { tenantCities } from '../cities';
import { SupplierNotFoundError } from '../errors';
import { estimatedFlightLeg } from '../estimate';
import { legsBetween } from '../legs';
import { fits, roomNightMinor } from '../offline/room-price';
import { hotelSupplier } from '../registry';
import { resolveCity } from '../resolve';
import type { SupplierContext } from '../types';
import { money, placeOf } from './answers';
import type {
  TCancellationPolicyRequest,
  TIntercityRequest,
  TMulticityRequest,
  TPlaceInput,
  TRoomsAndRatesRequest,
  TTransferRequest,
} from './schema';

/**
 * The partners_metrip/get/… availability answers (spec §7) for what the inventory holds: hotel
 * rooms and rates, cancellation policies, transfers and inter-city legs (all kinds, rail, ferry,
 * multi-city flights). Shapes are snake_case like the rest of the Travel API; money is
 * { amount (minor units), currency }.
 */

export async function roomsAndRates(ctx: SupplierContext, req: TRoomsAndRatesRequest) {
  const stay = {
    hotelCodes: [req.hotel_code],
    checkIn: req.check_in,
    nights: req.nights,
    rooms: req.rooms,
  };
  // The tenant's rows say which source a hotel is from; a remote source's hotel is asked of it.
  const [listed] = await hotelSupplier('offline', ctx).availability(stay);
  const source = listed && isHotelSource(listed.source) ? listed.source : 'offline';
  const [found] = source === 'offline' ? [listed] : await hotelSupplier(source, ctx).availability(stay);
  if (!found) throw new SupplierNotFoundError(`Hotel ${req.hotel_code}`);
  const today = ctx.today ?? earliestToday();
  return {
    hotel: {
      code: found.code,
      name: found.name,
      stars: found.stars,
      city: found.city,
      country_code: found.countryCode,
      lat: found.lat,
      lon: found.lon,
      image_url: found.imageUrl,
      source: found.source,
    },
    check_in: req.check_in,
    check_out: checkOutOf(req.check_in, req.nights),
    rooms: found.rooms.map((room) => {
      const complete = room.nights.length === req.nights;
      const remaining = complete ? Math.min(...room.nights.map((n) => n.available)) : 0;
      // Each requested room in this type: all must fit, and enough rooms must be left.
      const allFit = req.rooms.every((r) => fits(room, r.adults, r.children));
      const total = req.rooms.reduce(
        (sum, r) => sum + room.nights.reduce((s, n) => s + roomNightMinor(room, n, r.adults, r.children), 0),
        0,
      );
      return {
        room_code: room.code,
        room_name: room.name,
        board: room.board,
        max_adults: room.maxAdults,
        max_children: room.maxChildren,
        max_occupancy: room.maxOccupancy,
        available: complete && allFit && remaining >= req.rooms.length,
        remaining,
        ...cancellationTerms(room.cancellation, req.check_in, today),
        nights: room.nights.map((n) => ({
          date: n.date,
          price: money(n.baseMinor, room.currency),
          available: n.available,
        })),
        price: money(total, room.currency),
      };
    }),
  };
}

export async function cancellationPolicy(ctx: SupplierContext, req: TCancellationPolicyRequest) {
  // The tenant's own rows hold every hotel's rooms and their terms, whatever the source.
  const policy = await hotelSupplier('offline', ctx).cancellationPolicy({
    hotelCode: req.hotel_code,
    roomCode: req.room_code,
  });
  return {
    hotel_code: req.hotel_code,
    room_code: req.room_code,
    check_in: req.check_in,
    ...cancellationTerms(policy, req.check_in, ctx.today ?? earliestToday()),
  };
}

/** Places to inventory city names (or the picked name when the tenant has no such city). */
async function resolvePlaces(ctx: SupplierContext, places: TPlaceInput[]) {
  const known = await tenantCities(ctx.db, ctx.tenantId);
  return places.map((p) => {
    const picked = placeOf(p);
    const city = resolveCity(picked, known);
    return {
      name: city?.city ?? picked.name,
      lat: picked.lat ?? city?.lat ?? null,
      lon: picked.lon ?? city?.lon ?? null,
      airportCode: picked.airportCode,
    };
  });
}

/**
 * partners_metrip/get/transfer: the rides the tenant's transfers offer (lib/backend/inventory/offline/
 * transfer.ts, the same supplier the transfer results page uses), at the supplier's prices. With
 * only a city, each hub's ride to the centre; with a date, what is left on sale that day.
 */
export async function transfers(ctx: SupplierContext, req: TTransferRequest) {
  const today = ctx.today ?? earliestToday();
  const party = {
    adults: req.adults ?? req.passengers,
    children: req.children,
    infants: req.infants,
  };
  const maybe = (p: TPlaceInput | undefined) => (p === undefined ? null : placeOf(p));
  const pickup = maybe(req.pickup);
  const dropoff = maybe(req.dropoff) ?? maybe(req.city);
  const rides = await transferRides(
    { db: ctx.db, tenantId: ctx.tenantId, providers: ctx.providers, today },
    { from: pickup, to: dropoff, party, hubKind: req.hub_kind, hubCode: req.hub_code },
  );
  const date = req.date ?? null;
  const claims = rides.map((r) => transferOffer(r, date ?? today, req.pickup_time ?? null).claims);
  const left = date ? await capacityLeft(ctx.db, ctx.tenantId, claims.flat()) : null;
  return rides.map((ride, i) => {
    const { row, quote } = ride;
    const shared = row.vehicleClass === 'shared';
    const stock = left ? remainingOf(claims[i] ?? [], left) : null;
    return {
      code: row.code,
      city: row.city,
      hub_kind: row.hubKind,
      hub_code: row.hubCode,
      hub_name: row.hubName,
      vehicle: row.vehicle,
      vehicle_class: row.vehicleClass,
      max_passengers: row.maxPassengers,
      luggage: row.luggage,
      pickup: ride.pickUp,
      dropoff: ride.dropOff,
      distance_km: ride.km,
      duration_minutes: ride.minutes,
      date,
      pickup_time: req.pickup_time ?? null,
      vehicles: shared ? 1 : quote.units,
      seats: shared ? quote.units : null,
      price_per_vehicle: shared ? null : money(quote.unitMinor, row.currency),
      price_per_seat: shared ? money(quote.unitMinor, row.currency) : null,
      price: money(quote.totalMinor, row.currency),
      remaining: stock?.remaining ?? null,
      available: stock?.bookable ?? true,
      cancellation: { ...TRANSFER_CANCELLATION },
    };
  });
}

/** Children under 2 travel as infants. */
const fareOf = (leg: { adultMinor: number; childMinor: number; infantMinor: number }, party: ProductParty) =>
  party.adults * leg.adultMinor +
  party.children.filter((a) => a >= 2).length * leg.childMinor +
  (party.infants + party.children.filter((a) => a < 2).length) * leg.infantMinor;

const legAnswer = (
  // Inventory rows hold the kind as text; estimates are LegCandidates.
  leg: Omit<LegCandidate, 'kind' | 'fromHubKind' | 'toHubKind'> & { kind: string },
  party: ProductParty,
  date: string | null,
) => ({
  code: leg.code,
  kind: leg.kind,
  from_city: leg.fromCity,
  to_city: leg.toCity,
  from_hub: leg.fromHub,
  to_hub: leg.toHub,
  carrier: leg.carrier,
  date,
  departures: leg.departures,
  duration_minutes: leg.durationMinutes,
  estimated: isEstimatedLeg(leg),
  fares: {
    adult: money(leg.adultMinor, leg.currency),
    child: money(leg.childMinor, leg.currency),
    infant: money(leg.infantMinor, leg.currency),
  },
  price: money(fareOf(leg, party), leg.currency),
});

/**
 * Legs from one place to another, of the given kinds (all when omitted). For flights, a pair the
 * inventory does not connect gets a distance-based estimate when both places are located.
 */
async function legAnswers(
  ctx: SupplierContext,
  pairs: { from: TPlaceInput; to: TPlaceInput; date: string | null }[],
  party: ProductParty,
  kinds: readonly LegKind[] | null,
) {
  const places = await resolvePlaces(
    ctx,
    pairs.flatMap((p) => [p.from, p.to]),
  );
  const names = [...new Set(places.map((p) => p.name))];
  // Shortest first; legs of the same length stay in code order (the sort is stable).
  const rows = (await legsBetween(ctx.db, ctx.tenantId, { kinds, from: names, to: names })).sort(
    (a, b) => a.durationMinutes - b.durationMinutes,
  );
  return pairs.map((pair, i) => {
    const from = places[i * 2];
    const to = places[i * 2 + 1];
    if (!from || !to) return [];
    const found = rows.filter(
      (l) => foldKey(l.fromCity) === foldKey(from.name) && foldKey(l.toCity) === foldKey(to.name),
    );
    if (found.length > 0 || (kinds && !kinds.includes('flight')))
      return found.map((l) => legAnswer(l, party, pair.date));
    if (from.lat === null || from.lon === null || to.lat === null || to.lon === null) return [];
    const estimate = estimatedFlightLeg(
      { city: from.name, lat: from.lat, lon: from.lon, hub: from.airportCode },
      { city: to.name, lat: to.lat, lon: to.lon, hub: to.airportCode },
    );
    return [legAnswer(estimate, party, pair.date)];
  });
}

export async function intercity(
  ctx: SupplierContext,
  req: TIntercityRequest,
  kinds: readonly LegKind[] | null,
) {
  const [legs] = await legAnswers(ctx, [{ from: req.from, to: req.to, date: req.date ?? null }], req, kinds);
  return legs ?? [];
}

export async function multicity(ctx: SupplierContext, req: TMulticityRequest) {
  const legs = await legAnswers(
    ctx,
    req.legs.map((l) => ({ from: l.from, to: l.to, date: l.date })),
    req,
    ['flight'],
  );
  return req.legs.map((l, i) => ({ date: l.date, options: legs[i] ?? [] }));
}
