import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendContext, BackendEnv } from '@/lib/backend/http/context';
import { dbOf, tenantOf } from '../auth/request-context';
import { parseOr400, textAlone, type Wording } from '../http/parse-or-400';
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

/**
 * A package_id the query cannot carry names no package; a budget it cannot read is a bad budget;
 * an index it cannot read names no variant. The message is the first field's text.
 */
const packageQueryWording = (texts: Record<string, string>): Wording => ({
  message: textAlone,
  text: (issue) => texts[String(issue.path[0])] ?? PLANNER_MESSAGES.packageNotFound,
});
const PACKAGE_QUERY = packageQueryWording({
  budget_min: PLANNER_MESSAGES.badBudget,
  budget_max: PLANNER_MESSAGES.badBudget,
});

const getPackage = async (c: BackendContext) => {
  const query = parseOr400(ZPackageQuery, c.req.query(), PACKAGE_QUERY);
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const ctx = await packageService.open(db, tenant, query.package_id);
  const budget: Budget = {};
  if (query.budget_min !== undefined) budget.min = query.budget_min;
  if (query.budget_max !== undefined) budget.max = query.budget_max;
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
  const query = parseOr400(
    ZWhyRankQuery,
    c.req.query(),
    packageQueryWording({ index: PLANNER_MESSAGES.variantNotFound }),
  );
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const ctx = await packageService.open(db, tenant, query.package_id);
  const variant = await packageService.variantAt(ctx, query.index);
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
  const query = parseOr400(z.object({ package_id: ZPackageId }), c.req.query(), packageQueryWording({}));
  const tenant = await tenantOf(c);
  const db = await dbOf(c);
  const ctx = await packageService.open(db, tenant, query.package_id);
  return c.json(await packageService.budgetRange(ctx));
});
