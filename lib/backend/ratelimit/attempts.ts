import {
  decideThrottle,
  type FailureRecord,
  type FailureStore,
  type ThrottleRefusal,
  type ThrottleRule,
  worseOf,
} from './failures';

/** One counter an attempt is checked against: its scope (for the caller), store key and rule. */
export interface AttemptCheck<S extends string = string> {
  scope: S;
  key: string;
  rule: ThrottleRule;
}

/** A counter holding this attempt, as the reservation left it. */
export interface HeldCounter<S extends string = string> extends AttemptCheck<S> {
  record: FailureRecord;
}

export type AttemptReservation<S extends string = string> =
  | { ok: true; held: HeldCounter<S>[] }
  | ThrottleRefusal;

/**
 * Reserves one attempt on every counter, in order — most specific first, so that a burst from one
 * client stops at its own counter and never spends the shared ones. Each reservation is atomic in
 * its store, so however many attempts arrive at once, no counter lets through more than its rule
 * allows. If one counter refuses, the attempts taken on the earlier ones are given back and the
 * refusal names the longest wait among all the counters (a short delay must not hide a lock).
 */
export async function reserveAttempt<S extends string>(
  store: FailureStore,
  checks: AttemptCheck<S>[],
  now = Date.now(),
): Promise<AttemptReservation<S>> {
  const held: HeldCounter<S>[] = [];
  for (const [i, check] of checks.entries()) {
    const r = await store.reserve(check.key, check.rule, now);
    if (r.ok) {
      held.push({ ...check, record: r.record });
      continue;
    }
    await releaseAll(store, held);
    let worst: ThrottleRefusal = r.refusal;
    for (const rest of checks.slice(i + 1)) {
      const d = decideThrottle(await store.get(rest.key, now), rest.rule, now);
      if (!d.ok) worst = worseOf(worst, d);
    }
    return worst;
  }
  return { ok: true, held };
}

/** Gives back the attempt on every held counter (it was not a failure). */
export async function releaseAll(store: FailureStore, held: HeldCounter[]): Promise<void> {
  await Promise.all(held.map((h) => store.release(h.key, h.record.expiresAt)));
}
