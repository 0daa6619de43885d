/**
 * Buy now, pay later (spec §7 "Other", api/bnpl/v1): the plans a booking may be paid by and their
 * instalments. Pure, so the server offers and checks the same plans the page shows. Amounts are
 * integer minor units (lib/money): the instalments add up exactly to the total, the first carrying
 * what does not divide evenly, so it is never smaller than the others and, with at most
 * PARTIAL_MIN_PERCENT's four instalments, always a valid first part payment (lib/booking/party.ts).
 * The first is paid at booking; the others fall due every INSTALMENT_INTERVAL_DAYS, the last no later
 * than the balance due date of a part-paid booking (30 days before departure).
 */
import { addDays } from '@/lib/dates/calendar';

/** Days between two instalments. */
export const INSTALMENT_INTERVAL_DAYS = 30;

/** The plans offered, by number of instalments (4 keeps the first at 25 % or more of the total). */
export const BNPL_PLANS = [
  { id: 'pay_in_2', instalments: 2 },
  { id: 'pay_in_3', instalments: 3 },
  { id: 'pay_in_4', instalments: 4 },
] as const;
export type BnplPlanId = (typeof BNPL_PLANS)[number]['id'];

export const isBnplPlanId = (id: string): id is BnplPlanId => BNPL_PLANS.some((p) => p.id === id);

export interface Instalment {
  /** 1 is paid at booking. */
  number: number;
  amountMinor: number;
  /** 'YYYY-MM-DD' (UTC calendar day). */
  dueDate: string;
}

export interface BnplPlan {
  id: BnplPlanId;
  instalments: Instalment[];
}

/** `totalMinor` split into `n` whole amounts that add up to it exactly; the first takes the remainder. */
export function splitMinor(totalMinor: number, n: number): number[] {
  if (!Number.isInteger(totalMinor) || totalMinor <= 0)
    throw new RangeError('total must be a positive integer');
  if (!Number.isInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  const base = Math.floor(totalMinor / n);
  const rest = totalMinor - base * n;
  return Array.from({ length: n }, (_, i) => (i === 0 ? base + rest : base));
}

/** One plan's instalments from `today`, or null when its last would fall after `lastDueDate`. */
export function planInstalments(
  totalMinor: number,
  instalments: number,
  today: string,
  lastDueDate: string,
): Instalment[] | null {
  const dates = Array.from({ length: instalments }, (_, i) => addDays(today, i * INSTALMENT_INTERVAL_DAYS));
  const last = dates[dates.length - 1];
  if (last === undefined || last > lastDueDate) return null;
  const amounts = splitMinor(totalMinor, instalments);
  // Each amount must be at least one minor unit: a tiny total cannot be split.
  if (amounts.some((a) => a < 1)) return null;
  return dates.map((dueDate, i) => ({ number: i + 1, amountMinor: amounts[i] ?? 0, dueDate }));
}

/**
 * The plans a booking of `totalMinor` can be paid by when chosen on `today`, given the day its balance
 * is due (lib/booking/party.ts balanceDueDate): those whose last instalment falls on or before it.
 */
export function bnplPlans(input: { totalMinor: number; today: string; lastDueDate: string }): BnplPlan[] {
  if (!Number.isInteger(input.totalMinor) || input.totalMinor <= 0) return [];
  return BNPL_PLANS.flatMap((p) => {
    const instalments = planInstalments(input.totalMinor, p.instalments, input.today, input.lastDueDate);
    return instalments ? [{ id: p.id, instalments }] : [];
  });
}
