/**
 * The database schema, one file per feature (each tenant-owned table carries `tenant_id`).
 * drizzle-kit reads this index; migrations are generated with `npm run db:generate`, reviewed and
 * committed.
 */
export * from './tenants';
export * from './searches';
export * from './currency';
export * from './packages';
export * from './inventory';
export * from './notify';
export * from './auth';
