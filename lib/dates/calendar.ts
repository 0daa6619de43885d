/**
 * Calendar arithmetic on days written 'YYYY-MM-DD'. Days are read in UTC, so neither the machine's
 * time zone nor a daylight-saving change can move one.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

// The planner adds days to the same few dates thousands of times per plan, and dayjs costs
// microseconds a call: remember the answers.
const addDaysMemo = new Map<string, string>();
const ADD_DAYS_MEMO_LIMIT = 50_000;

/**
 * The day `days` after `date` (before it when negative). A day past the end of its month rolls over
 * (2027-02-30 + 1 is 2027-03-03); something that is not a date gives 'Invalid Date', which a form
 * shows while a date field is empty.
 */
export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  const hit = addDaysMemo.get(key);
  if (hit !== undefined) return hit;
  const out = dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
  if (addDaysMemo.size < ADD_DAYS_MEMO_LIMIT) addDaysMemo.set(key, out);
  return out;
}

/**
 * Age in whole years on `day` of someone born on `birthDate` (both 'YYYY-MM-DD'). Plain arithmetic
 * rather than dayjs's year difference, which counts someone born on 29 February a year older on
 * 28 February.
 */
export function ageOn(birthDate: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
