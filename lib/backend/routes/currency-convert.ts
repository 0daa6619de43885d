import { Hono } from 'hono';
import { z } from 'zod';
import { checkAdminRequest } from '@/lib/admin/token';
import { ConversionError, convert, currencyInfo } from '@/lib/reference';
import type { BackendEnv } from '../app';
import { loadRateOverrides, replaceRateOverrides, ZRateOverridesRequest } from '../currency/tenant-rates';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { tenantOfRequest } from './tenant-of-request';

export const currencyConvertRoutes = new Hono<BackendEnv>();

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((s) => s.toUpperCase());

/** Query of GET v1/currency/convert: an amount in major units ('125.5') and two ISO codes. */
export const ZCurrencyConvertRequest = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^-?\d+(?:\.\d+)?$/),
  from_currency: code,
  to_currency: code,
});
export type TCurrencyConvertRequest = z.infer<typeof ZCurrencyConvertRequest>;

/** '125.5' in a 2-decimal currency → 12550; more decimals than the currency has are rounded. */
function toMinor(amount: string, digits: number): number {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const kept = fraction.padEnd(digits, '0').slice(0, digits);
  let minor = BigInt(whole + kept);
  // Half away from zero on the first dropped digit.
  if ((fraction[digits] ?? '0') >= '5') minor += 1n;
  const signed = amount.startsWith('-') ? -minor : minor;
  return Number(signed);
}

const toMajor = (minor: number, digits: number): number => Number((minor / 10 ** digits).toFixed(digits));

/**
 * GET v1/currency/convert (spec §7): amount, from_currency, to_currency → { status, amount }, by the
 * ratio of conversion factors, the calling tenant's own rates first. Failures answer status false
 * with a message (spec §8: the caller passes them on).
 */
currencyConvertRoutes.get('/v1/currency/convert', async (c) => {
  const parsed = ZCurrencyConvertRequest.safeParse(c.req.query());
  if (!parsed.success) {
    return c.json(
      { status: false, amount: null, message: 'amount, from_currency and to_currency are required.' },
      400,
    );
  }
  const { amount, from_currency, to_currency } = parsed.data;
  const from = currencyInfo(from_currency);
  const to = currencyInfo(to_currency);
  if (!from || !to) {
    return c.json({ status: false, amount: null, message: 'Unknown currency.' }, 400);
  }
  const tenant = await tenantOfRequest(c);
  const overrides = tenant ? await loadRateOverrides(await c.get('deps').db(), tenant.id) : undefined;
  try {
    const minor = convert(toMinor(amount, from.minor_units), from.code, to.code, overrides);
    c.header('cache-control', 'no-store');
    return c.json({ status: true, amount: toMajor(minor, to.minor_units), currency: to.code });
  } catch (err) {
    if (err instanceof ConversionError) {
      return c.json({ status: false, amount: null, message: 'No conversion rate for this currency.' }, 400);
    }
    throw err;
  }
});

async function adminTenant(c: Parameters<typeof tenantOfRequest>[0]) {
  const check = checkAdminRequest(c.req.raw);
  if (check !== 'ok') throw new AppError('forbidden', check === 'denied' ? 401 : 503, 'Unauthorized Error');
  const tenant = await tenantOfRequest(c);
  if (!tenant) throw new AppError('site_not_found', 404, 'Sorry we are unable to fetch site details.');
  return tenant;
}

const ratesAnswer = (rates: ReadonlyMap<string, string>) => ({
  success: true,
  data: { rates: Object.fromEntries([...rates].sort(([a], [b]) => a.localeCompare(b))) },
});

/** GET internal/currency_rates (admin token): the calling site's own rates. */
currencyConvertRoutes.get('/internal/currency_rates', async (c) => {
  const tenant = await adminTenant(c);
  return c.json(ratesAnswer(await loadRateOverrides(await c.get('deps').db(), tenant.id)));
});

/**
 * PUT internal/currency_rates (admin token), body { rates: { USD: '1.10', … } } in units per 1 EUR:
 * replaces the calling site's own rates ({} returns it to the reference snapshot).
 */
currencyConvertRoutes.put('/internal/currency_rates', async (c) => {
  const tenant = await adminTenant(c);
  const parsed = ZRateOverridesRequest.safeParse(await readBody(c.req.raw));
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new AppError('invalid_rates', 400, 'Invalid currency rates.', { fields });
  }
  const db = await c.get('deps').db();
  return c.json(ratesAnswer(await replaceRateOverrides(db, tenant.id, parsed.data.rates)));
});
