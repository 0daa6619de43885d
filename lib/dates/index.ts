/**
 * Dates as the sites show them, in one place. Spec §9: the date format is DD-MMM-YY ('10-May-27').
 * Dates are calendar days ('2027-05-10', or the day part of an ISO timestamp, read in UTC), so no
 * time zone can move them by a day.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** '2027-05-03' or '2027-05-03T22:10:00Z' → '03-May-27'; anything else is returned as given. */
export function formatDisplayDate(iso: string): string {
  const m = DAY.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month || Number(m[3]) < 1 || Number(m[3]) > 31) return iso;
  return `${m[3]}-${month}-${m[1]?.slice(2)}`;
}
