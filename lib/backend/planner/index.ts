import 'server-only';
import { defaultPlannerPorts } from './default-ports';
import { createLeadService } from './lead-service';
import { createPackageService } from './package-service';

/** The backend's package and lead services on the real planner and inventory (one per process). */
export const packageService = createPackageService(defaultPlannerPorts);
export const leadService = createLeadService(packageService, defaultPlannerPorts);

export { leadAccess } from './lead-access';
export { PLANNER_MESSAGES } from './messages';
export type { Budget } from './package-service';
