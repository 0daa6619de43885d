import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/open';
import { type Tenant, tenantDomains, tenants } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { AppError } from '../http/errors';
import type { TTenantDefinition } from './definition';

/**
 * Found tenants, per database handle, for a short while: every backend call resolves its tenant
 * (check_auth on each page view, autocomplete on each keystroke), and the row changes only through
 * upsertTenant, which forgets them. Misses are not kept, so a new tenant answers at once.
 */
const TENANT_CACHE_MS = Number(process.env.TENANT_CACHE_MS ?? 30_000);
let tenantCache = new WeakMap<object, Map<string, { tenant: Tenant; until: number }>>();

/** A site is a tenant key (no dot) or a custom domain (has a dot). */
export async function findTenantBySite(db: Db, site: string): Promise<Tenant | null> {
  const s = site.toLowerCase();
  const cached = tenantCache.get(db)?.get(s);
  if (cached && cached.until > Date.now()) return cached.tenant;
  const tenant = await loadTenantBySite(db, s);
  if (tenant && TENANT_CACHE_MS > 0) {
    const byDb = tenantCache.get(db) ?? new Map<string, { tenant: Tenant; until: number }>();
    byDb.set(s, { tenant, until: Date.now() + TENANT_CACHE_MS });
    tenantCache.set(db, byDb);
  }
  return tenant;
}

/**
 * Drops every cached tenant of every handle: another instance changed a site (the cache-tag bus,
 * lib/cache/tag-bus.mjs), and this one must not render it from its copy of the old row.
 */
export function forgetEveryCachedTenant(): void {
  tenantCache = new WeakMap();
}

/** Drops every cached tenant of this database handle (after a write to tenants or their domains). */
export function forgetCachedTenants(db: Db): void {
  tenantCache.delete(db);
}

async function loadTenantBySite(db: Db, s: string): Promise<Tenant | null> {
  if (!s.includes('.')) {
    const [row] = await db.select().from(tenants).where(eq(tenants.key, s)).limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ tenant: tenants })
    .from(tenantDomains)
    .innerJoin(tenants, eq(tenantDomains.tenantId, tenants.id))
    .where(eq(tenantDomains.domain, s))
    .limit(1);
  return row?.tenant ?? null;
}

export async function listTenantDomains(db: Db, tenantId: string): Promise<string[]> {
  const rows = await forTenant(db, tenantId).select(tenantDomains);
  return rows.map((r) => r.domain).sort();
}

export interface UpsertResult {
  tenant: Tenant;
  created: boolean;
  domains: string[];
  /** Every site value whose cached configuration is now stale (key, old and new domains). */
  staleSites: string[];
}

/** Creates or replaces a tenant and its domains in one transaction; nothing changes on error. */
export async function upsertTenant(db: Db, def: TTenantDefinition): Promise<UpsertResult> {
  const result = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [byAgency] = await tx
      .select()
      .from(tenants)
      .where(eq(tenants.agencyId, def.config.agency_id))
      .limit(1);
    if (byAgency && byAgency.key !== def.key) {
      throw new AppError(
        'agency_taken',
        409,
        `config.agency_id: ${def.config.agency_id} already belongs to tenant '${byAgency.key}'`,
      );
    }
    for (const domain of def.domains) {
      const owner = await findTenantBySite(txDb, domain);
      if (owner && owner.key !== def.key) {
        throw new AppError(
          'domain_taken',
          409,
          `domains: ${domain} already belongs to tenant '${owner.key}'`,
        );
      }
    }
    const [existing] = await tx.select().from(tenants).where(eq(tenants.key, def.key)).limit(1);
    const [tenant] = await tx
      .insert(tenants)
      .values({ key: def.key, agencyId: def.config.agency_id, config: def.config })
      .onConflictDoUpdate({
        target: tenants.key,
        set: {
          agencyId: def.config.agency_id,
          config: def.config,
          version: sql`${tenants.version} + 1`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    if (!tenant) throw new Error('upsert returned no row');
    const scope = forTenant(txDb, tenant.id);
    const oldDomains = (await scope.delete(tenantDomains)).map((d) => d.domain);
    if (def.domains.length > 0)
      await scope.insert(
        tenantDomains,
        def.domains.map((domain) => ({ domain })),
      );
    return {
      tenant,
      created: !existing,
      domains: [...def.domains].sort(),
      staleSites: [...new Set([def.key, ...oldDomains, ...def.domains])],
    };
  });
  forgetCachedTenants(db);
  return result;
}
