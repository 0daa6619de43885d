/**
 * Calendar and clock arithmetic on the plain strings the planner speaks ('YYYY-MM-DD', 'HH:mm').
 * Everything is UTC-based on purpose: the planner is deterministic and never looks at the machine's
 * time zone or clock.
 */

const DAY_MS = 86_400_000;

// Planning parses the same few times thousands of times: remember the answers.
const minutesMemo = new Map<string, number>();

/** 'HH:mm' → minutes after midnight. */
export function toMinutes(hhmm: string): number {
  const hit = minutesMemo.get(hhmm);
  if (hit !== undefined) return hit;
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new Error(`Not a time: ${hhmm}`);
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  if (minutesMemo.size < 5000) minutesMemo.set(hhmm, minutes);
  return minutes;
}

/** Minutes after midnight → 'HH:mm', wrapping past midnight (overnight legs end the next day). */
export function formatMinutes(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Whether something that runs on `days` (0 = Sunday … 6, as inventory rows store them) runs on `date`. */
export const runsOnDay = (days: readonly number[], date: string): boolean => days.includes(weekday(date));

/** What a departure at 'HH:mm' taking `minutes` arrives: the local time and how many days later. */
export function arrivalAfter(depart: string, minutes: number): { arrive: string; dayOffset: number } {
  const end = toMinutes(depart) + minutes;
  return { arrive: formatMinutes(end), dayOffset: Math.floor(end / 1440) };
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Rounds up to the next multiple of `step` minutes (schedules start on round times). */
export const ceilTo = (minutes: number, step = 5): number => Math.ceil(minutes / step) * step;

/** '6 h 20 min', '45 min'. */
export function humanDuration(minutes: number): string {
  const m = Math.round(minutes);
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest} min`;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}
