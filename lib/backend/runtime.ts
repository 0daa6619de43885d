import 'server-only';

// What the server process takes from the built-in backend, loaded as one unit through
// loadBackendRuntime (./shared.ts) so every bundle of the server shares one copy.
export { startBackgroundJobs } from '@/lib/backend/job-handlers';
export { forgetInventoryOfSites } from './console/inventory-changed';
export { backendDb } from './database';
export { getBackend } from './index';
export { databaseReadiness } from './readiness';
export { stopBackend } from './shutdown';
export { forgetEveryCachedTenant } from './tenants/repository';
