import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { type PickedPlace, resolveCity } from '@/lib/backend/inventory/resolve';
import { type InventoryCabPackage, inventoryCabPackages } from '@/lib/db/schema';
import { formatMoney } from '@/lib/money';
import { foldKey } from '@/lib/search/world/fold';
import { decodeRef, encodeRef } from '../ref';
import type {
  ProductContext,
  ProductParty,
  ProductQuery,
  ProductSupplier,
  SupplierContext,
  SupplierOffer,
} from '../types';
import { citiesOf } from './cities';
import { classLabel, riders } from './drive-rules';
import { offlineOrders } from './orders';

/**
 * Chauffeured cars by the hour (spec §7 hourly) from the tenant's `inventory_cab_packages`: every
 * package (hours and kilometres included) of a vehicle that seats the whole party, in the city
 * picked (the pick-up place, else the drop-off). Priced per vehicle; extra hours and kilometres are
 * shown, not charged up front. A booking takes one vehicle of the package's fleet on the day.
 * Ref: `cab_hourly:<code>@<day>#`.
 */

/** Free until the day before; after that the package is charged in full. */
const CANCELLATION = { refundable: true, free_until_days_before: 1, penalty_percent: 100 } as const;

/** The inventory city of the search: where the car picks the party up, else where it drops them. */
async function cityOf(ctx: ProductContext, places: (PickedPlace | null)[]): Promise<string | null> {
  const cities = await citiesOf(ctx);
  for (const p of places) {
    const city = p ? resolveCity(p, cities) : null;
    if (city) return city.city;
  }
  return null;
}

export const packageFits = (pkg: { maxPassengers: number }, party: ProductParty): boolean =>
  pkg.maxPassengers >= riders(party);

export function hourlyOffer(
  pkg: InventoryCabPackage,
  date: string,
  time: string | null,
  party: ProductParty,
): SupplierOffer | null {
  if (!packageFits(pkg, party)) return null;
  const money = (amount: number) => formatMoney({ amount, currency: pkg.currency });
  const vehicleClass = classLabel(pkg.vehicleClass);
  return {
    ref: encodeRef([{ kind: 'cab_hourly', code: pkg.code, date, slot: '' }]),
    kind: 'cab_hourly',
    title: `${pkg.vehicleClass === 'minivan' ? vehicleClass : `${vehicleClass} car`} with driver for ${pkg.hours} hours`,
    subtitle: `${pkg.vehicle} · up to ${pkg.maxPassengers} passengers · ${pkg.city}`,
    date,
    end_date: null,
    time,
    segments: [],
    included: [
      `Car and driver at your disposal for ${pkg.hours} hours`,
      `${pkg.kmIncluded} km included`,
      'Fuel and driver costs',
    ],
    details: [
      { label: 'City', value: pkg.city },
      { label: 'Vehicle', value: pkg.vehicle },
      { label: 'Passengers', value: `Up to ${pkg.maxPassengers}` },
      { label: 'Extra hour', value: `${money(pkg.extraHourMinor)} per hour` },
      { label: 'Extra distance', value: `${money(pkg.extraKmMinor)} per km` },
    ],
    cancellation: { ...CANCELLATION },
    facets: { vehicle_class: pkg.vehicleClass, hours: pkg.hours, passengers: pkg.maxPassengers },
    image_url: null,
    cost: [{ markupKind: 'cab', amountMinor: pkg.priceMinor, currency: pkg.currency }],
    claims: [{ kind: 'cab_hourly', code: pkg.code, day: date, slot: '', quantity: 1, initial: pkg.fleet }],
  };
}

/** The tenant's hourly packages, of one city or all, cheapest first. */
export function cabPackages(ctx: SupplierContext, city: string | null): Promise<InventoryCabPackage[]> {
  return ctx.db
    .select()
    .from(inventoryCabPackages)
    .where(
      and(
        eq(inventoryCabPackages.tenantId, ctx.tenantId),
        ...(city ? [eq(inventoryCabPackages.city, city)] : []),
      ),
    )
    .orderBy(asc(inventoryCabPackages.priceMinor), asc(inventoryCabPackages.code));
}

/** The search's packages with their offers (the results page's and §7 hourly's one query). */
export async function hourlyListings(
  ctx: ProductContext,
  query: ProductQuery,
): Promise<{ pkg: InventoryCabPackage; offer: SupplierOffer }[]> {
  if (query.date < ctx.today) return [];
  const city = await cityOf(ctx, [query.from, query.to]);
  if (!city) return [];
  return (await cabPackages(ctx, city)).flatMap((pkg) => {
    const offer = hourlyOffer(pkg, query.date, query.time, query.party);
    return offer ? [{ pkg, offer }] : [];
  });
}

export const cabHourlySupplier: ProductSupplier = {
  ...offlineOrders,
  kind: 'cab_hourly',
  async availability(ctx, query) {
    return (await hourlyListings(ctx, query)).map((l) => l.offer);
  },
  async priceCheck(ctx, query, ref) {
    const parts = decodeRef(ref);
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part?.kind !== 'cab_hourly' || part.date < ctx.today) return null;
    const [pkg] = await ctx.db
      .select()
      .from(inventoryCabPackages)
      .where(and(eq(inventoryCabPackages.tenantId, ctx.tenantId), eq(inventoryCabPackages.code, part.code)));
    if (!pkg) return null;
    const city = await cityOf(ctx, [query.from, query.to]);
    if (!city || foldKey(city) !== foldKey(pkg.city)) return null;
    return hourlyOffer(pkg, part.date, query.time, query.party);
  },
};
