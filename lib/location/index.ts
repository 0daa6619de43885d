export type { GeoProvider } from './provider';

import { acceptLanguageProvider } from './accept-language-provider';
import { geoHeaderNamesFromEnv, geoHeaderProvider } from './header-provider';
import type { GeoProvider } from './provider';

/** The default chain: a trusted proxy's geo headers, then Accept-Language. No outside call. */
export function defaultGeoProviders(env: Record<string, string | undefined> = process.env): GeoProvider[] {
  return [geoHeaderProvider(geoHeaderNamesFromEnv(env)), acceptLanguageProvider()];
}
