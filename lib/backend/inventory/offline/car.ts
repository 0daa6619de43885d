import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { citiesOf, type InventoryCity, type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import type { Db } from '@/lib/db/open';
import { type InventoryCar, inventoryCars } from '@/lib/db/schema';
import { foldKey } from '@/lib/search/world/fold';
import { decodeRef, encodeRef } from '../ref';
import type { ProductContext, ProductParty, ProductQuery, ProductSupplier, SupplierOffer } from '../types';
import {
  carCancellation,
  carHirePrice,
  carOffered,
  classLabel,
  dropOffDay,
  fuelPolicyText,
  hireDates,
  hireDays,
  mileageLine,
} from './drive-rules';
import { offlineOrders } from './orders';
import { destinationOf } from './where';

/**
 * Self-drive cars from the tenant's `inventory_cars`: every class at the pick-up city's desks,
 * hired from the pick-up day to the drop-off day (the search's return date; one day without one),
 * for a party that fits its seats. Returned in another city only with a company that has a desk
 * there too, for its one-way fee. A hire takes one car of the class on each day (slot '').
 * Ref: `car:<code>@<pick-up day>#<drop-off day>`; the drop-off place is the search's.
 */

/** The tenant's car hire cities, at the centroid of their desks (one grouped query). */
export async function carCities(db: Db, tenantId: string): Promise<InventoryCity[]> {
  const rows = await db
    .select({
      city: inventoryCars.city,
      countryCode: inventoryCars.countryCode,
      lat: sql<number>`avg(${inventoryCars.lat})`.mapWith(Number),
      lon: sql<number>`avg(${inventoryCars.lon})`.mapWith(Number),
    })
    .from(inventoryCars)
    .where(eq(inventoryCars.tenantId, tenantId))
    .groupBy(inventoryCars.city, inventoryCars.countryCode);
  return citiesOf(rows);
}

interface Hire {
  pickUp: InventoryCity;
  dropOff: InventoryCity;
  date: string;
  returnDate: string | null;
  days: number;
  oneWay: boolean;
  /** Companies with a desk in the drop-off city. */
  dropOffSuppliers: Set<string>;
}

/** Where and when the search hires a car; null when either place has no car hire. */
async function hireOf(
  ctx: ProductContext,
  from: PickedPlace | null,
  to: PickedPlace | null,
  date: string,
  returnDate: string | null,
): Promise<Hire | null> {
  const place = from ?? to;
  if (!place) return null;
  const cities = await carCities(ctx.db, ctx.tenantId);
  const pickUp = resolveCity(place, cities);
  // No drop-off place: returned where it was collected.
  const dropOff = to && from ? resolveCity(to, cities) : pickUp;
  if (!pickUp || !dropOff) return null;
  const oneWay = foldKey(pickUp.city) !== foldKey(dropOff.city) || pickUp.countryCode !== dropOff.countryCode;
  const dropOffSuppliers = new Set<string>();
  if (oneWay) {
    const rows = await ctx.db
      .selectDistinct({ supplier: inventoryCars.supplier })
      .from(inventoryCars)
      .where(
        and(
          eq(inventoryCars.tenantId, ctx.tenantId),
          eq(inventoryCars.city, dropOff.city),
          eq(inventoryCars.countryCode, dropOff.countryCode),
        ),
      );
    for (const r of rows) dropOffSuppliers.add(r.supplier);
  }
  return { pickUp, dropOff, date, returnDate, days: hireDays(date, returnDate), oneWay, dropOffSuppliers };
}

/** One car class hired for the party, or null when it does not fit the party or the drop-off. */
export function carOffer(
  car: InventoryCar,
  hire: Hire,
  party: ProductParty,
  time: string | null,
): SupplierOffer | null {
  if (!carOffered(car, party, hire.oneWay, hire.dropOffSuppliers)) return null;
  const price = carHirePrice(car, hire.days, hire.oneWay);
  // The markup rules' supplier is the rental company the offer names (facets.supplier).
  const soldBy = { destination: destinationOf(car.city, car.countryCode), supplier: car.supplier };
  const endDate = dropOffDay(hire.date, hire.returnDate);
  const dayWord = hire.days === 1 ? 'day' : 'days';
  return {
    ref: encodeRef([{ kind: 'car', code: car.code, date: hire.date, slot: endDate }]),
    kind: 'car',
    title: car.model,
    subtitle: [
      classLabel(car.carClass),
      classLabel(car.transmission),
      `${car.seats} seats`,
      `${car.bags} ${car.bags === 1 ? 'bag' : 'bags'}`,
      car.supplier,
    ].join(' · '),
    date: hire.date,
    end_date: endDate,
    time,
    segments: [],
    included: [
      mileageLine(car.kmPerDay),
      fuelPolicyText(car.fuelPolicy),
      ...(car.airCon ? ['Air conditioning'] : []),
      `${hire.days} ${dayWord} of hire`,
      ...(hire.oneWay ? [`One-way drop-off in ${hire.dropOff.city}`] : []),
    ],
    details: [
      { label: 'Pick-up location', value: car.pickupName },
      { label: 'Drop-off', value: hire.oneWay ? hire.dropOff.city : 'Same location as pick-up' },
      { label: 'Minimum driver age', value: `${car.minDriverAge}` },
      { label: 'Doors', value: `${car.doors}` },
      { label: 'Rental company', value: car.supplier },
    ],
    cancellation: carCancellation(car.freeCancelHours),
    facets: {
      car_class: car.carClass,
      transmission: car.transmission,
      supplier: car.supplier,
      seats: car.seats,
      refundable: car.freeCancelHours !== null,
    },
    image_url: null,
    cost: [
      { markupKind: 'car', amountMinor: price.rental, currency: car.currency, ...soldBy },
      ...(price.oneWayFee > 0
        ? [{ markupKind: 'car' as const, amountMinor: price.oneWayFee, currency: car.currency, ...soldBy }]
        : []),
    ],
    claims: hireDates(hire.date, hire.days).map((day) => ({
      kind: 'car' as const,
      code: car.code,
      day,
      slot: '',
      quantity: 1,
      initial: car.fleet,
    })),
  };
}

const byPrice = (a: SupplierOffer, b: SupplierOffer) =>
  a.cost.reduce((s, c) => s + c.amountMinor, 0) - b.cost.reduce((s, c) => s + c.amountMinor, 0) ||
  a.ref.localeCompare(b.ref);

/** The search's cars with their offers, cheapest first (the results page's and §7 selfdrive's one query). */
export async function carListings(
  ctx: ProductContext,
  query: ProductQuery,
): Promise<{ car: InventoryCar; offer: SupplierOffer }[]> {
  if (query.date < ctx.today) return [];
  const hire = await hireOf(ctx, query.from, query.to, query.date, query.returnDate);
  if (!hire) return [];
  const cars = await ctx.db
    .select()
    .from(inventoryCars)
    .where(
      and(
        eq(inventoryCars.tenantId, ctx.tenantId),
        eq(inventoryCars.city, hire.pickUp.city),
        eq(inventoryCars.countryCode, hire.pickUp.countryCode),
      ),
    );
  return cars
    .flatMap((car) => {
      const offer = carOffer(car, hire, query.party, query.time);
      return offer ? [{ car, offer }] : [];
    })
    .sort((a, b) => byPrice(a.offer, b.offer));
}

export const carSupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'car',
  async availability(ctx, query: ProductQuery) {
    return (await carListings(ctx, query)).map((l) => l.offer);
  },
  async priceCheck(ctx, query, ref) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'car' || part.date < ctx.today || part.slot < part.date) return null;
    const [car] = await ctx.db
      .select()
      .from(inventoryCars)
      .where(and(eq(inventoryCars.tenantId, ctx.tenantId), eq(inventoryCars.code, part.code)));
    if (!car) return null;
    // The ref's drop-off day was either searched or the day after a one-day hire without one.
    const returnDate = part.slot;
    const hire = await hireOf(ctx, query.from, query.to, part.date, returnDate);
    if (!hire || foldKey(hire.pickUp.city) !== foldKey(car.city)) return null;
    return carOffer(car, hire, query.party, query.time);
  },
};
