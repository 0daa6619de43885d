import { Hono } from 'hono';
import { defaultGeoProviders, locateVisitor } from '@/lib/location';
import { countryByCode, currencyForCountry, isConvertible } from '@/lib/reference';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import type { BackendEnv } from '../app';
import { loadRateOverrides } from '../currency/tenant-rates';
import { AppError } from '../http/errors';
import { tenantOfRequest } from './tenant-of-request';

export const visitorLocationRoutes = new Hono<BackendEnv>();

/**
 * GET v1/visitor/location: the visitor's country, currency and (when known) city, for the search
 * page's location step (spec §4). Cached pages cannot read request headers, so the browser asks
 * here; the default providers read a trusted proxy's geo headers and Accept-Language (no outside
 * call) and anything unknown falls back to the agency's country and currency.
 */
visitorLocationRoutes.get('/v1/visitor/location', async (c) => {
  const tenant = await tenantOfRequest(c);
  if (!tenant) throw new AppError('site_not_found', 404, 'Sorry we are unable to fetch site details.');
  const wc = toWorkingConfig(tenant.config, { currencyForCountry });
  const overrides = await loadRateOverrides(await c.get('deps').db(), tenant.id);
  const priceable = (code: string) => isConvertible(code) || overrides.has(code);
  const location = await locateVisitor({ headers: c.req.raw.headers }, defaultGeoProviders(), {
    isKnownCountry: (code) => countryByCode(code) !== null,
    currencyFor: (country) => {
      const currency = currencyForCountry(country);
      return currency && priceable(currency) ? currency : null;
    },
    fallback: wc.nationality && wc.currency ? { country: wc.nationality, currency: wc.currency } : null,
    log: c.get('deps').log,
  });
  // Per visitor: never shared by a cache.
  c.header('cache-control', 'private, no-store');
  c.header('vary', 'accept-language');
  return c.json({ status: location !== null, data: location });
});
