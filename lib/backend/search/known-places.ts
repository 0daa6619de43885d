import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getTenantIndex } from '@/lib/backend/search/tenant-index';
import type { TSearchApiRequest, TSearchPlace } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import { staticPackages } from '@/lib/db/schema';
import { findPlace } from '@/lib/search/autocomplete/engine';
import { destinationLocation } from '@/lib/search/autocomplete/items';
import { searchErrorText } from '@/lib/search/form/error-text';

/**
 * A search names places by the autocomplete items the form picked; the browser can send any item,
 * and a stored search's names become the headings of its list page on the agency's own domain. So
 * every place must be one the site's autocomplete knows — the world index and the tenant's own
 * places, or the tenant's organised packages — and is stored with the index's names, never the
 * names sent. The one free-text item is the activity search's own 'Search "…" in all activities'
 * entry, kept short and plain.
 */

/** What a local activity search may say: short, letters, digits and simple punctuation. */
const LOCAL_SEARCH_TEXT = /^[\p{L}\p{N}][\p{L}\p{N} .,'&()-]{0,59}$/u;

type Checked = { ok: true; place: TSearchPlace } | { ok: false };

async function checkPlace(
  db: Db,
  tenantId: string,
  mode: TSearchApiRequest['mode'],
  place: TSearchPlace,
): Promise<Checked> {
  const id = String(place.id);
  if (place.localSearchOption) {
    const text = (place.searchText ?? place.name).trim();
    return mode === 'activity' && id === `local-search:${text}` && LOCAL_SEARCH_TEXT.test(text)
      ? { ok: true, place: { ...place, name: text, searchText: text } }
      : { ok: false };
  }
  if (place.geo_type === 'Organized Packages') {
    const [pkg] = await db
      .select({ title: staticPackages.title })
      .from(staticPackages)
      .where(and(eq(staticPackages.tenantId, tenantId), eq(staticPackages.slug, id)))
      .limit(1);
    return pkg
      ? { ok: true, place: { ...place, name: pkg.title, destination_name: pkg.title } }
      : { ok: false };
  }
  const known = findPlace(id, await getTenantIndex(db, tenantId));
  if (!known) return { ok: false };
  return {
    ok: true,
    place: {
      ...place,
      name: known.label,
      destination_name: known.name,
      destination_location: destinationLocation(known.label),
    },
  };
}

/**
 * The request with every place replaced by the index's own, or the fields naming unknown places
 * (`{ 'destination.1': ['Please pick a place from the list'] }`).
 */
export async function withKnownPlaces(
  db: Db,
  tenantId: string,
  request: TSearchApiRequest,
): Promise<{ ok: true; request: TSearchApiRequest } | { ok: false; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const message = [searchErrorText('placeRequired')];
  const check = async (place: TSearchPlace, field: string): Promise<TSearchPlace> => {
    const r = await checkPlace(db, tenantId, request.mode, place);
    if (r.ok) return r.place;
    errors[field] = message;
    return place;
  };
  const origin = request.origin ? await check(request.origin, 'origin') : request.origin;
  const destination: TSearchPlace[] = [];
  for (const [i, p] of request.destination.entries()) destination.push(await check(p, `destination.${i}`));
  const legs = request.multicity_flights
    ? await Promise.all(
        request.multicity_flights.map(async (leg, i) => ({
          ...leg,
          origin: await check(leg.origin, `multicity_flights.${i}.origin`),
          destination: await check(leg.destination, `multicity_flights.${i}.destination`),
        })),
      )
    : request.multicity_flights;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { ...request, origin, destination, multicity_flights: legs } };
}
