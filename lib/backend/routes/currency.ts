import { Hono } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { sharedCacheControl } from '@/lib/http/cache-policy';
import { currencyList } from '@/lib/reference';
import { dbOf, optionalTenantOf } from '../auth/request-context';
import { tenantExchangeRates } from '../currency/tenant-rates';

/**
 * GET get_currency (spec §7, search and content): the currency list of the chooser, sorted by name
 * (§9), each with its conversion_factor (units per 1 EUR; a conversion is the ratio of two factors)
 * and ISO 4217 minor units, and the date of its rate (`rate_date`). `rates_date` and `rates_source`
 * name the reference publication (lib/backend/rates: the ECB's daily rates). The calling tenant's own rates
 * (PUT internal/currency_rates) replace the reference factors.
 */
export const currencyRoutes = new Hono<BackendEnv>();

currencyRoutes.get('/get_currency', async (c) => {
  const tenant = await optionalTenantOf(c);
  const rates = await tenantExchangeRates(await dbOf(c), tenant?.id ?? null);
  // The list changes with a new publication or an admin's edit of the rates: kept briefly (lib/http/cache-policy.ts).
  c.header('cache-control', sharedCacheControl('get_currency') ?? 'no-store');
  return c.json({
    success: true,
    data: currencyList(rates),
    rates_date: rates.date,
    rates_source: rates.source,
  });
});
