import { z } from 'zod';

/**
 * Dates at the border (issue 26, Input): one check, used by every schema that takes a day. A day of
 * the right shape but no real day (2020-02-30, 2020-13-45, 0000-00-00) used to reach PostgreSQL,
 * which refused it with an error the route answered as a 500; here it is a 400 naming the field.
 *
 * The check is plain arithmetic rather than `new Date()` round trips or a date library: the same
 * answer in the browser (the forms share these schemas) and on the server, in any time zone, and
 * year 0 (which PostgreSQL cannot store, while JavaScript's Date accepts it) is refused.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const DATE_FORMAT_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const NO_SUCH_DAY_MESSAGE = 'Enter a date that exists.';
export const FUTURE_BIRTH_MESSAGE = 'A date of birth cannot be in the future.';
export const EARLIEST_BIRTH_DATE = '1900-01-01';
export const EARLY_BIRTH_MESSAGE = `Enter a date of birth from ${EARLIEST_BIRTH_DATE}.`;
export const EXPIRED_PASSPORT_MESSAGE = 'This passport has expired.';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** 'YYYY-MM-DD' naming a day that exists, in years 1 to 9999. */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= (mo === 2 && isLeap(y) ? 29 : (DAYS_IN_MONTH[mo - 1] as number));
}

const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The earliest date that is still "today" somewhere on Earth (UTC−12). A date on or after it is not
 * in the past for any visitor, so a browser's local "today" is never refused by the server.
 */
export const earliestToday = (now: Date = new Date()): string => dayAt(now.getTime() - 12 * 3600_000);

/** The latest date that is already "today" somewhere on Earth (UTC+14): nothing after it has happened. */
export const latestToday = (now: Date = new Date()): string => dayAt(now.getTime() + 14 * 3600_000);

/**
 * A real day as YYYY-MM-DD. The shape and the existence of the day are told apart in the message
 * (both can be replaced, e.g. by the search form's message codes).
 */
export const zCalendarDate = (messages: { format?: string; day?: string } = {}) =>
  z
    .string({ error: messages.format ?? DATE_FORMAT_MESSAGE })
    .regex(ISO_DAY, { error: messages.format ?? DATE_FORMAT_MESSAGE, abort: true })
    .refine(isCalendarDate, { error: messages.day ?? NO_SUCH_DAY_MESSAGE, abort: true });

/**
 * A date of birth: a real day, not after today anywhere on Earth (a birth "today" in UTC+14 is
 * already tomorrow in UTC) and not before 1900 (nobody booking was born earlier; it also keeps
 * typing slips such as 0202-05-01 out).
 */
export const zBirthDate = () =>
  zCalendarDate()
    .refine((d) => d >= EARLIEST_BIRTH_DATE, { error: EARLY_BIRTH_MESSAGE, abort: true })
    .refine((d) => d <= latestToday(), FUTURE_BIRTH_MESSAGE);

/**
 * A passport's expiry as saved on a traveller profile, before any trip is known: a real day, not
 * already past anywhere on Earth. Against a trip (associating the profile with a booking's slot) the
 * passport must also outlast the departure by six months (lib/booking/traveller-questions.ts).
 */
export const zPassportExpiry = () =>
  zCalendarDate().refine((d) => d >= earliestToday(), EXPIRED_PASSPORT_MESSAGE);

/**
 * An optional date field as forms send it: absent, null or '' is "not given" (null); anything else
 * must pass `day` and gets its message (a union would answer only "Invalid input"). The first step
 * only names the input type for the forms; `day` judges the value.
 */
export const optionalDay = <S extends z.ZodType<string, string>>(day: S) =>
  z
    .custom<string | null>()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v))
    .pipe(day.nullable());
