import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { dbOf, tenantOf } from '../auth/request-context';
import { AppError } from '../http/errors';
import { type Budget, PLANNER_MESSAGES, packageService } from '../planner';

/**
 * The planner's answers (spec §7 search and content): v2/get_package (and get_package, the same
 * answer), v1/get_why_rank and budget_range, for a package_id made by v2/search_api on this site.
 * Another site's package_id reads as unknown.
 */
export const packageRoutes = new Hono<BackendEnv>();

const ZPackageId = z.string().trim().min(1);
const ZMinor = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/)
  .transform(Number);

const ZPackageQuery = z
  .object({
    package_id: ZPackageId,
    budget_min: ZMinor.optional(),
    budget_max: ZMinor.optional(),
  })
  .refine((q) => q.budget_min === undefined || q.budget_max === undefined || q.budget_min <= q.budget_max, {
    path: ['budget_max'],
  });

function badQuery(issues: z.core.$ZodIssue[]): AppError {
  const fields = Object.fromEntries(
    issues.map((i) => {
      const field = String(i.path[0] ?? 'package_id');
      const text = field === 'package_id' ? PLANNER_MESSAGES.packageNotFound : PLANNER_MESSAGES.badBudget;
      return [field, [text]];
    }),
  );
  const first = Object.values(fields)[0]?.[0] ?? PLANNER_MESSAGES.badRequest;
  return new AppError('invalid_query', 400, first, fields);
}

const getPackage = async (c: BackendContext) => {
  const parsed = ZPackageQuery.safeParse(c.req.query());
  if (!parsed.success) throw badQuery(parsed.error.issues);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const ctx = await packageService.open(db, tenant, parsed.data.package_id);
  const budget: Budget = {};
  if (parsed.data.budget_min !== undefined) budget.min = parsed.data.budget_min;
  if (parsed.data.budget_max !== undefined) budget.max = parsed.data.budget_max;
  return c.json(await packageService.getPackage(ctx, budget));
};

/** GET v2/get_package?package_id=…[&budget_min=&budget_max=] (minor units of the search currency). */
packageRoutes.get('/v2/get_package', getPackage);
packageRoutes.get('/get_package', getPackage);

const ZWhyRankQuery = z.object({
  package_id: ZPackageId,
  index: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/)
    .transform(Number),
});

/** GET v1/get_why_rank?package_id=…&index=…: the ranking reasons of one variant, with a sentence. */
packageRoutes.get('/v1/get_why_rank', async (c) => {
  const parsed = ZWhyRankQuery.safeParse(c.req.query());
  if (!parsed.success) {
    const badIndex = parsed.error.issues.some((i) => i.path[0] === 'index');
    throw new AppError(
      'invalid_query',
      400,
      badIndex ? PLANNER_MESSAGES.variantNotFound : PLANNER_MESSAGES.packageNotFound,
    );
  }
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const ctx = await packageService.open(db, tenant, parsed.data.package_id);
  const variant = await packageService.variantAt(ctx, parsed.data.index);
  const { summary } = packageService.whyRank(variant);
  return c.json({
    package_id: ctx.packageId,
    index: variant.index,
    score: variant.score,
    reasons: variant.reasons,
    summary,
  });
});

/** GET budget_range?package_id=…: the cheapest and dearest variant's total, minor units. */
packageRoutes.get('/budget_range', async (c) => {
  const parsed = z.object({ package_id: ZPackageId }).safeParse(c.req.query());
  if (!parsed.success) throw new AppError('invalid_query', 400, PLANNER_MESSAGES.packageNotFound);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const ctx = await packageService.open(db, tenant, parsed.data.package_id);
  return c.json(await packageService.budgetRange(ctx));
});
