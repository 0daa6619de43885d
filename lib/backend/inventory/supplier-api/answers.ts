import 'server-only';
import { earliestToday } from '@/lib/contract/search-api';
import { capacityLeft, remainingOf } from '../offline/capacity';
import { type PickedPlace, pickedPlace } from '../resolve';
import type { ProductContext, ProductParty, ProductQuery, SupplierContext, SupplierOffer } from '../types';
import type { TPlaceInput } from './schema';

/**
 * What the §7 supplier answers share: their inputs as the kinds' suppliers take them (a search's
 * context and query), and their money and stock as the answers show them.
 */

/** Money in an answer: minor units of the inventory's currency. */
export const money = (amount: number, currency: string) => ({ amount, currency });

/** A place input as the suppliers take it (a bare name has no coordinates). */
export const placeOf = (p: TPlaceInput): PickedPlace =>
  typeof p === 'string'
    ? { name: p, countryCode: null, lat: null, lon: null, airportCode: null }
    : pickedPlace(p);

export const productContext = (ctx: SupplierContext): ProductContext => ({
  ...ctx,
  today: ctx.today ?? earliestToday(),
});

export const partyOf = (r: ProductParty): ProductParty => ({
  adults: r.adults,
  children: [...r.children],
  infants: r.infants,
});

/** A search of one kind, as the results page would make it. */
export const queryOf = (
  kind: ProductQuery['kind'],
  from: TPlaceInput | null | undefined,
  to: TPlaceInput | null | undefined,
  date: string,
  party: ProductParty,
  extra: Partial<ProductQuery> = {},
): ProductQuery => ({
  kind,
  from: from ? placeOf(from) : null,
  to: to ? placeOf(to) : null,
  date,
  returnDate: null,
  time: null,
  legs: [],
  party: partyOf(party),
  ...extra,
});

/** What an offer costs the agency: the sum of its lines, in the supplier's currency. */
export const totalOf = (o: SupplierOffer) =>
  money(
    o.cost.reduce((s, c) => s + c.amountMinor, 0),
    o.cost[0]?.currency ?? '',
  );

/** Each offer with what it still has on sale, and whether the party still fits in it. */
export async function withRemaining<T>(
  ctx: SupplierContext,
  items: T[],
  offerOf: (item: T) => SupplierOffer,
) {
  const left = await capacityLeft(
    ctx.db,
    ctx.tenantId,
    items.flatMap((i) => offerOf(i).claims),
  );
  return items.map((item) => ({ item, ...remainingOf(offerOf(item).claims, left) }));
}
