import { uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** The `tenant_id` every tenant-owned row carries (its distribution key later); rows go with their tenant. */
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
