import type { TOffer } from '@/lib/contract/products';

/** Small pure helpers for the results cards (unit-tested beside them). */

/** 155 → { hours: 2, minutes: 35 } (for the Results.minutes message). */
export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}

/** Minutes of the day as 'HH:mm'. */
export function clock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Which cancellation sentence an offer gets, with its number. */
export function cancellationKind(
  c: TOffer['cancellation'],
): { key: 'free'; days: number } | { key: 'penalty'; percent: number } | { key: 'none' } {
  if (c.refundable && c.free_until_days_before !== null)
    return { key: 'free', days: c.free_until_days_before };
  if (c.refundable && c.penalty_percent < 100) return { key: 'penalty', percent: c.penalty_percent };
  return { key: 'none' };
}

/** Offers with few units left say so (5 or fewer). */
export const FEW_LEFT = 5;
export const fewLeft = (remaining: number | null): boolean => remaining !== null && remaining <= FEW_LEFT;

/** A hub as a segment shows it: an airport's IATA code ('LHR'), else the place's name (a station's code is no help). */
export const placeCode = (code: string, name: string): string => (/^[A-Z]{3}$/.test(code) ? code : name);

/** An option value as a checkbox label when the catalogue has none for it: 'full_to_full' → 'Full to full'. */
export function humanise(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
