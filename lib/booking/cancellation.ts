import { type CancellationTerms, cancellationTerms } from '@/lib/booking/supplier-cancellation';
import { mul, rational, roundHalfAwayFromZero } from '@/lib/money';
import type { CancellationPolicy } from '@/lib/planner/types';
import { PACKAGE_CANCELLATION_POLICY } from './party';

export interface CancellationQuote {
  terms: CancellationTerms;
  /** Minor units of the booking's currency. */
  feeMinor: number;
  refundMinor: number;
}

/**
 * What cancelling costs today: nothing while the booking is only held (nothing was taken) or when
 * the agency does not charge cancellation fees; else the policy's penalty on the total (an
 * organised package's, or a planned trip's from its rooms), never more than was paid. The refund is
 * what was paid less the fee.
 */
export function quoteCancellation(input: {
  status: string;
  departureDate: string;
  today: string;
  totalMinor: number;
  paidMinor: number;
  chargeCancellationFee: boolean;
  /** A planned trip's terms (strictestPolicy of its rooms); an organised package's by default. */
  policy?: CancellationPolicy | null;
}): CancellationQuote {
  const policy = input.policy ?? PACKAGE_CANCELLATION_POLICY;
  const terms = cancellationTerms(policy, input.departureDate, input.today);
  const free =
    input.status === 'held' ||
    !input.chargeCancellationFee ||
    (terms.free_cancel_until !== null && terms.free_cancel_until >= input.today);
  const penalty = roundHalfAwayFromZero(
    mul(rational(input.totalMinor), rational(terms.penalty_percent, 100)),
  );
  const feeMinor = free ? 0 : Math.min(penalty, input.paidMinor);
  const shown = input.chargeCancellationFee
    ? terms
    : { ...terms, penalty_percent: 0, text: 'Free cancellation' };
  return { terms: shown, feeMinor, refundMinor: input.paidMinor - feeMinor };
}

/**
 * One policy for a trip of several rooms, from their own (the strictest of each term): refundable
 * only if every room is, free until the earliest deadline (never, if one room is never free), the
 * highest penalty. Applied from the trip's first day.
 */
export function strictestPolicy(policies: readonly CancellationPolicy[]): CancellationPolicy {
  if (policies.length === 0) return PACKAGE_CANCELLATION_POLICY;
  const days = policies.map((p) => p.freeUntilDaysBefore);
  return {
    refundable: policies.every((p) => p.refundable),
    freeUntilDaysBefore: days.some((d) => d === null) ? null : Math.max(...(days as number[])),
    penaltyPercent: Math.max(...policies.map((p) => p.penaltyPercent)),
  };
}
