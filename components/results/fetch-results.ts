import 'server-only';
import { callTravelApi } from '@/lib/client/transport';
import { visitorCookie } from '@/lib/client/visitor';
import { parseContractBody } from '@/lib/contract/contract-body';
import { type TSearchResults, ZSearchResults } from '@/lib/contract/products';

export type FetchedResults = { ok: true; data: TSearchResults } | { ok: false; status: number };

/** v1/search_results?package_id=&kind= as the visitor (their session goes along). */
export async function getSearchResults(
  site: string,
  packageId: string,
  kind?: string,
): Promise<FetchedResults> {
  const query = new URLSearchParams({ package_id: packageId, ...(kind ? { kind } : {}) });
  const res = await callTravelApi({
    path: 'v1/search_results',
    site,
    search: `?${query}`,
    headers: await visitorCookie(),
  });
  if (!res.ok) return { ok: false, status: res.status };
  const data = parseContractBody(ZSearchResults, await res.json().catch(() => null));
  return data === null ? { ok: false, status: 502 } : { ok: true, data };
}
