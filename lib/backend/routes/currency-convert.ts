import { Hono } from 'hono';
import { z } from 'zod';
import { checkAdminRequest } from '@/lib/auth/admin-token';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { ConversionError, convertMoney, type OwnRate, toMajorUnits, toMinorUnits } from '@/lib/money';
import { currencyInfo } from '@/lib/reference';
import { dbOf, optionalTenantOf, tenantOf } from '../auth/request-context';
import {
  loadOwnRates,
  replaceOwnRates,
  tenantExchangeRates,
  ZRateOverridesRequest,
} from '../currency/tenant-rates';
import { readBody } from '../http/body';
import { AppError } from '../http/errors';
import { invalidInput, withFieldsListed } from '../http/parse-or-400';

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

/**
 * GET v1/currency/convert (spec §7): amount, from_currency, to_currency → { status, amount }, by the
 * ratio of conversion factors, the calling tenant's own rates first, with the date of the rates
 * used (`rate_date`). Failures answer status false with a message (spec §8: the caller passes them on).
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
  const tenant = await optionalTenantOf(c);
  const rates = await tenantExchangeRates(await dbOf(c), tenant?.id ?? null);
  try {
    const converted = convertMoney(
      { amount: toMinorUnits(amount, from.code), currency: from.code },
      to.code,
      rates,
    );
    c.header('cache-control', 'no-store');
    return c.json({
      status: true,
      amount: toMajorUnits(converted.amount, to.code),
      currency: to.code,
      rate_date: converted.rate_date,
    });
  } catch (err) {
    if (err instanceof ConversionError) {
      return c.json({ status: false, amount: null, message: 'No conversion rate for this currency.' }, 400);
    }
    throw err;
  }
});

/** The calling site's tenant, for a caller holding the admin token. */
async function adminTenant(c: BackendContext) {
  const check = checkAdminRequest(c.req.raw);
  if (check !== 'ok') throw new AppError('forbidden', check === 'denied' ? 401 : 503, 'Unauthorized Error');
  return tenantOf(c);
}

const ratesAnswer = (rates: readonly OwnRate[]) => ({
  success: true,
  data: {
    rates: Object.fromEntries(
      [...rates].sort((a, b) => a.code.localeCompare(b.code)).map((r) => [r.code, r.perEuro]),
    ),
  },
});

/** GET internal/currency_rates (admin token): the calling site's own rates. */
currencyConvertRoutes.get('/internal/currency_rates', async (c) => {
  const tenant = await adminTenant(c);
  return c.json(ratesAnswer(await loadOwnRates(await dbOf(c), tenant.id)));
});

/**
 * PUT internal/currency_rates (admin token), body { rates: { USD: '1.10', … } } in units per 1 EUR:
 * replaces the calling site's own rates ({} returns it to the reference rates).
 */
currencyConvertRoutes.put('/internal/currency_rates', async (c) => {
  const tenant = await adminTenant(c);
  const body = await readBody(c.req.raw);
  const parsed = ZRateOverridesRequest.safeParse(body);
  if (!parsed.success)
    throw withFieldsListed(invalidInput(parsed.error, body, { message: 'Invalid currency rates.' }), 'lines');
  const { rates } = parsed.data;
  return c.json(ratesAnswer(await replaceOwnRates(await dbOf(c), tenant.id, rates)));
});
