/**
 * The database schema, one file per feature (each tenant-owned table carries `tenant_id`).
 * drizzle-kit reads this index; migrations are generated with `npm run db:generate`, reviewed and
 * committed.
 */

export * from './agent-queries';
export * from './attempt-counters';
export * from './auth';
export * from './bnpl';
export * from './booking-documents';
export * from './booking-trips';
export * from './bookings';
export * from './cart';
export * from './console-changes';
export * from './currency';
export * from './customers';
export * from './deployment-secrets';
export * from './exchange-rates';
export * from './inventory';
export * from './jobs';
export * from './leads';
export * from './notify';
export * from './notify-engine';
export * from './packages';
export * from './payments';
export * from './products';
export * from './searches';
export * from './site-versions';
export * from './tenants';
