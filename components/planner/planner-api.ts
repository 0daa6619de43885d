import { callApi } from '@/lib/client/browser-api';
import { type QuotationView, readQuotation } from '@/lib/client/quotation-reader';
import { readItinerary } from '@/lib/contract/itinerary-reader';
import type { TItinerary, TItineraryChange } from '@/lib/contract/planner';
import { type Budget, NO_BUDGET } from './routes';

/** Browser calls of the planner pages, same-origin through the /api/ mount (spec §7 Lead, Quotations). */

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string | null };

/**
 * A lead call: the answer read field by field (lib/contract/itinerary-reader, no zod on the page);
 * what fell back to its default is logged, only an answer without a lead is a bad gateway.
 */
async function leadCall(path: string, init: Parameters<typeof callApi>[1]): Promise<ApiAnswer<TItinerary>> {
  const res = await callApi<unknown>(path, init);
  if (!res.ok) return { ok: false, status: res.status, message: res.message };
  const read = readItinerary(res.body);
  if (read === null) return { ok: false, status: 502, message: null };
  if (read.unreadable.length > 0)
    console.warn(
      `${path}: lead ${read.itinerary.lead_id} read with defaults for ${read.unreadable.join(', ')}`,
    );
  return { ok: true, data: read.itinerary };
}

/** put_itinerary {package_id, index}: takes a variant to the detail page as a new lead. */
export function createLead(packageId: string, index: number, budget: Budget = NO_BUDGET) {
  const body: Record<string, unknown> = { package_id: packageId, index };
  // The list's budget, so the index names the variant the traveller saw.
  if (budget.min !== null) body.budget_min = budget.min;
  if (budget.max !== null) body.budget_max = budget.max;
  return leadCall('put_itinerary', { method: 'POST', body });
}

/** put_itinerary {lead_id, change}: one change, repriced by the backend. */
export const changeLead = (leadId: string, change: TItineraryChange) =>
  leadCall('put_itinerary', { method: 'POST', body: { lead_id: leadId, change } });

export const getLead = (leadId: string) => leadCall('get_itinerary', { query: { lead_id: leadId } });

export interface QuotationRequest {
  lead_id: string;
  customer_name?: string;
  customer_email?: string;
  customer_mobile?: string;
}

/** A quotation answer read field by field (§3's spelling first): lib/client/quotation-reader. */
async function quotationCall(
  path: string,
  init: Parameters<typeof callApi>[1],
): Promise<ApiAnswer<QuotationView>> {
  const res = await callApi<unknown>(path, init);
  if (!res.ok) return { ok: false, status: res.status, message: res.message };
  const data = readQuotation(res.body);
  return data === null ? { ok: false, status: 502, message: null } : { ok: true, data };
}

export const generateQuotation = (req: QuotationRequest) =>
  quotationCall('generate_quotation', { method: 'POST', body: req });

export const quotationDetails = (leadId: string) =>
  quotationCall('quotation_details', { query: { lead_id: leadId } });
