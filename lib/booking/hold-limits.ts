import { MAX_SEATS_PER_BOOKING } from '@/lib/contract/booking';

/**
 * How many seats one party may keep held without paying (issue 26: one unpaid account held all 20
 * seats of a departure with holds of 9 + 9 + 2, renewed as they ran out). A hold is free, so
 * without these a visitor could keep a departure off sale for everyone else. Paid bookings do not
 * count; agency staff (accountable, booking for many customers) are not limited.
 *
 * - account: the signed-in user who made the holds. 9 on one departure (one booking's most, the
 *   form's maximum) and 18 across the site at once.
 * - client: the visitor's network address (lib/backend/ratelimit/client-ip.ts; an IPv6 /64 counts as one).
 *   Twice the account's figures, because several travellers can share an address (a family, an
 *   office, a carrier's NAT) — but one visitor with several accounts is still held to it.
 * - renewal: a hold that ran out (or was cancelled) unpaid may be taken again once — one extension
 *   — and not a third time on the same departure by the same account within RENEWAL_WINDOW_HOURS.
 */
export const HOLD_LIMITS = {
  account: { perDeparture: MAX_SEATS_PER_BOOKING, overall: 2 * MAX_SEATS_PER_BOOKING },
  client: { perDeparture: 2 * MAX_SEATS_PER_BOOKING, overall: 4 * MAX_SEATS_PER_BOOKING },
  extensions: 1,
  renewalWindowHours: 24,
} as const;

/** Seats already held unpaid, on the departure asked for and across the site. */
export interface HeldSeats {
  departure: number;
  overall: number;
}

export type HoldLimitBreach =
  | 'account_departure'
  | 'account_overall'
  | 'client_departure'
  | 'client_overall'
  | 'renewed';

/**
 * Which limit a new hold of `seats` would pass, or null when it may go ahead. `client` is null when
 * the address is unknown (an in-process call); `endedUnpaid` counts the account's holds of this
 * departure that ran out or were cancelled unpaid within the renewal window.
 */
export function holdLimitBreach(input: {
  seats: number;
  account: HeldSeats;
  client: HeldSeats | null;
  endedUnpaid: number;
}): HoldLimitBreach | null {
  const { seats, account, client } = input;
  if (input.endedUnpaid > HOLD_LIMITS.extensions) return 'renewed';
  if (account.departure + seats > HOLD_LIMITS.account.perDeparture) return 'account_departure';
  if (account.overall + seats > HOLD_LIMITS.account.overall) return 'account_overall';
  if (client && client.departure + seats > HOLD_LIMITS.client.perDeparture) return 'client_departure';
  if (client && client.overall + seats > HOLD_LIMITS.client.overall) return 'client_overall';
  return null;
}

/** What the visitor is told for each limit (the API's 409 message). */
export const HOLD_LIMIT_MESSAGES: Readonly<Record<HoldLimitBreach, string>> = {
  account_departure: `You can hold at most ${HOLD_LIMITS.account.perDeparture} seats on one departure without paying. Pay for or cancel a held booking first.`,
  account_overall: `You can hold at most ${HOLD_LIMITS.account.overall} seats at a time without paying. Pay for or cancel a held booking first.`,
  client_departure: `Too many seats on this departure are held unpaid from your network. Pay for or cancel a held booking first, or try again later.`,
  client_overall: `Too many seats are held unpaid from your network. Pay for or cancel a held booking first, or try again later.`,
  renewed: `Your holds on this departure ran out unpaid ${HOLD_LIMITS.extensions + 1} times. You can hold it again ${HOLD_LIMITS.renewalWindowHours} hours after the first.`,
};
