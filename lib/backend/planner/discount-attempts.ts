import 'server-only';
import type { Context } from 'hono';
import type { BackendEnv } from '@/lib/backend/http/context';
import { attemptStore, clientIp, refuseTooMany } from '@/lib/backend/ratelimit';
import { type AttemptCheck, releaseAll, reserveAttempt } from '@/lib/backend/ratelimit/attempts';
import { clientKey, type ThrottleRule } from '@/lib/backend/ratelimit/failures';
import { tooManyDiscountCodesMessage } from '@/lib/backend/ratelimit/response';
import type { TItineraryChange } from '@/lib/contract/planner';
import type { Db } from '@/lib/db/open';
import { AppError } from '../http/errors';

const MINUTE = 60_000;
/** A budget of wrong codes, then a refusal until the window (from the first wrong code) ends. */
const budget = (wrong: number): ThrottleRule => ({
  freeFailures: wrong,
  lockAt: wrong,
  baseDelayMs: 0,
  maxDelayMs: 0,
  windowMs: 15 * MINUTE,
});

/** Wrong discount codes allowed in 15 minutes: per itinerary (lead) and per client. */
export const DISCOUNT_ATTEMPTS = { itinerary: budget(5), client: budget(10) } as const;

/**
 * Discount codes cannot be guessed (issue 26, item 5). A code applied to a lead is an attempt,
 * reserved on the lead's counter and the client's before the code is checked (so a burst cannot
 * outrun the count), kept when the code is not valid and given back otherwise. Past either budget
 * every code is refused with 429 — the right one too — until the window ends: otherwise the one
 * answer that differs would still tell a guesser the code. Taking the code off (an empty code) is
 * no guess and is never limited. A lead is checked first, so a burst on one lead spends only its
 * own budget.
 */
export async function limitDiscountGuesses<T>(
  c: Context<BackendEnv>,
  db: Db,
  tenantId: string,
  leadId: string,
  change: TItineraryChange,
  apply: () => Promise<T>,
): Promise<T> {
  if (change.type !== 'apply_discount' || !change.code.trim()) return apply();
  const ip = clientIp(c.req.raw);
  const checks: AttemptCheck[] = [
    { scope: 'itinerary', key: `disc:lead:${leadId}`, rule: DISCOUNT_ATTEMPTS.itinerary },
    ...(ip
      ? [{ scope: 'client', key: `disc:cli:${tenantId}:${clientKey(ip)}`, rule: DISCOUNT_ATTEMPTS.client }]
      : []),
  ];
  const store = attemptStore(db);
  const reserved = await reserveAttempt(store, checks);
  if (!reserved.ok)
    refuseTooMany(reserved.retryAfterSec, c, tooManyDiscountCodesMessage(reserved.retryAfterSec));
  try {
    const result = await apply();
    await releaseAll(store, reserved.held);
    return result;
  } catch (err) {
    // Only a code the agency does not have is a wrong guess; any other failure gives the attempt back.
    if (!(err instanceof AppError && err.code === 'invalid_discount_code'))
      await releaseAll(store, reserved.held);
    throw err;
  }
}
