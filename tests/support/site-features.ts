import { eq } from 'drizzle-orm';
import { findTenantBySite, forgetCachedTenants } from '@/lib/backend/tenants/repository';
import type { Db } from '@/lib/db/open';
import { tenants } from '@/lib/db/schema';

/** Turns one of a seeded site's feature switches on or off for a suite (the backend enforces them). */
export async function setSiteFeature(db: Db, site: string, name: string, on: boolean): Promise<void> {
  const t = await findTenantBySite(db, site);
  if (!t) throw new Error(`no tenant ${site}`);
  const feature_configuration = [
    ...(t.config.feature_configuration ?? []).filter((f) => f.name !== name),
    { name, is_enabled: on },
  ];
  await db
    .update(tenants)
    .set({ config: { ...t.config, feature_configuration } })
    .where(eq(tenants.id, t.id));
  forgetCachedTenants(db);
}
