import { countryByCode, currencyForCountry } from '@/lib/reference';
import type { WorkingConfig } from '@/lib/tenant/working-config';
import { defaultGeoProviders } from './index';
import { locateVisitor, type VisitorLocation } from './locate';

/**
 * GET v1/visitor/location for one site: the visitor's country and a currency the site can price,
 * from the default providers (a trusted proxy's geo headers, Accept-Language; no outside call),
 * else the agency's country and currency (spec §4, §8 "IP or city lookup failure"). Shared by the
 * built-in backend and the storefront, which answers this call itself in front of an external API.
 */
export function locateForSite(
  headers: Headers,
  wc: Pick<WorkingConfig, 'nationality' | 'currency'>,
  priceable: (currency: string) => boolean,
  log?: (message: string, extra?: Record<string, unknown>) => void,
): Promise<VisitorLocation | null> {
  return locateVisitor({ headers }, defaultGeoProviders(), {
    isKnownCountry: (code) => countryByCode(code) !== null,
    currencyFor: (country) => {
      const currency = currencyForCountry(country);
      return currency && priceable(currency) ? currency : null;
    },
    fallback: wc.nationality && wc.currency ? { country: wc.nationality, currency: wc.currency } : null,
    log,
  });
}

/** The answer's body and headers: per visitor, never shared by a cache. */
export const visitorLocationBody = (location: VisitorLocation | null) => ({
  status: location !== null,
  data: location,
});
export const VISITOR_LOCATION_HEADERS = {
  'cache-control': 'private, no-store',
  vary: 'accept-language',
} as const;
