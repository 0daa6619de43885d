import { Hono } from 'hono';
import { CURRENCIES, RATES_AS_OF } from '@/lib/reference';
import type { BackendEnv } from '../app';

/**
 * GET get_currency (spec §7, search and content): the currency list of the chooser, sorted by name
 * (§9), each with its conversion_factor (units per 1 EUR; a conversion is the ratio of two factors)
 * and ISO 4217 minor units. `rates_date` says which reference-rate snapshot the factors come from.
 */
export const currencyRoutes = new Hono<BackendEnv>();

// The list changes only with a deploy, so browsers and the CDN may keep it for an hour.
const CACHE_CONTROL = 'public, max-age=3600';

currencyRoutes.get('/get_currency', (c) => {
  c.header('cache-control', CACHE_CONTROL);
  return c.json({ success: true, data: CURRENCIES, rates_date: RATES_AS_OF.date });
});
