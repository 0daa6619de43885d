import { Hono } from 'hono';
import { RATES_AS_OF } from '@/lib/reference';
import type { BackendEnv } from '../app';
import { currenciesWithOverrides, loadRateOverrides } from '../currency/tenant-rates';
import { tenantOfRequest } from './tenant-of-request';

/**
 * GET get_currency (spec §7, search and content): the currency list of the chooser, sorted by name
 * (§9), each with its conversion_factor (units per 1 EUR; a conversion is the ratio of two factors)
 * and ISO 4217 minor units. `rates_date` says which reference-rate snapshot the factors come from.
 * The calling tenant's own rates (PUT internal/currency_rates) replace the snapshot's factors.
 */
export const currencyRoutes = new Hono<BackendEnv>();

// The list changes with a deploy or when an admin edits the tenant's rates: caches keep it briefly.
const CACHE_CONTROL = 'public, max-age=300';

currencyRoutes.get('/get_currency', async (c) => {
  const tenant = await tenantOfRequest(c);
  const overrides = tenant ? await loadRateOverrides(await c.get('deps').db(), tenant.id) : new Map();
  c.header('cache-control', CACHE_CONTROL);
  return c.json({ success: true, data: currenciesWithOverrides(overrides), rates_date: RATES_AS_OF.date });
});
