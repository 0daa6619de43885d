import 'server-only';
import { foldKey } from '@/lib/search/world/fold';
import { tenantCities } from '../cities';
import { legsBetween } from '../legs';
import { cabPackages, hourlyListings } from '../offline/cab-hourly';
import { carListings } from '../offline/car';
import { hireDays } from '../offline/drive-rules';
import { productSupplier } from '../registry';
import { resolveCity } from '../resolve';
import type { SupplierContext, SupplierOffer } from '../types';
import { money, partyOf, placeOf, productContext, queryOf, totalOf, withRemaining } from './answers';
import type { TCabMasterRequest, THourlyRequest, TOfflineCabRequest, TSelfDriveRequest } from './schema';

/**
 * The drive mode's partners_metrip/get/… answers (spec §7 hourly, offlinecab, cabmaster, and a
 * self-drive call the spec does not name): the same offers the search results list (the kinds'
 * suppliers and their queries, so rules and prices agree), reshaped snake_case with money as
 * { amount (minor units), currency } in the inventory's currency, and what each still has on sale.
 */

const codeOf = (o: SupplierOffer) => o.claims[0]?.code ?? '';
const offerOf = <T extends { offer: SupplierOffer }>(x: T) => x.offer;

export async function hourly(actx: SupplierContext, req: THourlyRequest) {
  const ctx = productContext(actx);
  const listed = await hourlyListings(
    ctx,
    queryOf('cab_hourly', req.city, null, req.date, { adults: req.passengers, children: [], infants: 0 }),
  );
  const picked = listed.filter((l) => req.hours === undefined || l.offer.facets.hours === req.hours);
  return (await withRemaining(ctx, picked, offerOf)).map(
    ({ item: { pkg: p, offer }, remaining, bookable }) => ({
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
    }),
  );
}

export async function offlineCab(actx: SupplierContext, req: TOfflineCabRequest) {
  const ctx = productContext(actx);
  const offers = await productSupplier('cab_intercity').availability(
    ctx,
    queryOf('cab_intercity', req.from, req.to, req.date, partyOf(req)),
  );
  const options = (await withRemaining(ctx, offers, (o) => o)).map(({ item: offer, remaining, bookable }) => {
    const segment = offer.segments[0];
    const claim = offer.claims[0];
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
      price: totalOf(offer),
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
export async function cabMaster(actx: SupplierContext, req: TCabMasterRequest) {
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
    const rows = await cabPackages(ctx, city);
    for (const r of rows) {
      const name = r.vehicleClass.charAt(0).toUpperCase() + r.vehicleClass.slice(1);
      add('hourly', r.vehicleClass, name, r.vehicle, r.maxPassengers);
    }
  }
  if (req.service !== 'hourly') {
    const legs = await legsBetween(ctx.db, ctx.tenantId, { kinds: ['cab'] });
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

export async function selfDrive(actx: SupplierContext, req: TSelfDriveRequest) {
  const ctx = productContext(actx);
  const listed = await carListings(
    ctx,
    queryOf('car', req.pickup, req.dropoff ?? req.pickup, req.pickup_date, partyOf(req), {
      returnDate: req.dropoff_date,
      time: req.pickup_time ?? null,
    }),
  );
  const days = hireDays(req.pickup_date, req.dropoff_date);
  return (await withRemaining(ctx, listed, offerOf)).flatMap(
    ({ item: { car, offer }, remaining, bookable }) => {
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
          price: money(totalOf(offer).amount, car.currency),
          available: bookable,
          remaining,
          cancellation: offer.cancellation,
        },
      ];
    },
  );
}
