import { mul, rational, roundHalfAwayFromZero } from '@/lib/money';
import { type CancellationTerms, cancellationTerms } from '@/lib/suppliers/cancellation';
import { PACKAGE_CANCELLATION_POLICY } from './party';

export interface CancellationQuote {
  terms: CancellationTerms;
  /** Minor units of the booking's currency. */
  feeMinor: number;
  refundMinor: number;
}

/**
 * What cancelling costs today: nothing while the booking is only held (nothing was taken) or when
 * the agency does not charge cancellation fees; else the package policy's penalty on the total,
 * never more than was paid. The refund is what was paid less the fee.
 */
export function quoteCancellation(input: {
  status: string;
  departureDate: string;
  today: string;
  totalMinor: number;
  paidMinor: number;
  chargeCancellationFee: boolean;
}): CancellationQuote {
  const terms = cancellationTerms(PACKAGE_CANCELLATION_POLICY, input.departureDate, input.today);
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
