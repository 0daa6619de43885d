import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { getTenantIndex } from '@/lib/backend/search/tenant-index';
import { type GeoType, ZAutocompleteRequest, ZLocationGroupRequest } from '@/lib/contract/search';
import { type Tenant, tenants } from '@/lib/db/schema';
import { sharedCacheControl } from '@/lib/http/cache-policy';
import { findPlace, locationGroups, NEAR_KM, search } from '@/lib/search/autocomplete/engine';
import { dbOf, optionalTenantOf, siteNotFound } from '../auth/request-context';
import { tenantExchangeRates } from '../currency/tenant-rates';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';

/**
 * GET auto_complete (spec §7: path not given, served at `auto_complete` and `auto_complete/`) in
 * both request forms, and GET get_location_group_data. The tenant is the calling site; a request
 * without a site (a partner widget host calling directly) names it with agency_id, and an
 * agency_id that contradicts the site is refused.
 */
export const autocompleteRoutes = new Hono<BackendEnv>();

const INVALID = 'Please check the search and try again.';

async function resolveTenant(c: BackendContext, agencyId: number | undefined): Promise<Tenant | null> {
  const bySite = await optionalTenantOf(c);
  if (c.get('site') && !bySite) throw siteNotFound();
  if (agencyId === undefined) return bySite;
  if (bySite) {
    if (bySite.agencyId !== agencyId) throw new AppError('agency_mismatch', 403, INVALID);
    return bySite;
  }
  const [byAgency] = await (await dbOf(c)).select().from(tenants).where(eq(tenants.agencyId, agencyId));
  if (!byAgency) throw new AppError('agency_not_found', 404, INVALID);
  return byAgency;
}

const queryOf = (url: string) => {
  const params = new URL(url).searchParams;
  const out: Record<string, string> = {};
  for (const [k, v] of params) out[k] = v;
  return out;
};

const handleAutocomplete = async (c: BackendContext) => {
  const req = parseOr400(ZAutocompleteRequest, queryOf(c.req.url), { message: INVALID });
  const tenant = await resolveTenant(c, req.agency_id);
  const db = await dbOf(c);
  const tenantSet = tenant ? await getTenantIndex(db, tenant.id) : null;

  const locationId = req.location_id ?? req.location_ids[0];
  const location = locationId ? findPlace(locationId, tenantSet) : null;
  if (locationId && !location)
    throw new AppError('location_not_found', 404, INVALID, { location_id: ['Unknown location.'] });
  const near = req.nearby_geo ?? (location ? { lat: location.lat, lon: location.lon } : null);

  const data = search(req.text, tenantSet, {
    mode: req.mode,
    limit: req.limit,
    onlyRecommended: req.only_recommended_locations,
    near,
    nearKm: location && !req.nearby_geo ? NEAR_KM[location.kind] : undefined,
    currency: req.currency,
    rates: req.currency ? await tenantExchangeRates(db, tenant?.id ?? null) : undefined,
  });
  const fields = req.include_fields;
  const shaped = fields.length
    ? data.map((item) =>
        Object.fromEntries(
          Object.entries(item).filter(([k]) => k === 'name' || k === 'id' || fields.includes(k)),
        ),
      )
    : data;
  // The answer depends on the site and the query only (lib/http/cache-policy.ts).
  c.header('cache-control', sharedCacheControl('auto_complete') ?? 'no-store');
  return c.json({ success: true, data: shaped });
};

autocompleteRoutes.get('/auto_complete', handleAutocomplete);
autocompleteRoutes.get('/auto_complete/', handleAutocomplete);

autocompleteRoutes.get('/get_location_group_data', async (c) => {
  const req = parseOr400(ZLocationGroupRequest, queryOf(c.req.url), { message: INVALID });
  await resolveTenant(c, req.agency_id);
  c.header('cache-control', sharedCacheControl('get_location_group_data') ?? 'no-store');
  return c.json({ success: true, data: locationGroups(req.group_types as GeoType[]) });
});
