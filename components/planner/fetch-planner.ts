import 'server-only';
import type { z } from 'zod';
import { callTravelApi } from '@/lib/client/transport';
import { visitorCookie } from '@/lib/client/visitor';
import { parseContractBody } from '@/lib/contract/contract-body';
import { ZGetPackageResponse, ZItinerary } from '@/lib/contract/planner';
import { type Budget, NO_BUDGET } from './routes';

export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number };

async function getJson<T extends z.ZodTypeAny>(
  site: string,
  path: string,
  query: Record<string, string>,
  schema: T,
  headers?: HeadersInit,
): Promise<Fetched<z.infer<T>>> {
  const search = new URLSearchParams(query).toString();
  // As the visitor: their session goes along (invitation-only sites answer members only).
  const res = await callTravelApi({
    path,
    site,
    search: search ? `?${search}` : '',
    headers: headers ?? (await visitorCookie()),
  });
  if (!res.ok) return { ok: false, status: res.status };
  // The contract is the seam: an answer that does not fit it is a bad gateway, never a crash.
  const data = parseContractBody(schema, await res.json().catch(() => null));
  return data === null ? { ok: false, status: 502 } : { ok: true, data };
}

/** v2/get_package?package_id=…[&budget_min=&budget_max=] (minor units of the search currency). */
export function getPackage(site: string, packageId: string, budget: Budget = NO_BUDGET) {
  const query: Record<string, string> = { package_id: packageId };
  if (budget.min !== null) query.budget_min = String(budget.min);
  if (budget.max !== null) query.budget_max = String(budget.max);
  return getJson(site, 'v2/get_package', query, ZGetPackageResponse);
}

/**
 * get_itinerary?lead_id=… (server side, for the PDF render page of a lead), as the visitor: their
 * session cookie goes along, so a signed-in traveller can print their own lead.
 */
export const getItinerary = (site: string, leadId: string, cookie: string | null = null) =>
  getJson(site, 'get_itinerary', { lead_id: leadId }, ZItinerary, cookie ? { cookie } : undefined);
