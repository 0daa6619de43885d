import type { TItinerary, TItineraryChange, TPackageVariant } from '@/lib/contract/planner';
import type { TSearchApiRequest } from '@/lib/contract/search-api';
import type { Db } from '@/lib/db/open';
import type { PlannerInventory, PlanOptions } from '@/lib/planner/types';

/**
 * What the backend needs from the planner (lib/planner, pure) and the inventory layer
 * (lib/backend/inventory). Passed in rather than imported where it is used, so the backend's own rules
 * (caching, budgets, leads, access) are tested with small fakes, and the real wiring lives in one
 * file (default-ports.ts).
 */
export interface PlannerPorts {
  loadInventory(db: Db, tenantId: string, search: TSearchApiRequest): Promise<PlannerInventory>;
  planPackage(
    search: TSearchApiRequest,
    inventory: PlannerInventory,
    options: PlanOptions,
  ): TPackageVariant[];
  applyChange(
    variant: TPackageVariant,
    change: TItineraryChange,
    search: TSearchApiRequest,
    inventory: PlannerInventory,
    options: PlanOptions,
  ): TPackageVariant;
  hotelAlternatives(
    variant: TPackageVariant,
    search: TSearchApiRequest,
    inventory: PlannerInventory,
    options: PlanOptions,
  ): TItinerary['alternatives'];
  whyRank(variant: TPackageVariant): { summary: string };
  /** The planner's PlannerChangeError: an impossible change, with a message fit for the traveller. */
  isChangeError(err: unknown): err is Error;
}
