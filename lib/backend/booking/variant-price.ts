import 'server-only';
import type { PartyCounts } from '@/lib/booking/party';
import type { TPackageVariant } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import type { Tenant } from '@/lib/db/schema';
import { packageService } from '../planner';
import { availabilityProblems } from '../planner/availability';
import { defaultPlannerPorts } from '../planner/default-ports';
import { leadPlanOptions } from '../planner/lead-service';
import { seatProblems, tripLegClaims } from '../planner/trip-seats';

export interface VariantReprice {
  /** The same choices priced today (the variant itself when something is no longer on sale). */
  variant: TPackageVariant;
  /** One sentence per item no longer on sale; empty when all of it is. */
  problems: string[];
}

/**
 * Today's price of a planned variant: the same hotels, rooms, activities and ways re-priced by the
 * planner against FRESH inventory with the tenant's pricing and the discount code it carries (what
 * check_itinerary does), and its journeys' seats counted for the party, before anything is taken.
 */
export async function repriceVariant(
  db: Db,
  tenant: Tenant,
  input: {
    plannerPackageId: string;
    variant: TPackageVariant;
    discountCode: string | null;
    party: PartyCounts;
  },
): Promise<VariantReprice> {
  const ctx = await packageService.open(db, tenant, input.plannerPackageId);
  const inventory = await packageService.inventory(ctx, { fresh: true });
  const problems = [
    ...availabilityProblems(input.variant, inventory),
    ...(await seatProblems(db, tenant.id, await tripLegClaims(db, tenant.id, input.variant, input.party))),
  ];
  if (problems.length > 0) return { variant: input.variant, problems };
  try {
    const variant = defaultPlannerPorts.applyChange(
      input.variant,
      { type: 'apply_discount', code: input.discountCode ?? '' },
      ctx.search,
      inventory,
      leadPlanOptions(ctx, input.discountCode),
    );
    return { variant, problems };
  } catch (err) {
    if (!defaultPlannerPorts.isChangeError(err)) throw err;
    return { variant: input.variant, problems: [err.message] };
  }
}
