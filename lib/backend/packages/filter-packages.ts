import { z } from 'zod';
import { MAX_MINOR_AMOUNT, zOptionalWholeNumber, zWholeNumber } from '@/lib/contract/whole-number';
import type { StaticPackage } from '@/lib/db/schema';
import { upcomingDepartures } from './package-view';

/** Budgets (major units) and nights: whole numbers, JSON or decimal text (whole-number.ts). */
const optionalInt = (field: string, max = MAX_MINOR_AMOUNT) => zOptionalWholeNumber(field, 0, max);
const MAX_NIGHTS = 366;
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * Filters of v1/search/static_package (spec §7): destination text, departure month (YYYY-MM),
 * budget in major units of `currency`, duration in nights, featured only, and paging.
 */
export const ZStaticPackageSearchRequest = z.object({
  destination: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  month: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM')
      .optional(),
  ),
  budget_min: z.preprocess(emptyToUndefined, optionalInt('budget_min')),
  budget_max: z.preprocess(emptyToUndefined, optionalInt('budget_max')),
  currency: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .transform((s) => s.toUpperCase())
      .optional(),
  ),
  duration_min: z.preprocess(emptyToUndefined, optionalInt('duration_min', MAX_NIGHTS)),
  duration_max: z.preprocess(emptyToUndefined, optionalInt('duration_max', MAX_NIGHTS)),
  featured: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  ),
  page: z.preprocess(emptyToUndefined, zWholeNumber('page', 1, 1000, { fallback: 1 })),
  page_size: z.preprocess(emptyToUndefined, zWholeNumber('page_size', 1, 50, { fallback: 12 })),
});
export type TStaticPackageSearchRequest = z.infer<typeof ZStaticPackageSearchRequest>;

/** Accent- and case-folded text, so 'reykjavík' finds 'Reykjavik'. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export interface FilterContext {
  today: string;
  /** Converts minor units of a package's currency into minor units of the budget currency. */
  toBudgetMinor: (amountMinor: number, from: string) => number | null;
  /** A budget in major units of the budget currency → its minor units. */
  budgetMinor: (major: number) => number;
}

/** Applies every filter; the budget compares the "price from" converted into the budget currency. */
export function filterPackages(
  rows: StaticPackage[],
  f: TStaticPackageSearchRequest,
  ctx: FilterContext,
): StaticPackage[] {
  const text = f.destination ? fold(f.destination) : '';
  return rows.filter((p) => {
    if (f.featured && !p.featured) return false;
    if (text) {
      const haystack = [p.title, ...p.destinations].map(fold);
      if (!haystack.some((h) => h.includes(text))) return false;
    }
    if (f.duration_min !== undefined && p.durationNights < f.duration_min) return false;
    if (f.duration_max !== undefined && p.durationNights > f.duration_max) return false;
    if (f.month && !upcomingDepartures(p, ctx.today).some((d) => d.date.startsWith(f.month as string)))
      return false;
    if (f.budget_min !== undefined || f.budget_max !== undefined) {
      const price = ctx.toBudgetMinor(p.priceFromMinor, p.currency);
      if (price === null) return false;
      if (f.budget_min !== undefined && price < ctx.budgetMinor(f.budget_min)) return false;
      if (f.budget_max !== undefined && price > ctx.budgetMinor(f.budget_max)) return false;
    }
    return true;
  });
}

/** Featured first, then by title (a stable, predictable order for paging). */
export function sortPackages(rows: StaticPackage[]): StaticPackage[] {
  return [...rows].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.title.localeCompare(b.title, 'en'),
  );
}
