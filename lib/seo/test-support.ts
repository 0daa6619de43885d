import b2b from '@/lib/backend/seed/tenants/b2b.json';
import demo from '@/lib/backend/seed/tenants/demo.json';
import { type TSiteConfigInput, ZSiteConfig } from '@/lib/contract/site-config';
import { toWorkingConfig, type WorkingConfig } from '@/lib/tenant/working-config';

/** Working configurations for SEO tests: the seeded demo tenants, or one of them with changes. */

type RawConfig = Record<string, unknown>;

export function workingConfigOf(raw: RawConfig, changes: RawConfig = {}): WorkingConfig {
  const cfg = ZSiteConfig.parse({ ...raw, ...changes } as TSiteConfigInput);
  return toWorkingConfig(cfg, { currencyForCountry: (c) => (c === 'GB' ? 'GBP' : 'EUR') });
}

export const demoConfig = (changes: RawConfig = {}) => workingConfigOf(demo.config, changes);
export const b2bConfig = (changes: RawConfig = {}) => workingConfigOf(b2b.config, changes);
