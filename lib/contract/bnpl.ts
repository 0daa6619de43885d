import { z } from 'zod';

/**
 * Buy now, pay later (spec §7 "Other": api/bnpl/v1 plans, cache, plan/cache, caches). The spec names
 * the paths only, so the shapes are the storefront's own: `plans` offers a booking's plans, `cache`
 * keeps the one chosen, `plan/cache` reads a booking's kept plan with its instalments, `caches` the
 * caller's. Money is minor units with its ISO 4217 code; days are 'YYYY-MM-DD'.
 */
export const BNPL_PATHS = {
  plans: 'api/bnpl/v1/plans',
  cache: 'api/bnpl/v1/cache',
  planCache: 'api/bnpl/v1/plan/cache',
  caches: 'api/bnpl/v1/caches',
} as const;

const REQUIRED = 'This field is required.';

const ZAmount = z.object({ amount: z.number().int(), currency: z.string().regex(/^[A-Z]{3}$/) });

export const ZBnplInstalment = z.object({
  number: z.number().int().min(1),
  amount: ZAmount,
  due_date: z.string(),
  /** scheduled, charging, paid, failed, dropped (absent in an offer). */
  status: z.string().optional(),
  message: z.string().nullish(),
});

export const ZBnplPlan = z.object({ id: z.string(), instalments: z.array(ZBnplInstalment) });
export type TBnplPlan = z.infer<typeof ZBnplPlan>;

/** GET plans?booking_id=: the plans offered, or none with the reason in `message`. */
export const ZBnplPlansAnswer = z.object({
  success: z.literal(true),
  data: z.object({ plans: z.array(ZBnplPlan), message: z.string().nullable() }),
});

/** POST cache: the plan chosen for a held booking. */
export const ZBnplChoose = z.object({
  booking_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(100),
  plan_id: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(40),
});

/** POST cache's answer: the plan kept and what the first instalment (paid now) is. */
export const ZBnplChosenAnswer = z.object({
  success: z.literal(true),
  data: z.object({ plan_id: z.string(), first_instalment: ZAmount }),
});

/** A booking's kept plan and where each instalment stands. */
export const ZBnplSchedule = z.object({
  booking_id: z.string(),
  plan_id: z.string(),
  total: ZAmount,
  instalments: z.array(ZBnplInstalment),
});
export type TBnplSchedule = z.infer<typeof ZBnplSchedule>;

/** GET plan/cache?booking_id=: the schedule, or null when the booking has no plan. */
export const ZBnplScheduleAnswer = z.object({ success: z.literal(true), data: ZBnplSchedule.nullable() });

/** GET caches: the caller's schedules. */
export const ZBnplSchedulesAnswer = z.object({ success: z.literal(true), data: z.array(ZBnplSchedule) });
