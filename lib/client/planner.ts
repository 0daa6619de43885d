import 'server-only';
import { parseContractBody } from '@/lib/contract/contract-body';
import {
  type TGetPackageResponse,
  type TItinerary,
  ZGetPackageResponse,
  ZItinerary,
} from '@/lib/contract/planner';
import { type Budget, NO_BUDGET } from '@/lib/shell/planner-paths';
import { type Answer, answerOf } from './answer';
import { callAsVisitor } from './server-api';

/**
 * The planner pages' server-side calls (spec §7), as the visitor. The contract is the seam: an
 * answer that does not fit it is a bad gateway, never a crash.
 */

/** v2/get_package?package_id=…[&budget_min=&budget_max=] (minor units of the search currency). */
export async function getPlannedPackage(
  site: string,
  packageId: string,
  budget: Budget = NO_BUDGET,
): Promise<Answer<TGetPackageResponse>> {
  const query: Record<string, string> = { package_id: packageId };
  if (budget.min !== null) query.budget_min = String(budget.min);
  if (budget.max !== null) query.budget_max = String(budget.max);
  const res = await callAsVisitor(site, 'v2/get_package', { query });
  return answerOf(res, (body) => parseContractBody(ZGetPackageResponse, body));
}

/**
 * get_itinerary?lead_id=… for the detail page and the PDF render page of a lead: as the visitor,
 * so a signed-in traveller sees and prints their own lead.
 */
export async function getItinerary(site: string, leadId: string): Promise<Answer<TItinerary>> {
  const res = await callAsVisitor(site, 'get_itinerary', { query: { lead_id: leadId } });
  return answerOf(res, (body) => parseContractBody(ZItinerary, body));
}
