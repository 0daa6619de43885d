import 'server-only';
import type { TOffer } from '@/lib/contract/products';
import type { PriceFn } from '@/lib/planner/types';
import { capacityLeft, remainingOf } from './offline/capacity';
import { productSupplier } from './registry';
import type { ProductContext, ProductQuery, SupplierOffer } from './types';

/**
 * A search's offers of one kind, as the results pages and the booking calls see them: the
 * supplier's offers, what each still has on sale (capacity), priced for the party in the search's
 * currency through the tenant's pricing. Offers without room for the party are left out; `soldOut`
 * says the query matched offers but none had room (the page says so instead of listing them).
 */
export interface PricedOffers {
  offers: TOffer[];
  soldOut: boolean;
}

export function priceOffer(offer: SupplierOffer, price: PriceFn, remaining: number | null): TOffer {
  const { cost: costLines, claims: _claims, ...shown } = offer;
  return {
    ...shown,
    price: price(costLines.map(({ markupKind, ...c }) => ({ kind: markupKind, ...c }))),
    remaining,
  };
}

export async function availableOffers(
  ctx: ProductContext,
  query: ProductQuery,
  price: PriceFn,
): Promise<PricedOffers> {
  const found = await productSupplier(query.kind).availability(ctx, query);
  const left = await capacityLeft(
    ctx.db,
    ctx.tenantId,
    found.flatMap((o) => o.claims),
  );
  const offers: TOffer[] = [];
  for (const offer of found) {
    const { remaining, bookable } = remainingOf(offer.claims, left);
    if (bookable) offers.push(priceOffer(offer, price, remaining));
  }
  return { offers, soldOut: found.length > 0 && offers.length === 0 };
}

/** Today's offer for `ref` with what it claims (null: no longer sold); `bookable` says whether the party still fits. */
export async function checkOffer(ctx: ProductContext, query: ProductQuery, ref: string, price: PriceFn) {
  const found = await productSupplier(query.kind).priceCheck(ctx, query, ref);
  if (!found) return null;
  const left = await capacityLeft(ctx.db, ctx.tenantId, found.claims);
  const { remaining, bookable } = remainingOf(found.claims, left);
  return { offer: priceOffer(found, price, remaining), claims: found.claims, bookable };
}
