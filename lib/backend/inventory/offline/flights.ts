import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import { type InventoryLeg, inventoryLegs, type LegFare } from '@/lib/db/schema';
import { legFares } from '../fares';
import { legsBetween } from '../legs';
import { decodeRef } from '../ref';
import type { ProductContext, ProductQuery, ProductSupplier, SupplierOffer } from '../types';
import { citiesOf } from './cities';
import { type FlightOption, flightOffer, journeyOptions, MAX_FLIGHT_OFFERS, runsOn } from './flight-offers';
import { offlineOrders } from './orders';

/**
 * Flights from the tenant's inventory (`inventory_legs` kind flight, fares = fare families):
 * one-way, return (outbound and inbound in the same fare family) and multi-city (every leg in
 * order, same fare family). The offers are built by the pure flight-offers.ts.
 */

type LegRow = Pick<
  InventoryLeg,
  | 'code'
  | 'fromCity'
  | 'toCity'
  | 'fromHub'
  | 'toHub'
  | 'carrier'
  | 'departures'
  | 'durationMinutes'
  | 'adultMinor'
  | 'childMinor'
  | 'infantMinor'
  | 'currency'
  | 'fares'
  | 'stops'
  | 'days'
  | 'kind'
>;

const columns = {
  code: inventoryLegs.code,
  kind: inventoryLegs.kind,
  fromCity: inventoryLegs.fromCity,
  toCity: inventoryLegs.toCity,
  fromHub: inventoryLegs.fromHub,
  toHub: inventoryLegs.toHub,
  carrier: inventoryLegs.carrier,
  departures: inventoryLegs.departures,
  durationMinutes: inventoryLegs.durationMinutes,
  adultMinor: inventoryLegs.adultMinor,
  childMinor: inventoryLegs.childMinor,
  infantMinor: inventoryLegs.infantMinor,
  currency: inventoryLegs.currency,
  fares: inventoryLegs.fares,
  stops: inventoryLegs.stops,
  days: inventoryLegs.days,
};

/** The tenant city a picked place means: an airport code the legs use, else the nearest or same-named city. */
async function cityOf(ctx: ProductContext, place: PickedPlace | null): Promise<string | null> {
  if (!place) return null;
  if (place.airportCode) {
    const [byHub] = await ctx.db
      .select({ city: inventoryLegs.fromCity })
      .from(inventoryLegs)
      .where(
        and(
          eq(inventoryLegs.tenantId, ctx.tenantId),
          eq(inventoryLegs.kind, 'flight'),
          eq(inventoryLegs.fromHub, place.airportCode),
        ),
      )
      .limit(1);
    if (byHub) return byHub.city;
  }
  return resolveCity(place, await citiesOf(ctx))?.city ?? null;
}

const flightLegs = (ctx: ProductContext, from: string, to: string): Promise<LegRow[]> =>
  legsBetween(ctx.db, ctx.tenantId, { kinds: ['flight'], from: [from], to: [to] });

/** Every departure × fare of the legs on `date` (legs that run that weekday). */
function optionsOn(legs: readonly LegRow[], date: string): FlightOption[] {
  const out: FlightOption[] = [];
  for (const leg of legs) {
    if (!runsOn(leg.days, date)) continue;
    for (const fare of legFares(leg)) for (const time of leg.departures) out.push({ leg, fare, date, time });
  }
  return out;
}

/** The journeys a query asks for: one-way [out], return [out, back], multi-city [leg1…legN]. */
async function journeyLegs(
  ctx: ProductContext,
  query: ProductQuery,
): Promise<{ date: string; legs: LegRow[] }[] | null> {
  const ends =
    query.legs.length > 0
      ? query.legs
      : query.from && query.to
        ? [
            { from: query.from, to: query.to, date: query.date },
            ...(query.returnDate ? [{ from: query.to, to: query.from, date: query.returnDate }] : []),
          ]
        : [];
  if (ends.length === 0) return null;
  const out: { date: string; legs: LegRow[] }[] = [];
  for (const end of ends) {
    const [from, to] = await Promise.all([cityOf(ctx, end.from), cityOf(ctx, end.to)]);
    if (!from || !to || from === to) return null;
    out.push({ date: end.date, legs: await flightLegs(ctx, from, to) });
  }
  return out;
}

async function availability(ctx: ProductContext, query: ProductQuery): Promise<SupplierOffer[]> {
  const journeys = await journeyLegs(ctx, query);
  if (!journeys || journeys.some((j) => j.date < ctx.today)) return [];
  const options = journeys.map((j) => optionsOn(j.legs, j.date));
  return journeyOptions(options, MAX_FLIGHT_OFFERS).map((parts) => flightOffer(parts, query.party));
}

async function priceCheck(
  ctx: ProductContext,
  query: ProductQuery,
  ref: string,
): Promise<SupplierOffer | null> {
  const parts = decodeRef(ref);
  if (!parts || parts.some((p) => p.kind !== 'flight' || p.date < ctx.today)) return null;
  const rows = await ctx.db
    .select(columns)
    .from(inventoryLegs)
    .where(
      and(
        eq(inventoryLegs.tenantId, ctx.tenantId),
        eq(inventoryLegs.kind, 'flight'),
        inArray(
          inventoryLegs.code,
          parts.map((p) => p.code),
        ),
      ),
    );
  const chosen: FlightOption[] = [];
  for (const part of parts) {
    const leg = rows.find((r) => r.code === part.code);
    const [time, fareCode] = part.slot.split('|');
    const fare: LegFare | undefined = leg ? legFares(leg).find((f) => f.code === fareCode) : undefined;
    if (!leg || !fare || !time || !leg.departures.includes(time) || !runsOn(leg.days, part.date)) return null;
    chosen.push({ leg, fare, date: part.date, time });
  }
  return flightOffer(chosen, query.party);
}

export const offlineFlights: ProductSupplier = { kind: 'flight', availability, priceCheck, ...offlineOrders };
