import 'server-only';
import type { ProductKind } from '@/lib/contract/products';
import type { HotelSource } from '@/lib/reference/hotel-sources';
import { SupplierError } from './errors';
import { activitySupplier } from './offline/activity';
import { cabHourlySupplier } from './offline/cab-hourly';
import { cabIntercitySupplier } from './offline/cab-intercity';
import { carSupplier } from './offline/car';
import { ferrySupplier } from './offline/ferry';
import { offlineFlights } from './offline/flights';
import { offlineHotels } from './offline/hotel';
import { insuranceSupplier } from './offline/insurance';
import { offlineOrders } from './offline/orders';
import { railSupplier } from './offline/rail';
import { railPassSupplier } from './offline/rail-pass';
import { transferSupplier } from './offline/transfer';
import { remoteHotels } from './remote/hotel-sources';
import type { HotelSupplier, ProductSupplier, ProviderConfigurationEntry, SupplierContext } from './types';

/**
 * Which supplier answers each kind of product. Hotels come from the sources of spec §9 the
 * tenant's provider_configuration enables ('offline' is the tenant's database; grn, tbo and
 * hotelbeds are remote: remote/hotel-sources.ts); every other kind is the tenant's offline
 * inventory today (offline/), and a real supplier for a kind replaces its entry here.
 */

const HOTEL_SOURCES: Record<HotelSource, (ctx: SupplierContext) => HotelSupplier> = {
  offline: offlineHotels,
  grn: (ctx) => remoteHotels('grn', ctx),
  tbo: (ctx) => remoteHotels('tbo', ctx),
  hotelbeds: (ctx) => remoteHotels('hotelbeds', ctx),
};

/** One hotel source, for one tenant's context. */
export function hotelSupplier(source: HotelSource, ctx: SupplierContext): HotelSupplier {
  return HOTEL_SOURCES[source](ctx);
}

/** The sources the tenant enables for hotels (provider_configuration), offline when none is listed. */
export function enabledHotelSources(providers: readonly ProviderConfigurationEntry[]): HotelSource[] {
  const listed = providers
    .filter((p) => p.bit_type === 'hotel')
    .flatMap((p) => p.providers ?? [])
    .filter((s): s is HotelSource => Object.hasOwn(HOTEL_SOURCES, s));
  return listed.length ? [...new Set(listed)] : ['offline'];
}

/** A source that is not configured or cannot be reached lists nothing; the others still answer. */
const noneIfDown = <T>(answer: Promise<T>, none: T): Promise<T> =>
  answer.catch((e: unknown) => {
    if (e instanceof SupplierError) return none;
    throw e;
  });

/**
 * The hotel kind as the search and the booking's orders see it: the offers of every source the
 * tenant enables, in the order it lists them. Orders go to the offline source's: only its hotels
 * are sold today (a remote source answers no offers, so no ref of its can be booked).
 */
export const hotelProducts: ProductSupplier = {
  ...offlineOrders,
  kind: 'hotel',
  async availability(ctx, query) {
    const sources = enabledHotelSources(ctx.providers).map((s) => hotelSupplier(s, ctx));
    const found = await Promise.all(sources.map((s) => noneIfDown(s.offers(query), [])));
    return found.flat();
  },
  async priceCheck(ctx, query, ref) {
    for (const source of enabledHotelSources(ctx.providers)) {
      const offer = await noneIfDown(hotelSupplier(source, ctx).priceCheck(query, ref), null);
      if (offer) return offer;
    }
    return null;
  },
};

const SUPPLIERS: Record<ProductKind, ProductSupplier> = {
  hotel: hotelProducts,
  flight: offlineFlights,
  activity: activitySupplier,
  transfer: transferSupplier,
  car: carSupplier,
  cab_hourly: cabHourlySupplier,
  cab_intercity: cabIntercitySupplier,
  rail: railSupplier,
  rail_pass: railPassSupplier,
  ferry: ferrySupplier,
  insurance: insuranceSupplier,
};

export function productSupplier(kind: ProductKind): ProductSupplier {
  return SUPPLIERS[kind];
}
