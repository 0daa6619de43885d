import type { Locale } from '@/i18n/locales';
import type { WorkingConfig } from './working-config';

/** Placeholder until the per-locale agency texts land: the configuration as given. */
export function localizeWorkingConfig(wc: WorkingConfig, _locale: Locale): WorkingConfig {
  return wc;
}
