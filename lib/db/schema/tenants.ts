import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TSiteConfig } from '@/lib/contract/site-config';
import { timestamps } from './columns';

/**
 * One row per agency site. `key` is the subdomain; `config` is the full site configuration of spec §3
 * as the Travel API serves it, validated on the way in (lib/backend/tenants/definition.ts).
 * `version` increases with every update so caches and the CLI can tell what changed.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    key: text('key').notNull(),
    agencyId: integer('agency_id').notNull(),
    config: jsonb('config').$type<TSiteConfig>().notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('tenants_key_uq').on(t.key), uniqueIndex('tenants_agency_id_uq').on(t.agencyId)],
);

/** Custom domains a tenant answers on besides `<key>.<ROOT_DOMAIN>`. Tenant-owned. */
export const tenantDomains = pgTable(
  'tenant_domains',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tenant_domains_domain_uq').on(t.domain),
    index('tenant_domains_tenant_idx').on(t.tenantId),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type TenantDomain = typeof tenantDomains.$inferSelect;
