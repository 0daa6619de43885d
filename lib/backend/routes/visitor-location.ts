import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { locateForSite, VISITOR_LOCATION_HEADERS, visitorLocationBody } from '@/lib/location/for-site';
import { canConvert } from '@/lib/money';
import { currencyForCountry } from '@/lib/reference';
import { toWorkingConfig } from '@/lib/tenant/working-config';
import { dbOf, tenantOf } from '../auth/request-context';
import { tenantExchangeRates } from '../currency/tenant-rates';

export const visitorLocationRoutes = new Hono<BackendEnv>();

/**
 * GET v1/visitor/location: the visitor's country, currency and (when known) city, for the search
 * page's location step (spec §4). Cached pages cannot read request headers, so the browser asks
 * here; the default providers read a trusted proxy's geo headers and Accept-Language (no outside
 * call) and anything unknown falls back to the agency's country and currency.
 */
visitorLocationRoutes.get('/v1/visitor/location', async (c) => {
  const tenant = await tenantOf(c);
  const wc = toWorkingConfig(tenant.config, { currencyForCountry });
  const rates = await tenantExchangeRates(await dbOf(c), tenant.id);
  const priceable = (code: string) => canConvert(rates, code);
  const location = await locateForSite(c.req.raw.headers, wc, priceable, c.get('deps').log);
  for (const [name, value] of Object.entries(VISITOR_LOCATION_HEADERS)) c.header(name, value);
  return c.json(visitorLocationBody(location));
});
