import { readItinerary } from '@/lib/contract/itinerary-reader';
import type { TItinerary, TItineraryChange } from '@/lib/contract/planner';
import { type Budget, NO_BUDGET } from '@/lib/shell/planner-paths';
import { type Answer, answerOf } from './answer';
import { type CallOptions, callApi } from './browser-api';

/** The planner pages' browser calls of a lead, same-origin through the /api/ mount (spec §7 Lead). */

/**
 * A lead call: the answer read field by field (lib/contract/itinerary-reader, no zod on the page);
 * what fell back to its default is logged, only an answer without a lead is a bad gateway.
 */
async function leadCall(path: string, init: CallOptions): Promise<Answer<TItinerary>> {
  return answerOf(await callApi(path, init), (body) => {
    const read = readItinerary(body);
    if (read === null) return null;
    if (read.unreadable.length > 0)
      console.warn(
        `${path}: lead ${read.itinerary.lead_id} read with defaults for ${read.unreadable.join(', ')}`,
      );
    return read.itinerary;
  });
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
