import type { TAutocompleteRequest } from '@/lib/contract/search';
import type { Capability } from '@/lib/tenant/capabilities';

/**
 * Query parameters for GET auto_complete and get_location_group_data from the browser (spec §6:
 * agency_id is sent only by agencies with the `autocompleteSendsAgencyId` capability — agency 220
 * and the partner widget host).
 */
export function withAgencyId<T extends Record<string, string>>(
  params: T,
  site: { agencyId: number; capabilities: readonly Capability[] },
): T & { agency_id?: string } {
  return site.capabilities.includes('autocompleteSendsAgencyId')
    ? { ...params, agency_id: String(site.agencyId) }
    : params;
}

/** Serialises an autocomplete request to the query string the endpoint reads. */
export function autocompleteQuery(req: Partial<TAutocompleteRequest>): URLSearchParams {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(req)) {
    if (v === undefined || v === null || v === false) continue;
    if (Array.isArray(v)) {
      if (v.length) q.set(k, v.join(','));
    } else if (typeof v === 'object') q.set(k, JSON.stringify(v));
    else q.set(k, String(v));
  }
  return q;
}
