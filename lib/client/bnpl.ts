import {
  BNPL_PATHS,
  type TBnplPlan,
  type TBnplSchedule,
  ZBnplChosenAnswer,
  ZBnplPlansAnswer,
  ZBnplScheduleAnswer,
} from '@/lib/contract/bnpl';
import { type Answer, answerOf, parsedBy } from './answer';
import { callApi } from './browser-api';

/** The buy-now-pay-later calls of the booking pages (spec §7 api/bnpl/v1), same-origin through /api/. */

const read =
  <T, R>(
    schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
    pick: (t: T) => R,
  ) =>
  (body: unknown): R | null => {
    const t = parsedBy(schema)(body);
    return t === null ? null : pick(t);
  };

/** The plans offered for a booking, and the site's word when there are none. */
export const bnplPlans = async (
  bookingId: string,
): Promise<Answer<{ plans: TBnplPlan[]; message: string | null }>> =>
  answerOf(
    await callApi(BNPL_PATHS.plans, { query: { booking_id: bookingId } }),
    read(ZBnplPlansAnswer, (a) => a.data),
  );

/** Keeps the chosen plan; answers the first instalment, paid next through make_payment. */
export const chooseBnplPlan = async (
  bookingId: string,
  planId: string,
): Promise<Answer<{ plan_id: string; first_instalment: { amount: number; currency: string } }>> =>
  answerOf(
    await callApi(BNPL_PATHS.cache, { method: 'POST', body: { booking_id: bookingId, plan_id: planId } }),
    read(ZBnplChosenAnswer, (a) => a.data),
  );

/** A booking's plan and its instalments (`schedule` null: it has none). */
export const bnplSchedule = async (bookingId: string): Promise<Answer<{ schedule: TBnplSchedule | null }>> =>
  answerOf(
    await callApi(BNPL_PATHS.planCache, { query: { booking_id: bookingId } }),
    // A booking without a plan answers data null, which is an answer, not an unreadable one.
    read(ZBnplScheduleAnswer, (a) => ({ schedule: a.data })),
  );
