import 'server-only';
import { revalidateTag } from 'next/cache';
import { siteInventoryTag } from '@/lib/client/site-config';
import type { Db } from '@/lib/db/open';
import { packageService } from '../planner';
import { invalidateTenantIndex } from '../search/tenant-index';
import { findTenantBySite } from '../tenants/repository';

/**
 * A site's inventory changed (a console upload): its search index and its planned packages are
 * forgotten here at once, and the change is announced (the `site-inventory:<site>` cache tag, which
 * the cache-tag bus carries to the other instances when REDIS_URL is set), so every instance looks
 * again before it answers that site's next search or plan.
 */
export function inventoryChanged(db: Db, tenant: { id: string; key: string }): void {
  forgetInventoryOf(db, tenant.id);
  try {
    revalidateTag(siteInventoryTag(tenant.key), { expire: 0 });
  } catch {
    // Outside a Next.js server (a unit test, the CLI) there is no cache to tell; this instance forgot.
  }
}

function forgetInventoryOf(db: Db, tenantId: string): void {
  invalidateTenantIndex(tenantId);
  packageService.forgetTenant(db, tenantId);
}

/** Another instance's upload: each site named forgets its search index and planned packages here. */
export async function forgetInventoryOfSites(db: Db, sites: readonly string[]): Promise<void> {
  for (const site of sites) {
    const tenant = await findTenantBySite(db, site);
    if (tenant) forgetInventoryOf(db, tenant.id);
  }
}
