import 'server-only';
import { partyTotals, productQuery } from '@/lib/backend/inventory/query';
import { pickedPlace } from '@/lib/backend/inventory/resolve';
import { availableOffers } from '@/lib/backend/inventory/results';
import type { ProductContext, ProductQuery, ProviderConfigurationEntry } from '@/lib/backend/inventory/types';
import { sellsNonRefundableHotels } from '@/lib/backend/planner/sellable-inventory';
import { isProductKind, MODE_KINDS, type ProductKind, type TSearchResults } from '@/lib/contract/products';
import { earliestToday, type TSearchApiRequest } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';
import { AppError } from '../http/errors';
import { loadSearch } from '../planner/load-search';
import { tenantPricing } from '../planner/tenant-pricing';

/**
 * The offers of a search whose mode lists products (hotels, flights, activities, transfers, cars,
 * trains, ferries; lib/backend/inventory), for the results pages and GET v1/search_results.
 */

export const PRODUCT_MESSAGES = {
  searchNotFound: 'This search was not found. Please search again.',
  notOfferSearch: 'This search lists trips, not offers.',
  badKind: 'This kind of result is not listed for this search.',
  offerGone: 'This offer is no longer available. Please choose another one.',
} as const;

export function productContext(db: Db, tenant: Tenant, today: string = earliestToday()): ProductContext {
  return {
    db,
    tenantId: tenant.id,
    providers: (tenant.config.provider_configuration ?? []) as ProviderConfigurationEntry[],
    today,
    nonRefundableHotels: sellsNonRefundableHotels(tenant),
  };
}

/** The stored search behind a package_id, when its mode lists offers; 404 otherwise. */
export async function offerSearch(db: Db, tenant: Tenant, packageId: string) {
  const stored = await loadSearch(db, tenant.id, packageId);
  if (!stored) throw new AppError('search_not_found', 404, PRODUCT_MESSAGES.searchNotFound);
  const kinds = MODE_KINDS[stored.request.mode];
  if (!kinds) throw new AppError('not_offer_search', 404, PRODUCT_MESSAGES.notOfferSearch);
  return { ...stored, kinds };
}

/** The kind asked for, or the mode's first; a kind the mode does not list is a 400 naming `kind`. */
export function kindOf(kinds: readonly ProductKind[], asked: string | undefined): ProductKind {
  if (asked === undefined || asked === '') return kinds[0] as ProductKind;
  if (!isProductKind(asked) || !kinds.includes(asked))
    throw new AppError('invalid_request', 400, `Invalid kind: ${PRODUCT_MESSAGES.badKind}`, {
      kind: [PRODUCT_MESSAGES.badKind],
    });
  return asked;
}

function summaryOf(request: TSearchApiRequest, query: ProductQuery): TSearchResults['summary'] {
  const multi = request.multicity_flights ?? [];
  const first = multi[0];
  const last = multi[multi.length - 1];
  const from = first ? first.origin : request.origin;
  const to = last ? last.destination : request.destination[0];
  return {
    from: from ? pickedPlace(from).name : null,
    to: to ? pickedPlace(to).name : null,
    date: first?.date ?? request.start_date,
    // A stay's second date is its check-out (the form asks nights, not a date).
    return_date:
      request.mode === 'stay1'
        ? query.returnDate
        : request.flightMode === 'one_way' || request.flightMode === 'multi_city'
          ? null
          : (request.return_date ?? null),
    // The party priced: every room of a hotel search, the one party of the other kinds.
    ...partyTotals(query),
  };
}

export async function searchResults(
  db: Db,
  tenant: Tenant,
  packageId: string,
  askedKind?: string,
): Promise<TSearchResults> {
  const search = await offerSearch(db, tenant, packageId);
  const kind = kindOf(search.kinds, askedKind);
  const price = (await tenantPricing(db, tenant))(search.request.currency);
  const query = productQuery(search.request, kind);
  const { offers, soldOut } = await availableOffers(productContext(db, tenant), query, price);
  return {
    package_id: search.packageId,
    mode: search.request.mode,
    kind,
    kinds: [...search.kinds],
    currency: search.request.currency,
    summary: summaryOf(search.request, query),
    offers,
    sold_out: soldOut,
  };
}
