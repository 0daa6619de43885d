import type { BookingEvent } from '@/lib/booking/states';
import { onCommit } from '@/lib/db/on-commit';
import type { Tx } from '@/lib/db/open';
import { counterOnce } from '@/lib/ops/metric-once.mjs';

/**
 * Bookings and payments for GET /metrics (issue 34 item 4), counted once their transaction has
 * committed, so a rolled-back attempt (a seat race lost, a refused payment) counts nothing.
 */

export type PaymentMethod = 'gateway' | 'wallet';
export type PaymentResult = 'captured' | 'failed' | 'refunded';

/** A booking created, or one transition of its state machine (pay, cancel, expire, …). */
export function countBooking(tx: Tx, event: BookingEvent | 'created'): void {
  onCommit(tx, () =>
    counterOnce('bookings_total', 'Bookings created and booking transitions applied, by event', [
      'event',
    ]).inc({
      event,
    }),
  );
}

/** A payment's outcome applied: captured, failed, or refunded because the booking could not take it. */
export function countPayment(tx: Tx, method: PaymentMethod, result: PaymentResult): void {
  onCommit(tx, () =>
    counterOnce('payments_total', 'Payment outcomes applied, by method and result', ['method', 'result']).inc(
      {
        method,
        result,
      },
    ),
  );
}
