/**
 * The booking lifecycle as data (the spec names the calls, not the states: spec §4 "Booking
 * lifecycle statuses: not shown"). Pure: the backend applies a transition in one database
 * transaction together with what it does to inventory (README.md beside this file has the diagram).
 */

export const BOOKING_STATUSES = [
  'held',
  'partially_paid',
  'confirmed',
  'cancelled',
  'expired',
  'failed',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_EVENTS = ['pay', 'pay_part', 'fail', 'expire', 'cancel', 'lapse'] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/** Every allowed transition; anything absent is refused. */
export const TRANSITIONS: Readonly<
  Record<BookingStatus, Readonly<Partial<Record<BookingEvent, BookingStatus>>>>
> = {
  held: {
    pay: 'confirmed',
    pay_part: 'partially_paid',
    fail: 'failed',
    expire: 'expired',
    cancel: 'cancelled',
  },
  // lapse: the balance was not paid by its due date; the booking ends as if cancelled that day.
  partially_paid: { pay: 'confirmed', cancel: 'cancelled', lapse: 'cancelled' },
  confirmed: { cancel: 'cancelled' },
  cancelled: {},
  expired: {},
  failed: {},
};

/** What a transition does to the seats the booking holds. */
export const INVENTORY_EFFECT: Readonly<Record<BookingEvent, 'sell' | 'release'>> = {
  pay: 'sell',
  pay_part: 'sell',
  fail: 'release',
  expire: 'release',
  cancel: 'release',
  lapse: 'release',
};

/** The statuses of a booking that has been paid, in full or in part. */
export const PAID_STATUSES: readonly BookingStatus[] = ['confirmed', 'partially_paid'];
export const isPaid = (status: string): boolean => (PAID_STATUSES as readonly string[]).includes(status);

/** A booking is created held: its seats are taken at once and wait for payment until the hold expires. */
export const INITIAL_STATUS: BookingStatus = 'held';

export class TransitionRefused extends Error {
  override name = 'TransitionRefused';
  constructor(
    readonly from: BookingStatus,
    readonly event: BookingEvent,
  ) {
    super(`A ${from} booking cannot ${event}`);
  }
}

export const isBookingStatus = (s: string): s is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(s);

/** A stored booking's status in the lifecycle; any other value is a corrupt row, so it throws. */
export const statusOf = (b: { status: string }): BookingStatus => {
  if (!isBookingStatus(b.status)) throw new Error(`unknown booking status ${b.status}`);
  return b.status;
};

/** The status after `event`, or TransitionRefused. */
export function nextStatus(from: BookingStatus, event: BookingEvent): BookingStatus {
  const to = TRANSITIONS[from][event];
  if (!to) throw new TransitionRefused(from, event);
  return to;
}

/** Whether the traveller may still cancel (the page offers Cancel only then). */
export const canCancel = (status: BookingStatus): boolean => TRANSITIONS[status].cancel !== undefined;

/**
 * The one payment rule (issue 26), pure so the server and the booking page read the same thing. A
 * booking takes money only while payable (held with time left on its hold, or partly paid) and only
 * up to what it still owes at that moment; a part payment is only ever the first payment of a held
 * booking (a partly paid booking is paid off in one go). The server applies it twice: when a
 * payment starts (start-payment.ts) and, under the booking's row lock, when a capture arrives
 * (apply-payment.ts) — what was owed when the session opened may no longer be owed.
 */
export interface PaymentFacts {
  status: string;
  /** The hold's end in ms since the epoch (null: not held). */
  holdExpiresAtMs: number | null;
  totalMinor: number;
  paidMinor: number;
}

/** What the booking still owes (never negative). */
export const owedMinor = (b: Pick<PaymentFacts, 'totalMinor' | 'paidMinor'>): number =>
  Math.max(0, b.totalMinor - b.paidMinor);

/** Whether the booking can take money at `nowMs`. */
export function isPayable(b: PaymentFacts, nowMs: number): boolean {
  if (owedMinor(b) <= 0) return false;
  if (b.status === 'held') return b.holdExpiresAtMs !== null && b.holdExpiresAtMs > nowMs;
  return b.status === 'partially_paid';
}

/**
 * Whether a partly paid booking's balance is past its due date (`today`, YYYY-MM-DD): it can no
 * longer be paid and lapses (lapse-balance.ts). A new payment of it is refused from the day after.
 */
export const balanceOverdue = (
  b: { status: string; balanceDueDate: string | null },
  today: string,
): boolean => b.status === 'partially_paid' && b.balanceDueDate !== null && b.balanceDueDate < today;

/** Whether a part payment (less than what is owed) may be asked for: only the first, on a held booking. */
export const takesPartPayment = (b: Pick<PaymentFacts, 'status'>): boolean => b.status === 'held';

/** A PARTIAL payment's smallest first part: PARTIAL_MIN_PERCENT of the total, rounded up. */
export const partialMinimum = (totalMinor: number, minPercent: number): number =>
  Math.ceil((totalMinor * minPercent) / 100);

/**
 * Why a capture was not applied and its money goes back (recorded with the refund):
 * over_payment — the booking owed less than the capture (or nothing: already paid);
 * booking_ended — it was cancelled, expired, failed or lapsed, or its hold ran out, first;
 * superseded — a newer payment replaced this one before it was paid;
 * amount_mismatch — an amount the booking cannot take now (a second part payment).
 */
export const REFUND_REASONS = ['over_payment', 'booking_ended', 'superseded', 'amount_mismatch'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export type CaptureVerdict =
  | { apply: true; event: 'pay' | 'pay_part'; paidMinor: number }
  /** A scheduled buy-now-pay-later instalment that is not the last: paid grows, the status stays. */
  | { apply: true; event: 'instalment'; paidMinor: number }
  | { apply: false; reason: RefundReason };

/**
 * What a capture of `amountMinor` arriving at `nowMs` does to the booking it was for. A scheduled
 * instalment of a buy-now-pay-later plan (lib/booking/bnpl.ts; `instalment`) is the one exception to
 * "a partly paid booking is paid off in one go": it may pay a part of a partly paid booking's balance.
 */
export function captureVerdict(
  b: PaymentFacts,
  amountMinor: number,
  nowMs: number,
  opts: { instalment?: boolean } = {},
): CaptureVerdict {
  const stillOn = b.status === 'held' || b.status === 'partially_paid' || b.status === 'confirmed';
  const holdRanOut = b.status === 'held' && !(b.holdExpiresAtMs !== null && b.holdExpiresAtMs > nowMs);
  if (!stillOn || holdRanOut) return { apply: false, reason: 'booking_ended' };
  const owed = owedMinor(b);
  // A confirmed booking owes nothing: any capture for it is an over-payment.
  if (amountMinor > owed || !isPayable(b, nowMs)) return { apply: false, reason: 'over_payment' };
  if (amountMinor === owed) return { apply: true, event: 'pay', paidMinor: b.paidMinor + amountMinor };
  if (amountMinor > 0 && takesPartPayment(b))
    return { apply: true, event: 'pay_part', paidMinor: b.paidMinor + amountMinor };
  if (amountMinor > 0 && opts.instalment === true && b.status === 'partially_paid')
    return { apply: true, event: 'instalment', paidMinor: b.paidMinor + amountMinor };
  return { apply: false, reason: 'amount_mismatch' };
}
