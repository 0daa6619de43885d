import 'server-only';
import { type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import type { InventoryLeg, LegFare } from '@/lib/db/schema';
import { foldKey } from '@/lib/search/world/fold';
import { legFares } from '../fares';
import { legsBetween } from '../legs';
import { decodeRef, encodeRef } from '../ref';
import type { ProductContext, ProductParty, ProductSupplier, SupplierOffer } from '../types';
import { citiesOf } from './cities';
import { arrivalOf, cabFarePrice, durationText, fareCancellation, weekdayOf } from './drive-rules';
import { offlineOrders } from './orders';
import { destinationOf, OFFLINE_SUPPLIER } from './where';

/**
 * Intercity cabs from the tenant's `inventory_legs` of kind 'cab' between the two places searched:
 * one offer per departure (the leg's `departures`, on the days it runs) and vehicle (its `fares`,
 * sold per vehicle, `capacity` passengers each). A party larger than a vehicle gets as many of
 * that vehicle as it needs (ceil(travellers / capacity)), so every vehicle type stays on offer;
 * the booking claims that many vehicles of the departure ('HH:mm|vehicle'). A leg without vehicle
 * fares sells seats in a shared car at its per-traveller prices.
 * Ref: `cab_intercity:<leg code>@<day>#<HH:mm>|<vehicle code>`.
 */

/** The vehicles a cab leg sells (its fares; a shared car when it has none). */
export const cabFaresOf = (leg: InventoryLeg): LegFare[] => legFares(leg);

export function intercityOffer(
  leg: InventoryLeg,
  fare: LegFare,
  date: string,
  depart: string,
  party: ProductParty,
): SupplierOffer {
  const { units, totalMinor } = cabFarePrice(fare, party);
  const { arrive, dayOffset } = arrivalOf(depart, leg.durationMinutes);
  const slot = `${depart}|${fare.code}`;
  const perVehicle = fare.per === 'vehicle';
  // 'sedan', but 'SUV' stays in capitals.
  const noun = /^[A-Z]+$/.test(fare.name) ? fare.name : fare.name.toLowerCase();
  const what = !perVehicle ? 'shared car' : units === 1 ? `private ${noun}` : `${units} private ${noun}s`;
  return {
    ref: encodeRef([{ kind: 'cab_intercity', code: leg.code, date, slot }]),
    kind: 'cab_intercity',
    title: `${leg.fromCity} to ${leg.toCity} by ${what}`,
    subtitle: [
      `Departs ${depart}`,
      durationText(leg.durationMinutes),
      perVehicle
        ? `up to ${fare.capacity} passengers per vehicle`
        : `${units} ${units === 1 ? 'seat' : 'seats'}`,
    ].join(' · '),
    date,
    end_date: null,
    time: depart,
    segments: [
      {
        from: leg.fromCity,
        to: leg.toCity,
        from_code: leg.fromHub,
        to_code: leg.toHub,
        date,
        depart,
        arrive,
        arrive_day_offset: dayOffset,
        duration_minutes: leg.durationMinutes,
        carrier: leg.carrier,
        number: leg.code,
        stops: 0,
      },
    ],
    included: [
      perVehicle ? 'Door-to-door ride with a private driver' : 'Seat in a shared car with driver',
      perVehicle
        ? `${fare.checked_bags} ${fare.checked_bags === 1 ? 'suitcase' : 'suitcases'} per vehicle`
        : `${fare.checked_bags} suitcase per traveller`,
      'Tolls and fuel',
    ],
    details: [
      { label: 'Vehicle', value: fare.name },
      { label: perVehicle ? 'Vehicles' : 'Seats', value: `${units}` },
      { label: 'Pick-up', value: `${leg.fromCity} (${leg.fromHub})` },
      { label: 'Drop-off', value: `${leg.toCity} (${leg.toHub})` },
    ],
    cancellation: fareCancellation(fare),
    facets: {
      vehicle_class: fare.code,
      depart,
      duration: leg.durationMinutes,
      refundable: fare.refundable,
    },
    image_url: null,
    cost: [
      {
        markupKind: 'cab',
        amountMinor: totalMinor,
        currency: leg.currency,
        destination: destinationOf(leg.toCity),
        supplier: OFFLINE_SUPPLIER,
      },
    ],
    claims: [
      { kind: 'cab_intercity', code: leg.code, day: date, slot, quantity: units, initial: fare.seats },
    ],
  };
}

/** The tenant's cab legs from one searched place to the other (none when either is not its city). */
async function cabLegs(ctx: ProductContext, from: PickedPlace | null, to: PickedPlace | null) {
  if (!from || !to) return [];
  const cities = await citiesOf(ctx);
  const a = resolveCity(from, cities);
  const b = resolveCity(to, cities);
  if (!a || !b || foldKey(a.city) === foldKey(b.city)) return [];
  return legsBetween(ctx.db, ctx.tenantId, { kinds: ['cab'], from: [a.city], to: [b.city] });
}

export const cabIntercitySupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'cab_intercity',
  async availability(ctx, query) {
    if (query.date < ctx.today) return [];
    const legs = await cabLegs(ctx, query.from, query.to);
    const day = weekdayOf(query.date);
    return legs
      .filter((leg) => leg.days.includes(day))
      .flatMap((leg) =>
        [...leg.departures]
          .sort()
          .flatMap((depart) =>
            cabFaresOf(leg).map((fare) => intercityOffer(leg, fare, query.date, depart, query.party)),
          ),
      );
  },
  async priceCheck(ctx, query, ref) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'cab_intercity' || part.date < ctx.today) return null;
    const [depart = '', fareCode = ''] = part.slot.split('|');
    const legs = await cabLegs(ctx, query.from, query.to);
    const leg = legs.find((l) => l.code === part.code);
    if (!leg?.days.includes(weekdayOf(part.date)) || !leg.departures.includes(depart)) return null;
    const fare = cabFaresOf(leg).find((f) => f.code === fareCode);
    return fare ? intercityOffer(leg, fare, part.date, depart, query.party) : null;
  },
};
