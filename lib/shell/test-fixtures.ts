/** Test fixtures (imported by tests only): the seeded tenants' working configurations. */
import b2b from '@/lib/backend/seed/tenants/b2b.json';
import demo from '@/lib/backend/seed/tenants/demo.json';
import { ZSiteConfig } from '@/lib/contract/site-config';
import { currencyForCountry } from '@/lib/reference';
import { toWorkingConfig, type WorkingConfig } from '@/lib/tenant/working-config';

/** A seed tenant's working configuration, with optional overrides of its raw site configuration. */
export function workingConfig(tenant: 'demo' | 'b2b', patch: Record<string, unknown> = {}): WorkingConfig {
  const base = tenant === 'demo' ? demo.config : b2b.config;
  return toWorkingConfig(ZSiteConfig.parse({ ...base, ...patch }), { currencyForCountry });
}

/** The feature switch that makes a tenant one of the two tour-operator variants. */
export const TOUR_OPERATOR_FEATURE = { name: 'IS_SOTC', is_enabled: true };
