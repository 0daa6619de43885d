import b2bSeed from '@/lib/backend/seed/tenants/b2b.json';
import demoSeed from '@/lib/backend/seed/tenants/demo.json';
import { type TSiteConfigInput, ZSiteConfig } from '@/lib/contract/site-config';
import { toWorkingConfig, type WorkingConfig } from '@/lib/tenant/working-config';

/** Working configurations of the two demo tenants, optionally with fields changed, for tests. */
export function seedWorkingConfig(
  tenant: 'demo' | 'b2b',
  overrides: Partial<TSiteConfigInput> = {},
): WorkingConfig {
  const seed = tenant === 'demo' ? demoSeed : b2bSeed;
  const raw = ZSiteConfig.parse({ ...seed.config, ...overrides });
  return toWorkingConfig(raw, { currencyForCountry: (c) => ({ GB: 'GBP', NL: 'EUR' })[c] ?? null });
}
