import 'server-only';
import { loadPlannerInventory } from '@/lib/backend/inventory';
import { applyChange, hotelAlternatives, PlannerChangeError, planPackage, whyRank } from '@/lib/planner';
import type { PlannerPorts } from './ports';

/** The real planner and inventory layer. */
export const defaultPlannerPorts: PlannerPorts = {
  loadInventory: loadPlannerInventory,
  planPackage,
  applyChange,
  hotelAlternatives,
  whyRank,
  isChangeError: (err): err is Error => err instanceof PlannerChangeError,
};
