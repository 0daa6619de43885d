import type { Tenant } from '@/lib/db/schema';

/**
 * Whether the tenant's site configuration turns a feature on (`feature_configuration`, spec §3):
 * the server's one reading of it, as lib/tenant/working-config `isFeatureOn` is the pages'.
 */
export function tenantFeatureOn(tenant: Pick<Tenant, 'config'>, name: string): boolean {
  return (tenant.config.feature_configuration ?? []).some((f) => f.name === name && f.is_enabled === true);
}
