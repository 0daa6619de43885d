export {
  acceptLanguageProvider,
  parseAcceptLanguage,
  regionFromAcceptLanguage,
} from './accept-language-provider';
export { DEFAULT_GEO_HEADERS, geoHeaderNamesFromEnv, geoHeaderProvider } from './header-provider';
export { type LocateDeps, locateVisitor, type VisitorLocation } from './locate';
export type { GeoGuess, GeoProvider, GeoRequest } from './provider';

import { acceptLanguageProvider } from './accept-language-provider';
import { geoHeaderNamesFromEnv, geoHeaderProvider } from './header-provider';
import type { GeoProvider } from './provider';

/** The default chain: a trusted proxy's geo headers, then Accept-Language. No outside call. */
export function defaultGeoProviders(env: Record<string, string | undefined> = process.env): GeoProvider[] {
  return [geoHeaderProvider(geoHeaderNamesFromEnv(env)), acceptLanguageProvider()];
}
