import type { Context } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import type { Tenant } from '@/lib/db/schema';
import { findTenantBySite } from '../tenants/repository';

/** The tenant of the calling site, or null when the request names none (or an unknown one). */
export async function tenantOfRequest(c: Context<BackendEnv>): Promise<Tenant | null> {
  const site = c.get('site');
  if (!site) return null;
  return findTenantBySite(await c.get('deps').db(), site);
}
