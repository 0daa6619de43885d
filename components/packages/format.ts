/** '2026-12-12' → '12-Dec-26' (spec §9 date format DD-MMM-YY), in UTC so no day shifts. */
export function formatDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  const day = String(d.getUTCDate()).padStart(2, '0');
  const month = d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' }).slice(0, 3);
  return `${day}-${month}-${String(d.getUTCFullYear()).slice(2)}`;
}

/** The next twelve months as YYYY-MM values with 'December 2026' labels, from `today`. */
export function nextMonths(today: Date, count = 12): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + i, 1));
    return {
      value: d.toISOString().slice(0, 7),
      label: d.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
  });
}
