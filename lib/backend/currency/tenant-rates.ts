import { z } from 'zod';
import { latestExchangeRates } from '@/lib/backend/rates';
import type { Db } from '@/lib/db/open';
import { currencyRates } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { type ExchangeRates, type OwnRate, withOwnRates } from '@/lib/money';
import { currencyInfo } from '@/lib/reference';

/**
 * A tenant's own conversion factors (units per 1 EUR), replacing the reference rates for the codes
 * it lists. The admin sets them through PUT internal/currency_rates.
 */
const ZFactor = z
  .union([z.string(), z.number()])
  .transform(String)
  .refine((v) => /^\d+(?:\.\d+)?$/.test(v) && Number(v) > 0, {
    message: 'must be a plain decimal greater than zero (units per 1 EUR)',
  });

export const ZRateOverridesRequest = z
  .object({
    rates: z
      .record(z.string(), ZFactor)
      .superRefine((rates, ctx) => {
        for (const code of Object.keys(rates)) {
          if (!currencyInfo(code)) {
            ctx.addIssue({ code: 'custom', path: [code], message: 'is not an ISO 4217 currency code' });
          }
        }
      })
      .transform((rates) =>
        Object.fromEntries(Object.entries(rates).map(([code, f]) => [code.trim().toUpperCase(), f])),
      ),
  })
  .strict();

/** The tenant's own rates, each dated by the day it was set. */
export async function loadOwnRates(db: Db, tenantId: string): Promise<OwnRate[]> {
  const rows = await forTenant(db, tenantId).select(currencyRates);
  return rows.map((r) => ({
    code: r.code,
    perEuro: r.conversionFactor,
    date: r.updatedAt.toISOString().slice(0, 10),
  }));
}

/** The rates a tenant's prices convert with: the latest reference rates with its own in their place. */
export async function tenantExchangeRates(db: Db, tenantId: string | null): Promise<ExchangeRates> {
  const [reference, own] = await Promise.all([
    latestExchangeRates(db),
    tenantId ? loadOwnRates(db, tenantId) : Promise.resolve([]),
  ]);
  return withOwnRates(reference, own);
}

/** Replaces the tenant's whole set in one transaction (an empty set returns it to the reference rates). */
export async function replaceOwnRates(
  db: Db,
  tenantId: string,
  rates: Record<string, string>,
): Promise<OwnRate[]> {
  await db.transaction(async (tx) => {
    const scope = forTenant(tx as unknown as Db, tenantId);
    await scope.delete(currencyRates);
    const entries = Object.entries(rates);
    if (entries.length > 0) {
      await scope.insert(
        currencyRates,
        entries.map(([code, conversionFactor]) => ({ code, conversionFactor })),
      );
    }
  });
  return loadOwnRates(db, tenantId);
}
