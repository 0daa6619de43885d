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

/** The status after `event`, or TransitionRefused. */
export function nextStatus(from: BookingStatus, event: BookingEvent): BookingStatus {
  const to = TRANSITIONS[from][event];
  if (!to) throw new TransitionRefused(from, event);
  return to;
}

/** Whether the traveller may still cancel (the page offers Cancel only then). */
export const canCancel = (status: BookingStatus): boolean => TRANSITIONS[status].cancel !== undefined;
