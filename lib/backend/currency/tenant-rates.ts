import { z } from 'zod';
import type { Db } from '@/lib/db/open';
import { currencyRates } from '@/lib/db/schema';
import { forTenant } from '@/lib/db/scoped';
import { CURRENCIES, type Currency, currencyInfo, type RateOverrides } from '@/lib/reference';

/**
 * A tenant's own conversion factors (units per 1 EUR), replacing the reference snapshot for the
 * codes it lists. The admin sets them through PUT internal/currency_rates.
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
export type TRateOverridesRequest = z.infer<typeof ZRateOverridesRequest>;

export async function loadRateOverrides(db: Db, tenantId: string): Promise<RateOverrides> {
  const rows = await forTenant(db, tenantId).select(currencyRates);
  return new Map(rows.map((r) => [r.code, r.conversionFactor]));
}

/** Replaces the tenant's whole set in one transaction (an empty set returns it to the snapshot). */
export async function replaceRateOverrides(
  db: Db,
  tenantId: string,
  rates: Record<string, string>,
): Promise<RateOverrides> {
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
  return loadRateOverrides(db, tenantId);
}

/**
 * The chooser's currency list with the tenant's factors in place of the snapshot's, plus any
 * currency only the tenant can price; still sorted by name (spec §9).
 */
export function currenciesWithOverrides(overrides: RateOverrides): Currency[] {
  if (overrides.size === 0) return [...CURRENCIES];
  const seen = new Set<string>();
  const list = CURRENCIES.map((c) => {
    seen.add(c.code);
    const own = overrides.get(c.code);
    return own ? { ...c, conversion_factor: Number(own) } : c;
  });
  for (const [code, factor] of overrides) {
    const info = currencyInfo(code);
    if (!seen.has(code) && info) list.push({ ...info, conversion_factor: Number(factor) });
  }
  const byName = new Intl.Collator('en', { sensitivity: 'base' });
  return list.sort((a, b) => byName.compare(a.name, b.name) || a.code.localeCompare(b.code));
}
