import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cabHourlySupplier } from '@/lib/backend/inventory/offline/cab-hourly';
import { cabIntercitySupplier } from '@/lib/backend/inventory/offline/cab-intercity';
import { capacityLeft, remainingOf } from '@/lib/backend/inventory/offline/capacity';
import { carSupplier } from '@/lib/backend/inventory/offline/car';
import { hireDays } from '@/lib/backend/inventory/offline/drive-rules';
import type {
  ProductContext,
  ProductParty,
  ProductQuery,
  SupplierOffer,
} from '@/lib/backend/inventory/types';
import type { ProductKind } from '@/lib/contract/products';
import { earliestToday } from '@/lib/contract/search-api';
import { inventoryCabPackages, inventoryCars, inventoryLegs } from '@/lib/db/schema';
import { foldKey } from '@/lib/search/world/fold';
import { tenantCities } from '../cities';
import { type PickedPlace, pickedPlace, resolveCity } from '../resolve';
import type { AvailabilityContext } from './availability';
import type {
  TCabMasterRequest,
  THourlyRequest,
  TOfflineCabRequest,
  TPlaceInput,
  TSelfDriveRequest,
} from './schema';

/**
 * The drive mode's partners_metrip/get/… answers (spec §7 hourly, offlinecab, cabmaster, and a
 * self-drive call the spec does not name): the same offers the search results list (the offline
 * product suppliers, so rules and prices agree), reshaped snake_case with money as
 * { amount (minor units), currency } in the inventory's currency, and what each still has on sale.
 */

const money = (amount: number, currency: string) => ({ amount, currency });

const placeOf = (p: TPlaceInput): PickedPlace =>
  typeof p === 'string'
    ? { name: p, countryCode: null, lat: null, lon: null, airportCode: null }
    : pickedPlace(p);

const productContext = (ctx: AvailabilityContext): ProductContext => ({
  db: ctx.db,
  tenantId: ctx.tenantId,
  providers: ctx.providers,
  today: ctx.today ?? earliestToday(),
});

const queryOf = (
  kind: ProductKind,
  from: TPlaceInput | null,
  to: TPlaceInput | null,
  date: string,
  party: ProductParty,
  extra: Partial<ProductQuery> = {},
): ProductQuery => ({
  kind,
  from: from === null ? null : placeOf(from),
  to: to === null ? null : placeOf(to),
  date,
  returnDate: null,
  time: null,
  legs: [],
  party,
  ...extra,
});

/** Each offer with what it still has on sale, and whether the party still fits in it. */
async function withRemaining(ctx: ProductContext, offers: SupplierOffer[]) {
  const left = await capacityLeft(
    ctx.db,
    ctx.tenantId,
    offers.flatMap((o) => o.claims),
  );
  return offers.map((offer) => ({ offer, ...remainingOf(offer.claims, left) }));
}

const codeOf = (o: SupplierOffer) => o.claims[0]?.code ?? '';
const totalOf = (o: SupplierOffer) => o.cost.reduce((s, c) => s + c.amountMinor, 0);
const partyOf = (r: { adults: number; children: number[]; infants: number }): ProductParty => ({
  adults: r.adults,
  children: r.children,
  infants: r.infants,
});

export async function hourly(actx: AvailabilityContext, req: THourlyRequest) {
  const ctx = productContext(actx);
  const offers = await cabHourlySupplier.availability(
    ctx,
    queryOf('cab_hourly', req.city, null, req.date, { adults: req.passengers, children: [], infants: 0 }),
  );
  const picked = offers.filter((o) => req.hours === undefined || o.facets.hours === req.hours);
  const codes = picked.map(codeOf);
  const rows =
    codes.length === 0
      ? []
      : await ctx.db
          .select()
          .from(inventoryCabPackages)
          .where(
            and(eq(inventoryCabPackages.tenantId, ctx.tenantId), inArray(inventoryCabPackages.code, codes)),
          );
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return (await withRemaining(ctx, picked)).flatMap(({ offer, remaining, bookable }) => {
    const p = byCode.get(codeOf(offer));
    if (!p) return [];
    return [
      {
        code: p.code,
        ref: offer.ref,
        city: p.city,
        date: req.date,
        vehicle: p.vehicle,
        vehicle_class: p.vehicleClass,
        max_passengers: p.maxPassengers,
        hours: p.hours,
        km_included: p.kmIncluded,
        price: money(p.priceMinor, p.currency),
        extra_hour: money(p.extraHourMinor, p.currency),
        extra_km: money(p.extraKmMinor, p.currency),
        available: bookable,
        remaining,
        cancellation: offer.cancellation,
      },
    ];
  });
}

export async function offlineCab(actx: AvailabilityContext, req: TOfflineCabRequest) {
  const ctx = productContext(actx);
  const offers = await cabIntercitySupplier.availability(
    ctx,
    queryOf('cab_intercity', req.from, req.to, req.date, partyOf(req)),
  );
  const options = (await withRemaining(ctx, offers)).map(({ offer, remaining, bookable }) => {
    const segment = offer.segments[0];
    const claim = offer.claims[0];
    const currency = offer.cost[0]?.currency ?? '';
    const vehicles = claim?.quantity ?? 1;
    return {
      ref: offer.ref,
      leg_code: codeOf(offer),
      vehicle_code: String(offer.facets.vehicle_class),
      vehicle: offer.details.find((d) => d.label === 'Vehicle')?.value ?? '',
      carrier: segment?.carrier ?? '',
      from_city: segment?.from ?? '',
      to_city: segment?.to ?? '',
      from_hub: segment?.from_code ?? '',
      to_hub: segment?.to_code ?? '',
      departure: segment?.depart ?? '',
      arrival: segment?.arrive ?? '',
      arrival_day_offset: segment?.arrive_day_offset ?? 0,
      duration_minutes: segment?.duration_minutes ?? 0,
      vehicles,
      price: money(totalOf(offer), currency),
      available: bookable,
      remaining,
      cancellation: offer.cancellation,
    };
  });
  return { date: req.date, options };
}

/**
 * The vehicle classes of the agency's cabs: hourly packages' classes (with their vehicles and
 * passengers) and intercity cab vehicles (the cab legs' fares), optionally one service or one city.
 */
export async function cabMaster(actx: AvailabilityContext, req: TCabMasterRequest) {
  const ctx = productContext(actx);
  let city: string | null = null;
  if (req.city) {
    const found = resolveCity(placeOf(req.city), await tenantCities(ctx.db, ctx.tenantId));
    // A city the agency does not serve has no vehicles.
    if (!found) return [];
    city = found.city;
  }
  const classes = new Map<
    string,
    {
      code: string;
      service: 'hourly' | 'intercity';
      name: string;
      vehicles: Set<string>;
      max_passengers: number;
    }
  >();
  const add = (
    service: 'hourly' | 'intercity',
    code: string,
    name: string,
    vehicle: string,
    passengers: number,
  ) => {
    const key = `${service}\u0000${code}`;
    const c = classes.get(key) ?? { code, service, name, vehicles: new Set<string>(), max_passengers: 0 };
    c.vehicles.add(vehicle);
    c.max_passengers = Math.max(c.max_passengers, passengers);
    classes.set(key, c);
  };
  if (req.service !== 'intercity') {
    const rows = await ctx.db
      .selectDistinct({
        vehicleClass: inventoryCabPackages.vehicleClass,
        vehicle: inventoryCabPackages.vehicle,
        maxPassengers: inventoryCabPackages.maxPassengers,
      })
      .from(inventoryCabPackages)
      .where(
        and(
          eq(inventoryCabPackages.tenantId, ctx.tenantId),
          ...(city ? [eq(inventoryCabPackages.city, city)] : []),
        ),
      );
    for (const r of rows) {
      const name = r.vehicleClass.charAt(0).toUpperCase() + r.vehicleClass.slice(1);
      add('hourly', r.vehicleClass, name, r.vehicle, r.maxPassengers);
    }
  }
  if (req.service !== 'hourly') {
    const legs = await ctx.db
      .select({ fromCity: inventoryLegs.fromCity, toCity: inventoryLegs.toCity, fares: inventoryLegs.fares })
      .from(inventoryLegs)
      .where(and(eq(inventoryLegs.tenantId, ctx.tenantId), eq(inventoryLegs.kind, 'cab')))
      .orderBy(asc(inventoryLegs.code));
    for (const leg of legs) {
      if (city && foldKey(leg.fromCity) !== foldKey(city) && foldKey(leg.toCity) !== foldKey(city)) continue;
      for (const f of leg.fares)
        if (f.per === 'vehicle') add('intercity', f.code, f.name, f.name, f.capacity);
    }
  }
  return [...classes.values()]
    .sort(
      (a, b) =>
        a.service.localeCompare(b.service) ||
        a.max_passengers - b.max_passengers ||
        a.code.localeCompare(b.code),
    )
    .map((c) => ({ ...c, vehicles: [...c.vehicles].sort() }));
}

export async function selfDrive(actx: AvailabilityContext, req: TSelfDriveRequest) {
  const ctx = productContext(actx);
  const offers = await carSupplier.availability(
    ctx,
    queryOf('car', req.pickup, req.dropoff ?? req.pickup, req.pickup_date, partyOf(req), {
      returnDate: req.dropoff_date,
      time: req.pickup_time ?? null,
    }),
  );
  const codes = offers.map(codeOf);
  const rows =
    codes.length === 0
      ? []
      : await ctx.db
          .select()
          .from(inventoryCars)
          .where(and(eq(inventoryCars.tenantId, ctx.tenantId), inArray(inventoryCars.code, codes)));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const days = hireDays(req.pickup_date, req.dropoff_date);
  return (await withRemaining(ctx, offers)).flatMap(({ offer, remaining, bookable }) => {
    const car = byCode.get(codeOf(offer));
    if (!car) return [];
    const oneWayFee = offer.cost[1]?.amountMinor ?? 0;
    // The offer names the drop-off city of a one-way hire (carOffer's details).
    const oneWay = offer.details.find(
      (d) => d.label === 'Drop-off' && d.value !== 'Same location as pick-up',
    );
    return [
      {
        code: car.code,
        ref: offer.ref,
        supplier: car.supplier,
        city: car.city,
        pickup_name: car.pickupName,
        dropoff_city: oneWay ? oneWay.value : car.city,
        pickup_date: req.pickup_date,
        dropoff_date: offer.end_date,
        days,
        car_class: car.carClass,
        model: car.model,
        transmission: car.transmission,
        seats: car.seats,
        bags: car.bags,
        doors: car.doors,
        air_con: car.airCon,
        fuel_policy: car.fuelPolicy,
        km_per_day: car.kmPerDay,
        min_driver_age: car.minDriverAge,
        daily: money(car.dailyMinor, car.currency),
        one_way_fee: money(oneWayFee, car.currency),
        price: money(totalOf(offer), car.currency),
        available: bookable,
        remaining,
        cancellation: offer.cancellation,
      },
    ];
  });
}
