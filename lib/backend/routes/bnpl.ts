import { Hono } from 'hono';
import { z } from 'zod';
import type { BackendEnv } from '@/lib/backend/http/context';
import type { Instalment } from '@/lib/booking/bnpl';
import { BNPL_PATHS, ZBnplChoose } from '@/lib/contract/bnpl';
import { isUuid } from '@/lib/db/uuid';
import { registerBnplJobs } from '../bnpl/charge-instalment';
import { choosePlan } from '../bnpl/choose-plan';
import { offeredPlans, type ScheduleView, scheduleOf, schedulesOfCaller } from '../bnpl/plans';
import { bookingCaller } from '../booking/caller';
import { BOOKING_MESSAGES } from '../booking/messages';
import { AppError } from '../http/errors';
import { parseOr400 } from '../http/parse-or-400';
import { readPayload } from '../http/payload';

/**
 * Buy now, pay later (spec §7 "Other", api/bnpl/v1; lib/contract/bnpl.ts): plans, cache (choose),
 * plan/cache (a booking's schedule), caches (the caller's). Signed-in callers of a site that books;
 * every rule is in lib/backend/bnpl.
 */
export const bnplRoutes = new Hono<BackendEnv>();

registerBnplJobs();

const ZBookingQuery = z.object({ booking_id: z.string({ error: 'This field is required.' }).trim().min(1) });

const bookingIdOf = (raw: Record<string, string>): string => {
  const { booking_id } = parseOr400(ZBookingQuery, raw);
  if (!isUuid(booking_id)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  return booking_id;
};

const money = (amount: number, currency: string) => ({ amount, currency });

const instalmentOut = (i: Instalment, currency: string) => ({
  number: i.number,
  amount: money(i.amountMinor, currency),
  due_date: i.dueDate,
});

const scheduleOut = (s: ScheduleView) => ({
  booking_id: s.bookingId,
  plan_id: s.planId,
  total: money(s.totalMinor, s.currency),
  instalments: s.instalments.map((i) => ({
    number: i.number,
    amount: money(i.amountMinor, i.currency),
    due_date: i.dueDate,
    status: i.status,
    message: i.message,
  })),
});

bnplRoutes.get(`/${BNPL_PATHS.plans}`, async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const offer = await offeredPlans(db, tenant, user, bookingIdOf(c.req.query()));
  return c.json({
    success: true,
    data: {
      plans: offer.plans.map((p) => ({
        id: p.id,
        instalments: p.instalments.map((i) => instalmentOut(i, offer.currency)),
      })),
      message: offer.message,
    },
  });
});

bnplRoutes.post(`/${BNPL_PATHS.cache}`, async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const req = parseOr400(ZBnplChoose, await readPayload(c.req.raw));
  if (!isUuid(req.booking_id)) throw new AppError('not_found', 404, BOOKING_MESSAGES.notFound);
  const chosen = await choosePlan(db, { tenant, user, bookingId: req.booking_id, planId: req.plan_id });
  return c.json({
    success: true,
    data: { plan_id: chosen.planId, first_instalment: money(chosen.firstInstalmentMinor, chosen.currency) },
  });
});

bnplRoutes.get(`/${BNPL_PATHS.planCache}`, async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  const s = await scheduleOf(db, tenant, user, bookingIdOf(c.req.query()));
  return c.json({ success: true, data: s ? scheduleOut(s) : null });
});

bnplRoutes.get(`/${BNPL_PATHS.caches}`, async (c) => {
  const { db, tenant, user } = await bookingCaller(c);
  return c.json({ success: true, data: (await schedulesOfCaller(db, tenant, user)).map(scheduleOut) });
});
