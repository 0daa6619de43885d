import { MAX_MINOR_AMOUNT } from '@/lib/contract/whole-number';
import { balanceOverdue } from './states';

/**
 * A markup staff add to a booking (spec §7 api/booking/add-markup), pure so the server and the
 * staff panel decide alike. A markup is money the traveller pays on top, so it is added only while
 * the booking still takes money — held with time left on its hold, or partly paid before its
 * balance is overdue — never to a booking paid in full, cancelled, expired or failed. It adds to the
 * booking's markup, base and total alike (the breakdown still adds up: base + tax − discount =
 * total) and leaves tax and discount as they were.
 *
 * The cap: the booking's markup, with this one, is at most MAX_MARKUP_PERCENT of what the booking
 * costs the agency (base − markup, which a markup never changes), and the total stays within what a
 * money column holds.
 */
export const MAX_MARKUP_PERCENT = 100;

export interface MarkupFacts {
  status: string;
  /** The hold's end in ms since the epoch (null: not held). */
  holdExpiresAtMs: number | null;
  balanceDueDate: string | null;
  baseMinor: number;
  markupMinor: number;
  totalMinor: number;
}

export type MarkupRefusal = 'closed' | 'over_cap';

/** Whether the booking still takes a markup at `nowMs` (today `today`, YYYY-MM-DD). */
export function takesMarkup(
  b: Pick<MarkupFacts, 'status' | 'holdExpiresAtMs' | 'balanceDueDate'>,
  nowMs: number,
  today: string,
): boolean {
  if (b.status === 'held') return b.holdExpiresAtMs !== null && b.holdExpiresAtMs > nowMs;
  return b.status === 'partially_paid' && !balanceOverdue(b, today);
}

/** The most that may still be added to this booking's markup (minor units, never negative). */
export function markupRoom(b: Pick<MarkupFacts, 'baseMinor' | 'markupMinor' | 'totalMinor'>): number {
  const cost = Math.max(0, b.baseMinor - b.markupMinor);
  const cap = Math.floor((cost * MAX_MARKUP_PERCENT) / 100);
  return Math.max(0, Math.min(cap - b.markupMinor, MAX_MINOR_AMOUNT - b.totalMinor));
}

/** Why `amountMinor` cannot be added now, or null when it can. */
export function markupRefusal(
  b: MarkupFacts,
  amountMinor: number,
  nowMs: number,
  today: string,
): MarkupRefusal | null {
  if (!takesMarkup(b, nowMs, today)) return 'closed';
  if (amountMinor > markupRoom(b)) return 'over_cap';
  return null;
}

/** The booking's money after the markup: markup, base and total each up by the amount. */
export const withMarkup = (
  b: Pick<MarkupFacts, 'baseMinor' | 'markupMinor' | 'totalMinor'>,
  amountMinor: number,
) => ({
  markupMinor: b.markupMinor + amountMinor,
  baseMinor: b.baseMinor + amountMinor,
  totalMinor: b.totalMinor + amountMinor,
});
